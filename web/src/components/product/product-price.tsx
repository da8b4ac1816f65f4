import { Trans } from '@lingui/react/macro';
import { discountPercent, formatRupees } from '@shahi/contract';

interface ProductPriceProps {
  /** Price in rupees. */
  price: number;
  /** Maximum retail price in rupees, or null. */
  mrp: number | null;
  size?: 'md' | 'lg';
  className?: string;
}

/** The price as ₹1,23,456.00 and, when the MRP is higher, the struck-through MRP and "N% OFF". */
export function ProductPrice({ price, mrp, size = 'md', className = '' }: ProductPriceProps) {
  const hasMrp = mrp !== null && mrp > price;
  const percentOff = discountPercent(price, mrp);
  const large = size === 'lg';
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 gap-y-1 ${className}`}>
      <span className="sr-only">
        <Trans>Price</Trans>
      </span>
      <span className={`font-semibold text-maroon-700 ${large ? 'text-2xl' : 'text-base'}`}>
        {formatRupees(price)}
      </span>
      {hasMrp ? (
        <>
          <span className="sr-only">
            <Trans>MRP</Trans>
          </span>
          <s className={`text-ink-muted ${large ? 'text-base' : 'text-sm'}`}>{formatRupees(mrp)}</s>
        </>
      ) : null}
      {percentOff > 0 ? (
        <span className={`font-bold text-sale ${large ? 'text-base' : 'text-sm'}`}>
          <Trans>{percentOff}% OFF</Trans>
        </span>
      ) : null}
    </p>
  );
}
