import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { type CategoryTranslations, messages } from '@shahi/contract';
import type { Locale } from '@shahi/contract/i18n';
import { type InterestRequest, interestSchema, MAX_INTEREST_WORDS } from '@shahi/contract/schemas';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { failureMessage } from '#web/lib/error-message.ts';
import { translateMessage } from '#web/lib/i18n.ts';
import { localizedField } from '#web/lib/localized.ts';
import { useMessages } from '#web/lib/use-messages.ts';

/** What the form may start with, e.g. from a product page's "Tell me about new pieces like this". */
export interface InterestPrefill {
  categoryId?: string | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
}

interface InterestFormProps {
  /** The categories to choose from, named in the page's language (the owner's own words, else English). */
  categories: ReadonlyArray<{ _id: string; name: string; translations?: CategoryTranslations }>;
  prefill?: InterestPrefill | undefined;
  /** Sends the interest; rejects with the API's error. */
  onSave(body: InterestRequest): Promise<unknown>;
}

const fromNumberField = (value: unknown) => (value === '' || value === null ? undefined : Number(value));

/**
 * "Tell me about new pieces like this" (ADR 0041): a category, a price band in rupees and up to five
 * words, at least one of them, and the digest's consent box, unticked until the shopper ticks it.
 * Checked with the API's own schema; a saved interest clears the words and the box.
 */
export function InterestForm({ categories, prefill, onSave }: InterestFormProps) {
  const selectId = useId();
  const { register, handleSubmit, formState, reset, setError } = useForm<InterestRequest>({
    resolver: zodResolver(interestSchema) as never,
    defaultValues: {
      categoryId: prefill?.categoryId ?? '',
      minPrice: prefill?.minPrice,
      maxPrice: prefill?.maxPrice,
      words: '',
      consent: false as unknown as true,
    },
  });
  const { errors, isSubmitting } = formState;
  const { t, i18n } = useLingui();
  const notify = useMessages('notify');
  // A field's error is the contract's English: shown in the page's language.
  const errorOf = (name: keyof typeof errors) => {
    const message = errors[name]?.message;
    return message ? translateMessage(message) : undefined;
  };
  const categoryError = errorOf('categoryId');
  const consentError = errorOf('consent');
  const maxWords = MAX_INTEREST_WORDS;
  const [saved, setSaved] = useState(false);

  async function submit(values: InterestRequest) {
    setSaved(false);
    try {
      await onSave(values);
      setSaved(true);
      reset({
        categoryId: values.categoryId ?? '',
        minPrice: values.minPrice,
        maxPrice: values.maxPrice,
        words: '',
        consent: false as unknown as true,
      });
    } catch (error) {
      setError('root', { message: failureMessage(error, messages.somethingWentWrongLater) });
    }
  }

  return (
    <form
      noValidate
      aria-label={t`Tell me about new pieces like this`}
      onSubmit={handleSubmit(submit)}
      className="flex flex-col gap-4"
    >
      {errors.root?.message ? <FormAlert tone="error">{errors.root.message}</FormAlert> : null}
      {saved ? <FormAlert tone="success">{notify.interestSaved}</FormAlert> : null}
      <div className="flex flex-col gap-1.5">
        <label htmlFor={selectId} className="text-sm font-semibold text-ink">
          <Trans>Category</Trans>
        </label>
        <select
          id={selectId}
          {...register('categoryId')}
          aria-invalid={categoryError ? true : undefined}
          aria-describedby={categoryError ? `${selectId}-error` : undefined}
          className={`h-11 w-full rounded-sm border bg-white px-3 text-base text-ink ${categoryError ? 'border-maroon-500' : 'border-gold-700'}`}
        >
          <option value="">{t`Any category`}</option>
          {categories.map((category) => (
            <option key={category._id} value={category._id}>
              {localizedField(category, 'name', category.name, i18n.locale as Locale)}
            </option>
          ))}
        </select>
        {categoryError ? (
          <p id={`${selectId}-error`} role="alert" className="text-sm font-medium text-maroon-700">
            {categoryError}
          </p>
        ) : null}
      </div>
      <div className="grid grid-cols-2 gap-4">
        <TextField
          label={t`Lowest price (₹)`}
          type="number"
          inputMode="numeric"
          min={0}
          {...register('minPrice', { setValueAs: fromNumberField })}
          error={errorOf('minPrice')}
        />
        <TextField
          label={t`Highest price (₹)`}
          type="number"
          inputMode="numeric"
          min={0}
          {...register('maxPrice', { setValueAs: fromNumberField })}
          error={errorOf('maxPrice')}
        />
      </div>
      <TextField
        label={t`Words`}
        placeholder={t`e.g. phulkari dupatta`}
        hint={t`Up to ${maxWords} words; a piece matches when its title or description has every one.`}
        {...register('words')}
        error={errorOf('words')}
      />
      <div className="flex flex-col gap-1">
        <label className="flex items-start gap-3 text-sm text-ink">
          <input
            type="checkbox"
            className="mt-0.5 h-5 w-5 shrink-0 accent-maroon-700"
            aria-invalid={consentError ? true : undefined}
            {...register('consent')}
          />
          {/* DIGEST_CONSENT_TEXT of the contract, word for word in English. */}
          <span>
            <Trans>
              E-mail me a digest of new pieces that match, at most once a day. I can unsubscribe any time.
            </Trans>
          </span>
        </label>
        {consentError ? (
          <p role="alert" className="text-sm font-medium text-maroon-700">
            {consentError}
          </p>
        ) : null}
      </div>
      <SubmitButton pending={isSubmitting} pendingLabel={t`Saving...`} className="self-start">
        <Trans>Save</Trans>
      </SubmitButton>
    </form>
  );
}
