import { useContactDetails } from '#web/features/contact/api/get-contact-details.ts';
import { LocationMap } from './location-map.tsx';

/** Shown until (or unless) the database's address entry is loaded. */
const FALLBACK_ADDRESS = 'Sector 17, Chandigarh';

/** The drawn map with the workshop's address from the database's 'address' contact entry. */
export function WorkshopLocation() {
  const details = useContactDetails();
  const address =
    details.data?.contacts.find((contact) => contact.type === 'address')?.value ?? FALLBACK_ADDRESS;
  return <LocationMap address={address} />;
}
