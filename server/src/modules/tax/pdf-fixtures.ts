/**
 * Sample snapshots of each kind of tax document, for tests and for looking at a render: an
 * inter-state tax invoice (IGST) to a Gurmukhi-named buyer in Punjab, an intra-Chandigarh invoice
 * (CGST + UTGST) to a Devanagari-named business buyer, a bill of supply and a credit note.
 */
import type { DocumentLine, TaxDocumentSnapshot } from './document.ts';

const seller: TaxDocumentSnapshot['seller'] = {
  name: 'Shahi Threads',
  legalName: 'Harpreet Kaur Sandhu',
  addressLines: ['SCO 112, Sector 17-D', 'Chandigarh'],
  stateName: 'Chandigarh',
  stateCode: '04',
  pinCode: '160017',
  gstin: '04ABKPS1234L1ZK',
  pan: 'ABKPS1234L',
  email: 'care@shahithreads.in',
  phone: '+91 172 400 1234',
};

const noTax = { cgstPaise: 0, sgstPaise: 0, utgstPaise: 0, igstPaise: 0 };

function line(
  description: string,
  hsnCode: string,
  rateBp: number,
  taxablePaise: number,
  taxes: Partial<DocumentLine>,
): DocumentLine {
  const tax = { ...noTax, ...taxes };
  const totalPaise = taxablePaise + tax.cgstPaise + tax.sgstPaise + tax.utgstPaise + tax.igstPaise;
  return { description, hsnCode, quantity: 1, unit: 'PCS', rateBp, taxablePaise, ...tax, totalPaise };
}

function totalsOf(lines: DocumentLine[]): TaxDocumentSnapshot['totals'] {
  const sum = (key: keyof typeof noTax | 'taxablePaise' | 'totalPaise') =>
    lines.reduce((total, item) => total + item[key], 0);
  return {
    taxablePaise: sum('taxablePaise'),
    cgstPaise: sum('cgstPaise'),
    sgstPaise: sum('sgstPaise'),
    utgstPaise: sum('utgstPaise'),
    igstPaise: sum('igstPaise'),
    totalPaise: sum('totalPaise'),
  };
}

const igstLines = [
  line('Bagh phulkari, hand-embroidered silk floss on khaddar, 1950s', '6214', 500, 11_000_000, {
    igstPaise: 550_000,
  }),
  line('Phulkari dupatta, chope stitch on mulmul', '6214', 500, 757_762, { igstPaise: 37_888 }),
];

/** Inter-state: Chandigarh to Ludhiana, Punjab; total ₹1,23,456.50. */
export const igstInvoice: TaxDocumentSnapshot = {
  kind: 'invoice',
  title: 'Tax Invoice',
  number: 'INV/26-27/00001',
  issuedAt: '2026-11-20T19:05:00.000Z',
  corrects: null,
  seller,
  buyer: {
    name: 'ਹਰਲੀਨ ਕੌਰ',
    addressLines: ['House 12, Model Town', 'Ludhiana'],
    stateName: 'Punjab',
    stateCode: '03',
    pinCode: '141002',
    gstin: '',
    phone: '9876543210',
  },
  placeOfSupply: { stateName: 'Punjab', stateCode: '03' },
  order: { id: '3f1c2a9e-7b41-4d0e-9a55-2f8c1d6e4b70', placedAt: '2026-11-18T10:30:00.000Z' },
  split: 'igst',
  lines: igstLines,
  totals: totalsOf(igstLines),
  reverseCharge: false,
  notes: [],
};

const utgstLines = [
  line('Chikankari kurta, white on white, hand-stitched', '6211', 500, 240_000, {
    cgstPaise: 6_000,
    utgstPaise: 6_000,
  }),
];

/** Intra-state in Chandigarh to a registered buyer: CGST + UTGST. */
export const utgstInvoice: TaxDocumentSnapshot = {
  ...igstInvoice,
  number: 'INV/26-27/00002',
  buyer: {
    name: 'हरलीन कौर',
    addressLines: ['Booth 7, Sector 22-B'],
    stateName: 'Chandigarh',
    stateCode: '04',
    pinCode: '160022',
    gstin: '04AAFCK5678M1Z0',
    phone: '9876501234',
  },
  placeOfSupply: { stateName: 'Chandigarh', stateCode: '04' },
  split: 'cgst_utgst',
  lines: utgstLines,
  totals: totalsOf(utgstLines),
};

const bosLines = [line('Hand-block printed cotton stole', '6214', 0, 145_000, {})];

/** A seller not registered for GST ships to another state: no GSTIN, no tax, an e-way bill. */
export const billOfSupply: TaxDocumentSnapshot = {
  ...igstInvoice,
  kind: 'bill_of_supply',
  title: 'Bill of Supply',
  number: 'BOS/26-27/00001',
  seller: { ...seller, gstin: '' },
  buyer: { ...igstInvoice.buyer, name: 'Aman Gill' },
  split: 'none',
  lines: bosLines,
  totals: totalsOf(bosLines),
  notes: [
    'Supply by a person not liable to registration: handicraft goods, Notification 3/2018-Integrated Tax',
    'E-way bill number 381234567890',
  ],
};

/** The credit note of the IGST invoice's cancelled order. */
export const creditNote: TaxDocumentSnapshot = {
  ...igstInvoice,
  kind: 'credit_note',
  title: 'Credit Note',
  number: 'CN/26-27/00001',
  issuedAt: '2026-11-24T05:40:00.000Z',
  corrects: { number: igstInvoice.number, issuedAt: igstInvoice.issuedAt },
  notes: ['Order cancelled after shipping; the pieces came back to the workshop.'],
};
