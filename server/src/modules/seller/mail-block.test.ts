import { describe, expect, it } from 'vitest';
import { demoSeller } from './demo.ts';
import { sellerMailHtml, sellerMailText, UNREGISTERED_GST_LINE } from './mail-block.ts';
import { toSellerDisclosure } from './service.ts';

const row = { id: 1, updatedAt: new Date(), ...demoSeller };
const grievanceUrl = 'https://shop.example.in/grievance';

describe('the seller block of order mails', () => {
  it('names the seller, address, GSTIN, customer care, grievance officer and link', () => {
    const text = sellerMailText({ seller: toSellerDisclosure(row), grievanceUrl });
    expect(text.split('\n')).toEqual([
      'Sold by Harpreet Kaur Sandhu (Shahi Threads)',
      'SCO 112, Sector 17-D, Chandigarh, Chandigarh 160017, India',
      'GSTIN 04ABKPS1234L1ZK; prices include GST',
      'Customer care: care@shahithreads.in, +91 172 400 1234',
      'Grievance officer: Gurpreet Singh, Grievance Officer, grievance@shahithreads.in, +91 172 400 1235',
      'File a grievance: https://shop.example.in/grievance',
    ]);
  });

  it('says an unregistered seller charges no GST, shows no GSTIN, and escapes every value in HTML', () => {
    const seller = toSellerDisclosure({
      ...row,
      gstMode: 'unregistered',
      gstin: '',
      tradeName: '<b>Studio</b>',
    });
    const text = sellerMailText({ seller, grievanceUrl });
    expect(text).not.toContain('GSTIN');
    expect(text).not.toContain('include GST');
    expect(text.split('\n')).toContain(UNREGISTERED_GST_LINE);
    expect(UNREGISTERED_GST_LINE).toBe('Seller not registered under GST; no GST is charged');
    const html = sellerMailHtml({ seller, grievanceUrl });
    expect(html).toContain('(&lt;b&gt;Studio&lt;/b&gt;)');
    expect(html).not.toContain('<b>Studio');
    expect(html).toContain(`href="${grievanceUrl}"`);
  });
});
