/** The Indian address rules of the saved-address and checkout schemas (ADR 0029). */
import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import {
  checkoutSchema,
  orderAddressSchema,
  savedAddressSchema,
  updateAddressSchema,
} from './shop-schemas.ts';
import { checkoutAddress as shipping } from './testing.ts';

const saved = { name: 'Harleen Kaur', address: 'House 12', phoneNumber: '9876543210' };

/** The messages of the issues on `field` when `schema` parses `value`. */
function messagesOn(
  result: { error?: { issues: { path: PropertyKey[]; message: string }[] } },
  field: string,
) {
  return (result.error?.issues ?? [])
    .filter((issue) => issue.path[0] === field)
    .map((issue) => issue.message);
}

describe('the checkout address', () => {
  it('takes a Chandigarh address as given', () => {
    expect(orderAddressSchema.parse(shipping)).toEqual({ ...shipping, gstin: '', businessName: '' });
  });

  it.each([
    ['', messages.zipRequired],
    ['16001', messages.invalidPinCode],
    ['1600170', messages.invalidPinCode],
    ['060017', messages.invalidPinCode],
    ['16001A', messages.invalidPinCode],
    ['abcdef', messages.invalidPinCode],
  ])('refuses the PIN code %j with one message', (zip, message) => {
    expect(messagesOn(orderAddressSchema.safeParse({ ...shipping, zip }), 'zip')).toEqual([message]);
  });

  it.each([
    ['chandigarh', '160017', 'Chandigarh'],
    ['04', '160017', 'Chandigarh'],
    ['PUNJAB', '141001', 'Punjab'],
    ['  haryana ', '134109', 'Haryana'],
    ['Orissa', '751001', 'Odisha'],
  ])('normalises the state %j to its official name', (state, zip, official) => {
    expect(orderAddressSchema.parse({ ...shipping, state, zip }).state).toBe(official);
  });

  it('requires a state from the list', () => {
    expect(messagesOn(orderAddressSchema.safeParse({ ...shipping, state: '' }), 'state')).toEqual([
      messages.stateRequired,
    ]);
    expect(messagesOn(orderAddressSchema.safeParse({ ...shipping, state: 'Atlantis' }), 'state')).toEqual([
      messages.chooseState,
    ]);
  });

  it('refuses a PIN code of another state, naming both', () => {
    const result = orderAddressSchema.safeParse({ ...shipping, state: 'Punjab', zip: '560001' });
    expect(messagesOn(result, 'zip')).toEqual(['PIN code 560001 is not in Punjab']);
    // Chandigarh and Mohali share the 160 circle: both states take it.
    expect(orderAddressSchema.safeParse({ ...shipping, state: 'Punjab', zip: '160062' }).success).toBe(true);
  });

  it.each(['India', 'india', 'IN', 'in', 'Bharat', ' BHARAT '])(
    'takes the country %j as India',
    (country) => {
      expect(orderAddressSchema.parse({ ...shipping, country }).country).toBe('India');
    },
  );

  it('requires the country and refuses any but India', () => {
    expect(messagesOn(orderAddressSchema.safeParse({ ...shipping, country: '' }), 'country')).toEqual([
      messages.countryRequired,
    ]);
    for (const country of ['Nepal', 'USA', 'Indiana']) {
      expect(messagesOn(orderAddressSchema.safeParse({ ...shipping, country }), 'country')).toEqual([
        messages.deliverOnlyInIndia,
      ]);
    }
  });

  it('takes an optional GSTIN, upper-cased, with the business name it needs', () => {
    const business = { ...shipping, gstin: ' 04abkps1234l1zk ', businessName: ' Sandhu Textiles ' };
    expect(orderAddressSchema.parse(business)).toMatchObject({
      gstin: '04ABKPS1234L1ZK',
      businessName: 'Sandhu Textiles',
    });
    expect(
      messagesOn(orderAddressSchema.safeParse({ ...shipping, gstin: '04ABKPS1234L1ZK' }), 'businessName'),
    ).toEqual(['Enter the business name as on the GST certificate']);
    expect(orderAddressSchema.parse({ ...shipping, gstin: '' }).gstin).toBe('');
  });

  it.each([
    ['04ABKPS1234L1Z', messages.invalidGstinShape],
    ['04ABKPS1234L1ZK1', messages.invalidGstinShape],
    ['hello', messages.invalidGstinShape],
    ['04ABKPS1234L1ZA', messages.invalidGstin],
    ['99ABKPS1234L1ZK', messages.invalidGstin],
  ])('refuses the GSTIN %j', (gstin, message) => {
    expect(messagesOn(orderAddressSchema.safeParse({ ...shipping, gstin }), 'gstin')).toEqual([message]);
  });
});

describe('a saved address', () => {
  it('needs only name, address and phone; the country defaults to India', () => {
    expect(savedAddressSchema.parse(saved)).toMatchObject({
      city: '',
      state: '',
      zip: '',
      country: 'India',
      gstin: '',
    });
    expect(savedAddressSchema.parse({ ...saved, country: '' }).country).toBe('India');
  });

  it('checks state, PIN code and country when given', () => {
    expect(messagesOn(savedAddressSchema.safeParse({ ...saved, zip: '16001' }), 'zip')).toEqual([
      messages.invalidPinCode,
    ]);
    expect(messagesOn(savedAddressSchema.safeParse({ ...saved, state: 'Narnia' }), 'state')).toEqual([
      messages.chooseState,
    ]);
    expect(messagesOn(savedAddressSchema.safeParse({ ...saved, country: 'Nepal' }), 'country')).toEqual([
      messages.deliverOnlyInIndia,
    ]);
    const wrongPin = { ...saved, state: 'Haryana', zip: '141001' };
    expect(messagesOn(savedAddressSchema.safeParse(wrongPin), 'zip')).toEqual([
      'PIN code 141001 is not in Haryana',
    ]);
    expect(
      messagesOn(updateAddressSchema.safeParse({ ...wrongPin, _id: crypto.randomUUID() }), 'zip'),
    ).toEqual(['PIN code 141001 is not in Haryana']);
  });

  it('takes a PIN code without a state', () => {
    expect(savedAddressSchema.parse({ ...saved, zip: '560001' }).zip).toBe('560001');
  });
});

describe('the terms at checkout', () => {
  const order = { addressDetails: shipping, phoneNumber: '9876543210', products: [crypto.randomUUID()] };

  it('refuses acceptTerms false and takes true or none', () => {
    expect(messagesOn(checkoutSchema.safeParse({ ...order, acceptTerms: false }), 'acceptTerms')).toEqual([
      messages.acceptTermsRequired,
    ]);
    expect(checkoutSchema.parse({ ...order, acceptTerms: true }).acceptTerms).toBe(true);
    expect(checkoutSchema.parse(order).acceptTerms).toBeUndefined();
  });
});
