import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';

/** A band around `price` rupees: 30 % either side, rounded out to whole hundreds. */
export function priceBandAround(price: number): { min: number; max: number } {
  return {
    min: Math.max(0, Math.floor((price * 0.7) / 100) * 100),
    max: Math.ceil((price * 1.3) / 100) * 100,
  };
}

/**
 * "Tell me about new pieces like this" (ADR 0041): a link to the profile's E-mail updates tab with
 * the category and, from a product page, a price band prefilled. Nothing is saved until the shopper
 * ticks the consent box there; a visitor signs in first and comes back to it.
 */
export function NewPiecesLink({
  categoryId,
  price,
}: {
  categoryId?: string | undefined;
  price?: number | undefined;
}) {
  const params = new URLSearchParams({ tab: 'updates' });
  if (categoryId) params.set('category', categoryId);
  if (price !== undefined) {
    const band = priceBandAround(price);
    params.set('min', String(band.min));
    params.set('max', String(band.max));
  }
  return (
    <Link
      to={`/profile?${params.toString()}`}
      className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-maroon-700 underline underline-offset-4 hover:text-maroon-900"
    >
      <span aria-hidden="true">✉</span>
      <Trans>Tell me about new pieces like this</Trans>
    </Link>
  );
}
