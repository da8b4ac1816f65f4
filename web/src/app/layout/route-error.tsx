import { messages } from '@shahi/contract';
import { Notice } from '#web/components/ui/notice.tsx';

/**
 * Shown when a page crashes: the shop's generic apology and a way home. Inside the layout it
 * fills the page's place; `standalone` (the layout itself failed) brings its own <main>.
 */
export function RouteError({ standalone = false }: { standalone?: boolean }) {
  const notice = (
    <Notice
      tone="error"
      title={messages.serverError}
      actions={
        <a href="/" className="font-semibold text-maroon-700 underline underline-offset-4">
          Back to Home
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
