import { describe, expect, it } from 'vitest';
import type { PageLink, SellerFact } from '#web/features/pages/types.ts';
import { linked, policyPage } from './shared.ts';

const contact: PageLink = { text: 'contact page', href: '/contact' };
const grievance: PageLink = { text: 'grievance page', href: '/grievance' };
const gst: SellerFact = { sellerFact: 'gstPrices' };

describe('linked', () => {
  it('puts each part where its slot stands, in the sentence’s order', () => {
    expect(
      linked(({ contact, grievance }) => `Write through our ${contact} or the ${grievance}.`, {
        contact,
        grievance,
      }),
    ).toEqual(['Write through our ', contact, ' or the ', grievance, '.']);
  });

  it('follows a translation that reorders the slots, and leaves no empty text at the edges', () => {
    expect(
      linked(({ contact, grievance }) => `${grievance} या हमारे ${contact} के ज़रिए लिखें`, {
        contact,
        grievance,
      }),
    ).toEqual([grievance, ' या हमारे ', contact, ' के ज़रिए लिखें']);
  });

  it('takes seller facts as parts too, and a slot used twice gives the part twice', () => {
    expect(linked(({ gst }) => `${gst} (${gst})`, { gst })).toEqual([gst, ' (', gst, ')']);
  });

  it('gives the sentence as it is when it has no slot', () => {
    expect(linked(() => 'No links here.', {})).toEqual(['No links here.']);
  });
});

describe('policyPage', () => {
  it('dates the page and closes it with the Questions section about its topic', () => {
    const page = policyPage('refunds', { title: 'Refund Policy', lead: 'Lead.', sections: [] });
    expect(page.lastUpdated).toBe('2026-11-28');
    expect(page.sections.map((section) => section.heading)).toEqual(['Questions']);
    expect(page.sections[0]?.blocks).toEqual([
      [
        'If anything about refunds is unclear, write to us through our ',
        contact,
        ' or by e-mail. We answer Monday to Friday, 9:00 to 18:00 (Indian Standard Time), usually within one working day.',
      ],
    ]);
  });
});
