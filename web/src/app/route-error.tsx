import { messages } from '@shahi/contract';
import { Notice } from '../components/ui/notice.tsx';

/** Shown when a page crashes: the shop's generic apology and a way home. */
export function RouteError() {
  return (
    <main className="px-4 py-16">
      <Notice
        tone="error"
        title={messages.serverError}
        actions={
          <a href="/" className="font-semibold text-maroon-700 underline underline-offset-4">
            Back to Home
          </a>
        }
      />
    </main>
  );
}
