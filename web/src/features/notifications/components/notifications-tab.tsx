import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatRupees, messages } from '@shahi/contract';
import type { Locale } from '@shahi/contract/i18n';
import type { Interest } from '@shahi/contract/schemas';
import { useSearchParams } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import {
  useAddInterest,
  useCategoriesToChoose,
  useInterests,
  usePreferences,
  useRemoveInterest,
  useSavePreferences,
} from '#web/features/notifications/api/interests.ts';
import { failureMessage } from '#web/lib/error-message.ts';
import { localizedField } from '#web/lib/localized.ts';
import { useSession } from '#web/lib/session.ts';
import { InterestForm, type InterestPrefill } from './interest-form.tsx';

/** A whole number of rupees from the URL, or undefined. */
function rupeesParam(value: string | null): number | undefined {
  if (value === null || !/^\d{1,8}$/.test(value)) return undefined;
  return Number(value);
}

/**
 * "Phulkari · ₹1,000.00 – ₹3,000.00 · “zari”" — what one interest asks for, in `i18n`'s language
 * (`categoryName` already in it).
 */
function describe(i18n: I18n, interest: Interest, categoryName: string | undefined): string {
  const parts: string[] = [];
  if (interest.categoryId) parts.push(categoryName ?? i18n._(msg`A category no longer listed`));
  const lowest = interest.minPrice !== null ? formatRupees(interest.minPrice) : '';
  const highest = interest.maxPrice !== null ? formatRupees(interest.maxPrice) : '';
  if (lowest && highest) parts.push(`${lowest} – ${highest}`);
  else if (lowest) parts.push(i18n._(msg`from ${lowest}`));
  else if (highest) parts.push(i18n._(msg`up to ${highest}`));
  if (interest.words.length > 0) parts.push(interest.words.map((word) => `“${word}”`).join(' '));
  return parts.join(' · ');
}

/**
 * The profile's "E-mail updates" tab (ADRs 0041, 0042): the shopper's interests with their remove
 * buttons, the form to add one (prefilled from `?category=&min=&max=`), and the checkout reminder
 * preference, off until ticked.
 */
export function NotificationsTab() {
  const { user } = useSession();
  const { t, i18n } = useLingui();
  const userId = user?.userId ?? '';
  const [params] = useSearchParams();
  const interests = useInterests(userId);
  const preferences = usePreferences(userId);
  const categories = useCategoriesToChoose();
  const add = useAddInterest(userId);
  const remove = useRemoveInterest(userId);
  const save = useSavePreferences(userId);
  const categoryList = categories.data ?? [];
  const categoryName = (id: string | null) => {
    const category = categoryList.find((c) => c._id === id);
    return category && localizedField(category, 'name', category.name, i18n.locale as Locale);
  };
  const prefill: InterestPrefill = {
    categoryId: categoryList.some((category) => category._id === params.get('category'))
      ? (params.get('category') ?? undefined)
      : undefined,
    minPrice: rupeesParam(params.get('min')),
    maxPrice: rupeesParam(params.get('max')),
  };

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="new-pieces-heading" className="flex flex-col gap-4">
        <h3 id="new-pieces-heading" className="font-display text-xl font-semibold text-maroon-700">
          <Trans>Tell me about new pieces like this</Trans>
        </h3>
        <p className="text-sm text-ink-muted">
          <Trans>
            Every piece we make is one of a kind. Tell us what you are looking for and we will e-mail you when
            a matching piece is listed — one digest a day at most.
          </Trans>
        </p>
        {remove.isError ? (
          <FormAlert tone="error">{failureMessage(remove.error, messages.somethingWentWrongLater)}</FormAlert>
        ) : null}
        {interests.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : interests.data && interests.data.length > 0 ? (
          <ul aria-label={t`Your interests`} className="flex flex-col gap-2">
            {interests.data.map((interest) => (
              <li
                key={interest.id}
                className="flex items-center justify-between gap-3 rounded-sm border border-gold-300 bg-parchment px-4 py-3"
              >
                <span className="text-sm text-ink">
                  {describe(i18n, interest, categoryName(interest.categoryId))}
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t`Remove ${describe(i18n, interest, undefined)}`}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(interest.id)}
                >
                  <Trans>Remove</Trans>
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-ink">
            <Trans>You have not asked about any pieces yet.</Trans>
          </p>
        )}
        <InterestForm
          key={`${prefill.categoryId ?? ''}-${categoryList.length}`}
          categories={categoryList}
          prefill={prefill}
          onSave={(body) => add.mutateAsync(body)}
        />
      </section>
      <section
        aria-labelledby="reminders-heading"
        className="flex flex-col gap-3 border-t border-gold-300 pt-6"
      >
        <h3 id="reminders-heading" className="font-display text-xl font-semibold text-maroon-700">
          <Trans>Checkout reminders</Trans>
        </h3>
        {save.isError ? (
          <FormAlert tone="error">{failureMessage(save.error, messages.somethingWentWrongLater)}</FormAlert>
        ) : null}
        <label className="flex items-start gap-3 text-sm text-ink">
          <input
            type="checkbox"
            className="mt-0.5 h-5 w-5 shrink-0 accent-maroon-700"
            checked={preferences.data?.checkoutReminders ?? false}
            disabled={preferences.isPending || save.isPending}
            onChange={(event) => save.mutate({ checkoutReminders: event.target.checked })}
          />
          <span>
            {/* REMINDER_CONSENT_TEXT of the contract, word for word in English. */}
            <Trans>Remind me by e-mail about pieces I leave at checkout</Trans>
            <span className="block text-ink-muted">
              <Trans>
                One e-mail, a day after you leave checkout, only while the piece is still available.
              </Trans>
            </span>
          </span>
        </label>
      </section>
    </div>
  );
}
