import { Trans } from '@lingui/react/macro';
import { formatRupees } from '@shahi/contract';
import { useState, useSyncExternalStore } from 'react';
import { Button } from '#web/components/ui/button.tsx';

/** The page's own address, without its query or fragment: the link a shopper sends. */
export function pageLink(location: Pick<Location, 'origin' | 'pathname'> = window.location): string {
  return `${location.origin}${location.pathname}`;
}

/** The message a share sends: "<title> – ₹<price>" (rupees, two decimals, Indian grouping). */
export function shareText(title: string, price: number): string {
  return `${title} – ${formatRupees(price)}`;
}

/** A WhatsApp link that opens a chat with `text` then `url` typed in, for the shopper to pick whom to send. */
export function whatsAppShareUrl(text: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`;
}

const noSubscription = () => () => {};

/**
 * Whether the browser offers its own share sheet (the Web Share API): true on the server and
 * while the app takes over its markup, so both draw Share; then the browser's answer.
 */
function useCanShare(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => typeof navigator.share === 'function',
    () => true,
  );
}

type Copied = 'idle' | 'copied' | 'failed';

/**
 * Share a product. Where the browser has a share sheet (the Web Share API: most phones) Share
 * opens it with the title, the price and the page's link. Elsewhere Share on WhatsApp opens a
 * WhatsApp chat in a new tab with that message typed in, and Copy link puts the page's link on the
 * clipboard and says so. The server draws Share (it cannot know the browser); the same button
 * stays once the app runs, so a press made before then is held and replayed (ADR 0050). A share
 * the shopper cancels is no error.
 */
export function ShareButton({ title, price }: { title: string; price: number }) {
  const canShare = useCanShare();
  const [copied, setCopied] = useState<Copied>('idle');
  const text = shareText(title, price);

  const share = async () => {
    if (typeof navigator.share !== 'function') {
      window.open(whatsAppShareUrl(text, pageLink()), '_blank', 'noopener,noreferrer');
      return;
    }
    try {
      await navigator.share({ title, text, url: pageLink() });
    } catch {
      // Cancelled, or refused (another share sheet is open): nothing for the shopper to do.
    }
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(pageLink());
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <Button variant="ghost" size="sm" onClick={share} className="-ml-3">
        <ShareMark />
        {canShare ? <Trans>Share</Trans> : <Trans>Share on WhatsApp</Trans>}
      </Button>
      {canShare ? null : (
        <>
          <Button variant="ghost" size="sm" onClick={copy}>
            <Trans>Copy link</Trans>
          </Button>
          <span role="status" className="text-sm text-ink-muted">
            {copied === 'copied' ? <Trans>Link copied</Trans> : null}
            {copied === 'failed' ? <Trans>Could not copy: copy the address bar instead</Trans> : null}
          </span>
        </>
      )}
    </div>
  );
}

/** The share mark (three joined dots), drawn in currentColor. */
function ShareMark() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false" fill="none">
      <circle cx="18" cy="5" r="3" stroke="currentColor" strokeWidth="2" />
      <circle cx="6" cy="12" r="3" stroke="currentColor" strokeWidth="2" />
      <circle cx="18" cy="19" r="3" stroke="currentColor" strokeWidth="2" />
      <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
