import { Link } from 'react-router';
import type { PageLink, RichText as RichTextValue } from '#web/features/pages/types.ts';

/** Classes of links inside the written pages. */
export const pageLinkClasses =
  'font-semibold text-maroon-700 underline decoration-gold-500 underline-offset-4 hover:text-maroon-900';

function TextLink({ link }: { link: PageLink }) {
  if (link.href.startsWith('/')) {
    return (
      <Link to={link.href} className={pageLinkClasses}>
        {link.text}
      </Link>
    );
  }
  return (
    <a href={link.href} className={pageLinkClasses} target="_blank" rel="noopener noreferrer">
      {link.text}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/** Text with its links: shop paths through the router, other addresses in a new tab. */
export function RichText({ value }: { value: RichTextValue }) {
  if (typeof value === 'string') return value;
  return value.map((piece, index) =>
    typeof piece === 'string' ? (
      piece
    ) : (
      // The pieces never reorder, so their position is a stable key.
      // biome-ignore lint/suspicious/noArrayIndexKey: static content in a fixed order.
      <TextLink key={index} link={piece} />
    ),
  );
}
