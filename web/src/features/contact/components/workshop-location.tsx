import { Trans } from '@lingui/react/macro';
import { useContactDetails } from '#web/features/contact/api/get-contact-details.ts';
import { LocationMap } from './location-map.tsx';

/** Shown until (or unless) the database's address entry is loaded. */
const FALLBACK_ADDRESS = 'Sector 17, Chandigarh';

/** True when `address` is in Sector 17, Chandigarh: the corner the drawn map shows. */
export function isSector17Chandigarh(address: string): boolean {
  return /\bsector\s?17\b/i.test(address) && /\bchandigarh\b/i.test(address);
}

/** OpenStreetMap's search for `address`. */
export function openStreetMapSearchUrl(address: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
}

/**
 * Where the shop is: the address of `GET /api/footer` (the seller's address while Seller settings
 * exist). The drawn map shows Sector 17, Chandigarh, so it is drawn only for an address there;
 * any other address is shown with a link to find it on OpenStreetMap.
 */
export function WorkshopLocation() {
  const details = useContactDetails();
  const address =
    details.data?.contacts.find((contact) => contact.type === 'address')?.value ?? FALLBACK_ADDRESS;
  if (isSector17Chandigarh(address)) return <LocationMap address={address} />;
  return (
    <p className="text-sm text-ink">
      <span className="block">{address}</span>
      <a
        href={openStreetMapSearchUrl(address)}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-1 inline-block font-semibold text-maroon-700 underline decoration-gold-500 underline-offset-4 hover:text-maroon-900"
      >
        <Trans>Find it on OpenStreetMap</Trans>
        <span className="sr-only">
          {' '}
          <Trans>(opens in a new tab)</Trans>
        </span>
      </a>
    </p>
  );
}
