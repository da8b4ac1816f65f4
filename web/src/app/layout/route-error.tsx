import { Trans } from '@lingui/react/macro';
import { localizePath } from '@shahi/contract/i18n';
import { Notice } from '#web/components/ui/notice.tsx';
import { usePageLocale } from '#web/lib/use-locale.ts';
import { useMessages } from '#web/lib/use-messages.ts';

/**
 * Shown when a page crashes: the shop's generic apology and a way home. Inside the layout it
 * fills the page's place; `standalone` (the layout itself failed) brings its own <main>.
 */
export function RouteError({ standalone = false }: { standalone?: boolean }) {
  const m = useMessages('messages');
  const locale = usePageLocale();
  const notice = (
    <Notice
      tone="error"
      title={m.serverError}
      actions={
        <a
          href={localizePath(locale, '/')}
          className="font-semibold text-maroon-700 underline underline-offset-4"
        >
          <Trans>Back to Home</Trans>
        </a>
      }
    />
  );
  return standalone ? (
    <main className="px-4 py-16">{notice}</main>
  ) : (
    <div className="px-4 py-16">{notice}</div>
  );
}
