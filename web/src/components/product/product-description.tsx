import { Trans } from '@lingui/react/macro';
import { classifyDescriptionLine, splitLines } from '@shahi/contract';
import type { ReactNode } from 'react';

const lineClasses = {
  price: 'font-bold text-maroon-700',
  discount: 'font-semibold text-sale',
  strike: 'text-ink-muted',
  text: 'text-ink',
} as const;

const struckSegment = /(~~.+?~~)/;

/** A line with its `~~old price~~` segments rendered as <s>; a struck line without markers is struck whole. */
export function renderDescriptionLine(line: string): ReactNode {
  if (!struckSegment.test(line)) return classifyDescriptionLine(line) === 'strike' ? <s>{line}</s> : line;
  const parts = line.split(struckSegment).filter((part) => part !== '');
  return parts.map((part, index) =>
    struckSegment.test(part) ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: segments of one fixed line.
      <s key={index}>{part.slice(2, -2)}</s>
    ) : (
      part
    ),
  );
}

/**
 * The description split into lines (at each Enter, or `$` in older texts), each line styled as price, discount, struck or plain text
 * (docs/product.md#the-product-page).
 */
export function ProductDescription({ description }: { description: string }) {
  const lines = splitLines(description);
  if (lines.length === 0) return null;
  return (
    <div className="space-y-1.5 leading-relaxed">
      {lines.map((line, index) => (
        <p
          // biome-ignore lint/suspicious/noArrayIndexKey: lines may repeat; their order is fixed.
          key={index}
          data-line-kind={classifyDescriptionLine(line)}
          className={lineClasses[classifyDescriptionLine(line)]}
        >
          {renderDescriptionLine(line)}
        </p>
      ))}
    </div>
  );
}

/** The "Product Details" list: one bullet per line of the productDetails text. */
export function ProductDetailsList({ details }: { details: string }) {
  const lines = splitLines(details);
  if (lines.length === 0) return null;
  return (
    <section aria-labelledby="product-details-heading" className="mt-8">
      <h2 id="product-details-heading" className="font-display text-2xl font-semibold text-maroon-700">
        <Trans>Product Details</Trans>
      </h2>
      <ul className="mt-3 list-disc space-y-1 pl-5 marker:text-gold-500">
        {lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines may repeat; their order is fixed.
          <li key={index}>{renderDescriptionLine(line)}</li>
        ))}
      </ul>
    </section>
  );
}
