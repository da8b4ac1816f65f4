import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { sellerFactText } from '#web/features/pages/seller-facts.ts';
import type { PageLink, RichText as RichTextValue, SellerFactName } from '#web/features/pages/types.ts';
import { useSellerDisclosure } from '#web/lib/seller.ts';

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
      <span className="sr-only">
        {' '}
        <Trans>(opens in a new tab)</Trans>
      </span>
    </a>
  );
}

/** A seller fact worded from the seller disclosure (preloaded with the page, else fetched). */
function SellerFactText({ name }: { name: SellerFactName }) {
  const seller = useSellerDisclosure();
  return sellerFactText(name, seller.data);
}

/**
 * Text with its links and seller facts: shop paths through the router, other addresses in a new
 * tab, facts in the words of the seller's disclosure (seller-facts.ts).
 */
export function RichText({ value }: { value: RichTextValue }) {
  if (typeof value === 'string') return value;
  return value.map((piece, index) => {
    if (typeof piece === 'string') return piece;
    // The pieces never reorder, so their position is a stable key.
    if ('sellerFact' in piece) {
      // biome-ignore lint/suspicious/noArrayIndexKey: static content in a fixed order.
      return <SellerFactText key={index} name={piece.sellerFact} />;
    }
    // biome-ignore lint/suspicious/noArrayIndexKey: static content in a fixed order.
    return <TextLink key={index} link={piece} />;
  });
}
