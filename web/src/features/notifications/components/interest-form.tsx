import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@shahi/contract';
import {
  DIGEST_CONSENT_TEXT,
  type InterestRequest,
  interestSchema,
  MAX_INTEREST_WORDS,
} from '@shahi/contract/schemas';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { failureMessage } from '#web/lib/error-message.ts';

/** What the form may start with, e.g. from a product page's "Tell me about new pieces like this". */
export interface InterestPrefill {
  categoryId?: string | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
}

interface InterestFormProps {
  categories: ReadonlyArray<{ _id: string; name: string }>;
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
      aria-label="Tell me about new pieces like this"
      onSubmit={handleSubmit(submit)}
      className="flex flex-col gap-4"
    >
      {errors.root?.message ? <FormAlert tone="error">{errors.root.message}</FormAlert> : null}
      {saved ? (
        <FormAlert tone="success">Saved. We will e-mail you when a matching piece is listed.</FormAlert>
      ) : null}
      <div className="flex flex-col gap-1.5">
        <label htmlFor={selectId} className="text-sm font-semibold text-ink">
          Category
        </label>
        <select
          id={selectId}
          {...register('categoryId')}
          aria-invalid={errors.categoryId ? true : undefined}
          aria-describedby={errors.categoryId ? `${selectId}-error` : undefined}
          className={`h-11 w-full rounded-sm border bg-white px-3 text-base text-ink ${errors.categoryId ? 'border-maroon-500' : 'border-gold-700'}`}
        >
          <option value="">Any category</option>
          {categories.map((category) => (
            <option key={category._id} value={category._id}>
              {category.name}
            </option>
          ))}
        </select>
        {errors.categoryId?.message ? (
          <p id={`${selectId}-error`} role="alert" className="text-sm font-medium text-maroon-700">
            {errors.categoryId.message}
          </p>
        ) : null}
      </div>
      <div className="grid grid-cols-2 gap-4">
        <TextField
          label="Lowest price (₹)"
          type="number"
          inputMode="numeric"
          min={0}
          {...register('minPrice', { setValueAs: fromNumberField })}
          error={errors.minPrice?.message}
        />
        <TextField
          label="Highest price (₹)"
          type="number"
          inputMode="numeric"
          min={0}
          {...register('maxPrice', { setValueAs: fromNumberField })}
          error={errors.maxPrice?.message}
        />
      </div>
      <TextField
        label="Words"
        placeholder="e.g. phulkari dupatta"
        hint={`Up to ${MAX_INTEREST_WORDS} words; a piece matches when its title or description has every one.`}
        {...register('words')}
        error={errors.words?.message}
      />
      <div className="flex flex-col gap-1">
        <label className="flex items-start gap-3 text-sm text-ink">
          <input
            type="checkbox"
            className="mt-0.5 h-5 w-5 shrink-0 accent-maroon-700"
            aria-invalid={errors.consent ? true : undefined}
            {...register('consent')}
          />
          <span>{DIGEST_CONSENT_TEXT}</span>
        </label>
        {errors.consent?.message ? (
          <p role="alert" className="text-sm font-medium text-maroon-700">
            {errors.consent.message}
          </p>
        ) : null}
      </div>
      <SubmitButton pending={isSubmitting} pendingLabel="Saving..." className="self-start">
        Save
      </SubmitButton>
    </form>
  );
}
