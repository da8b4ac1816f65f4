/**
 * One set of shop contact details: while seller settings exist, the footer's and /contact's phone,
 * e-mail and address entries are the seller's customer-care phone, care e-mail and address, the
 * same ones invoices, order mails and the seller disclosure show (E-Commerce Rules 2020, rule 4(2):
 * the shop shows who and where it is). WhatsApp entries stay the owner's own footer entries.
 */
import type { FooterContact } from './catalog.ts';

/** The footer entry types Seller settings give while they exist, in the order added when missing. */
export const sellerFooterContactTypes = ['phone', 'email', 'address'] as const;
export type SellerFooterContactType = (typeof sellerFooterContactTypes)[number];

/** The seller's details the footer uses: care phone and e-mail, and the address in parts. */
export interface FooterSellerDetails {
  carePhone: string;
  careEmail: string;
  /** Street lines, without city, state and PIN code. */
  address: string;
  city: string;
  /** Name of the state or union territory ("Chandigarh"), not its GST code. */
  state: string;
  pinCode: string;
}

/** The label of an entry Seller settings add when the footer has none of its type. */
export const sellerFooterLabels: Record<SellerFooterContactType, string> = {
  phone: 'Call us',
  email: 'Write to us',
  address: 'Address',
};

/**
 * The address on one line: "Plot 45, Phase 7, Mohali, Punjab 140308"; the state is left out when
 * it is the city's own name (Chandigarh, Delhi).
 */
export function sellerFooterAddress(seller: FooterSellerDetails): string {
  const place = [seller.address.trim(), seller.city.trim()];
  if (seller.state.trim().toLowerCase() !== seller.city.trim().toLowerCase()) place.push(seller.state.trim());
  return `${place.filter(Boolean).join(', ')} ${seller.pinCode.trim()}`.trim();
}

/** The seller's value for an entry of `type`. */
export function sellerFooterValue(seller: FooterSellerDetails, type: SellerFooterContactType): string {
  if (type === 'phone') return seller.carePhone.trim();
  if (type === 'email') return seller.careEmail.trim();
  return sellerFooterAddress(seller);
}

/** True for the entry types Seller settings give (phone, e-mail, address). */
export function isSellerFooterType(type: string): type is SellerFooterContactType {
  return (sellerFooterContactTypes as readonly string[]).includes(type);
}

/** What becomes of one footer entry while seller settings exist. */
export type FooterEntryFate =
  /** The owner's entry, shown as entered (WhatsApp, or no seller settings). */
  | { kind: 'own' }
  /** Shown with its label and the seller's `value` instead of its own. */
  | { kind: 'seller'; value: string }
  /** Not shown: an earlier entry of the same type already shows the seller's value. */
  | { kind: 'hidden' };

/**
 * What becomes of each of `contacts` (display order) while `seller` is set: the first phone, e-mail
 * and address entry each show the seller's value under the entry's own label; later entries of those
 * types are hidden; everything is the owner's own while `seller` is undefined.
 */
export function footerEntryFates(
  contacts: readonly Pick<FooterContact, 'type'>[],
  seller: FooterSellerDetails | undefined,
): FooterEntryFate[] {
  const seen = new Set<string>();
  return contacts.map(({ type }) => {
    if (!seller || !isSellerFooterType(type)) return { kind: 'own' };
    if (seen.has(type)) return { kind: 'hidden' };
    seen.add(type);
    return { kind: 'seller', value: sellerFooterValue(seller, type) };
  });
}

/**
 * The footer's contact entries as shoppers see them: with `seller`, the first phone, e-mail and
 * address entry carry the seller's care phone, care e-mail and address (the entry's own label
 * kept), later ones of those types are dropped, and a type the footer lacks is added at the end with
 * `sellerFooterLabels`; WhatsApp entries are kept as they are. Without `seller`, `contacts` unchanged.
 */
export function footerContactsWithSeller(
  contacts: readonly FooterContact[],
  seller: FooterSellerDetails | undefined,
): FooterContact[] {
  if (!seller) return [...contacts];
  const fates = footerEntryFates(contacts, seller);
  const shown: FooterContact[] = [];
  contacts.forEach((contact, index) => {
    const fate = fates[index];
    if (fate?.kind === 'own') shown.push(contact);
    else if (fate?.kind === 'seller') shown.push({ ...contact, value: fate.value });
  });
  for (const type of sellerFooterContactTypes) {
    if (!contacts.some((contact) => contact.type === type)) {
      shown.push({ type, value: sellerFooterValue(seller, type), label: sellerFooterLabels[type] });
    }
  }
  return shown;
}
