import { describe, expect, it } from 'vitest';
import {
  type FooterSellerDetails,
  footerContactsWithSeller,
  footerEntryFates,
  sellerFooterAddress,
} from './footer-contacts.ts';

const chandigarh: FooterSellerDetails = {
  carePhone: '+91 172 400 1234',
  careEmail: 'care@shahithreads.in',
  address: 'SCO 112, Sector 17-D',
  city: 'Chandigarh',
  state: 'Chandigarh',
  pinCode: '160017',
};

describe('sellerFooterAddress', () => {
  it('names the state unless it is the city', () => {
    expect(sellerFooterAddress(chandigarh)).toBe('SCO 112, Sector 17-D, Chandigarh 160017');
    expect(sellerFooterAddress({ ...chandigarh, city: 'Mohali', state: 'Punjab', pinCode: '160062' })).toBe(
      'SCO 112, Sector 17-D, Mohali, Punjab 160062',
    );
  });
});

describe('footerContactsWithSeller', () => {
  const own = [
    { type: 'whatsapp', value: '+91 98140 27311', label: 'WhatsApp' },
    { type: 'phone', value: '+91 98140 27311', label: 'Call us' },
    { type: 'phone', value: '+91 99999 00000', label: 'Workshop' },
  ] as const;

  it("gives the seller's values under the owner's labels, drops repeats and adds missing types", () => {
    expect(footerContactsWithSeller([...own], chandigarh)).toEqual([
      { type: 'whatsapp', value: '+91 98140 27311', label: 'WhatsApp' },
      { type: 'phone', value: '+91 172 400 1234', label: 'Call us' },
      { type: 'email', value: 'care@shahithreads.in', label: 'Write to us' },
      { type: 'address', value: 'SCO 112, Sector 17-D, Chandigarh 160017', label: 'Address' },
    ]);
    expect(footerEntryFates([...own], chandigarh).map((fate) => fate.kind)).toEqual([
      'own',
      'seller',
      'hidden',
    ]);
  });

  it('leaves the entries as they are without seller settings', () => {
    expect(footerContactsWithSeller([...own], undefined)).toEqual(own);
    expect(footerEntryFates([...own], undefined).map((fate) => fate.kind)).toEqual(['own', 'own', 'own']);
  });
});
