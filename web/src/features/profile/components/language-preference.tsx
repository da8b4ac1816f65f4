import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { messages } from '@shahi/contract';
import {
  isLocale,
  LOCALE_COOKIE,
  LOCALE_NAMES,
  LOCALE_TAGS,
  LOCALES,
  type Locale,
  localizePath,
} from '@shahi/contract/i18n';
import { useId } from 'react';
import { useLocation } from 'react-router';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { useSaveMyLocale } from '#web/features/profile/api/my-locale.ts';
import { failureMessage } from '#web/lib/error-message.ts';
import { translateMessage } from '#web/lib/i18n.ts';

/** A year, in seconds: how long the browser remembers the language. */
const LOCALE_COOKIE_MAX_AGE = 31_536_000;

/** Remembers `locale` in the browser (`lang` cookie), as the header's language switcher does. */
export function rememberLocale(locale: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in older Safari and in jsdom.
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax`;
}

interface LanguagePreferenceProps {
  /** Opens a URL as a new page; the browser's by default (a language is a new page). */
  go?: (url: string) => void;
}

/**
 * The account's language (docs/decisions/0065-three-languages.md): English / हिन्दी / ਪੰਜਾਬੀ, each in
 * its own name. A choice is saved on the account (`PUT /api/my-locale`, which mails and messages
 * follow) and in the `lang` cookie, then this page opens in that language (`/hi/profile` …). A
 * failed save says so and stays.
 */
export function LanguagePreference({ go = (url) => window.location.assign(url) }: LanguagePreferenceProps) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const current: Locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  const location = useLocation();
  const mutation = useSaveMyLocale();
  const selectId = useId();

  function choose(value: string) {
    if (!isLocale(value) || value === current) return;
    mutation.mutate(value, {
      onSuccess: () => {
        rememberLocale(value);
        go(localizePath(value, `${location.pathname}${location.search}${location.hash}`));
      },
    });
  }

  return (
    <section aria-labelledby={`${selectId}-heading`} className="flex max-w-md flex-col gap-3">
      <h3 id={`${selectId}-heading`} className="font-display text-xl font-semibold text-maroon-700">
        <Trans>Language</Trans>
      </h3>
      {mutation.isError ? (
        <FormAlert tone="error">
          {translateMessage(failureMessage(mutation.error, messages.somethingWentWrongTryAgain))}
        </FormAlert>
      ) : null}
      <label htmlFor={selectId} className="text-sm font-semibold text-ink">
        <Trans>Language of the shop, its mails and messages</Trans>
      </label>
      <select
        id={selectId}
        value={mutation.isPending && isLocale(mutation.variables) ? mutation.variables : current}
        disabled={mutation.isPending}
        onChange={(event) => choose(event.target.value)}
        aria-describedby={mutation.isPending ? `${selectId}-saving` : undefined}
        className="h-11 w-full rounded-sm border border-gold-700 bg-white px-3 text-base text-ink focus-visible:border-maroon-700 disabled:bg-parchment"
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={LOCALE_TAGS[locale]}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
      {mutation.isPending ? (
        <p id={`${selectId}-saving`} role="status" className="text-xs text-ink-muted">
          {t`Saving...`}
        </p>
      ) : null}
    </section>
  );
}
