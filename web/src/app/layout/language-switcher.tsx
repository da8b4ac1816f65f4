import { useLingui } from '@lingui/react/macro';
import { LOCALE_NAMES, LOCALE_TAGS, LOCALES, type Locale, localizePath } from '@shahi/contract/i18n';
import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { switchLanguage } from '#web/lib/language.ts';
import { useSession } from '#web/lib/session.ts';

const entryClasses = 'flex min-h-11 items-center px-2 text-sm whitespace-nowrap';

/** Whether a click is a plain one (no new tab or window asked for), which the switcher handles itself. */
function plainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The language switcher (docs/decisions/0065-three-languages.md): English, हिन्दी, ਪੰਜਾਬੀ, each in
 * its own script, as real links to the same page and query in that language (`hreflang`, `lang`;
 * they work without the app). A plain click keeps the choice (the `lang` cookie, and the account's
 * language when signed in) before the page loads in the new language (lib/language.ts). The page's
 * own language is marked `aria-current` and not a link. The links' names have a font of their own
 * (`.language-name`, index.css), so they never show as empty boxes.
 */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const { t, i18n } = useLingui();
  const current = i18n.locale as Locale;
  const location = useLocation();
  const { user } = useSession();
  const path = `${location.pathname}${location.search}`;
  return (
    <nav aria-label={t`Language`} className={className}>
      <ul className="flex flex-wrap items-center">
        {LOCALES.map((locale) => (
          <li key={locale}>
            {locale === current ? (
              <span
                lang={LOCALE_TAGS[locale]}
                aria-current="true"
                className={`${entryClasses} font-semibold text-gold-300 underline decoration-gold-500 underline-offset-4`}
              >
                {LOCALE_NAMES[locale]}
              </span>
            ) : (
              <a
                href={localizePath(locale, path)}
                hrefLang={LOCALE_TAGS[locale]}
                lang={LOCALE_TAGS[locale]}
                onClick={(event) => {
                  if (!plainClick(event)) return;
                  event.preventDefault();
                  switchLanguage(locale, path, { signedIn: Boolean(user) });
                }}
                className={`${entryClasses} language-name text-ivory hover:text-gold-300`}
              >
                {LOCALE_NAMES[locale]}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
