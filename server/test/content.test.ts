import { FOOTER_PROMOTION, FOOTER_PROMOTION_CODE, type FooterContact } from '@shahi/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFooterContacts } from '#server/seed/demo-content.ts';
import { banners, footerContacts, sellerSettings, testimonials } from '#server/tables/index.ts';
import { storeSeller } from './helpers/seller.ts';
import { createTestApp } from './helpers/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('content', () => {
  it('POST /api/banner/active lists active banners with desktop and mobile images', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/banner/active' });
    expect(response.statusCode).toBe(200);
    const data = response.json().data as Array<{ _id: string; image: string; mobileImage: string }>;
    expect(data.length).toBeGreaterThanOrEqual(2);
    for (const banner of data) {
      expect(banner.image).toMatch(/\.webp$/);
      expect(banner.mobileImage).toMatch(/\.webp$/);
      expect(banner.mobileImage).not.toBe(banner.image);
    }
    const hidden = data[0]?._id ?? '';
    await t.db.update(banners).set({ active: false }).where(eq(banners.id, hidden));
    const after = await t.app.inject({ method: 'POST', url: '/api/banner/active' });
    expect(after.json().data.map((b: { _id: string }) => b._id)).not.toContain(hidden);
  });

  it('POST /api/testimonial/active lists at least 5 testimonials', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/testimonial/active', payload: {} });
    const data = response.json().data as Array<{
      _id: string;
      review: string;
      reviewer: string;
      designation: string;
    }>;
    expect(data.length).toBeGreaterThanOrEqual(5);
    expect(data[0]).toEqual({
      _id: expect.any(String),
      review: expect.any(String),
      reviewer: expect.any(String),
      designation: expect.any(String),
    });
    await t.db.update(testimonials).set({ active: false });
    const none = await t.app.inject({ method: 'POST', url: '/api/testimonial/active' });
    expect(none.json()).toEqual({ success: true, data: [] });
  });

  it('GET /api/footer gives contact entries, social links and the promotion of a usable code', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/footer' });
    const { contacts, socialLinks, promotion } = response.json().data;
    expect(promotion).toEqual({
      text: FOOTER_PROMOTION,
      code: FOOTER_PROMOTION_CODE,
      firstOrderOnly: true,
      minOrder: 0,
      endsAt: null,
    });
    expect(contacts.length).toBeGreaterThanOrEqual(2);
    for (const contact of contacts) expect(Object.keys(contact).sort()).toEqual(['label', 'type', 'value']);
    expect(contacts.map((c: { type: string }) => c.type)).toEqual(expect.arrayContaining(['phone', 'email']));
    expect(socialLinks.length).toBeGreaterThanOrEqual(2);
    for (const link of socialLinks) expect(link.url).toMatch(/^https:\/\//);
  });

  describe('contact entries and the seller settings', () => {
    const footerContactsNow = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/footer' })).json().data.contacts as FooterContact[];
    const demoPhone = demoFooterContacts.find((c) => c.type === 'phone')?.value ?? '';
    const demoAddress = demoFooterContacts.find((c) => c.type === 'address')?.value ?? '';

    it("show the seller's care phone, care e-mail and address instead of the footer's own", async () => {
      await storeSeller(t.db, {
        legalName: 'Harpreet Kaur',
        tradeName: 'Phulkari Ghar',
        address: 'Plot 45, Phase 7',
        city: 'Mohali',
        stateCode: '03',
        pinCode: '160062',
        gstMode: 'unregistered',
        gstin: '',
        careEmail: 'care@phulkarighar.in',
        carePhone: '+91 98765 01234',
      });
      const contacts = await footerContactsNow();
      expect(contacts).toEqual([
        { type: 'phone', value: '+91 98765 01234', label: 'Call us' },
        // WhatsApp stays the owner's own footer entry.
        { type: 'whatsapp', value: '+91 98140 27311', label: 'WhatsApp' },
        { type: 'email', value: 'care@phulkarighar.in', label: 'Write to us' },
        { type: 'address', value: 'Plot 45, Phase 7, Mohali, Punjab 160062', label: 'Visit the atelier' },
      ]);
      const shown = JSON.stringify(contacts.filter((c) => c.type !== 'whatsapp'));
      expect(shown).not.toContain(demoPhone);
      expect(shown).not.toContain(demoAddress);
    });

    it('add a missing type and drop a second entry of a type the seller gives', async () => {
      await storeSeller(t.db, { carePhone: '+91 98765 01234' });
      await t.db.delete(footerContacts).where(eq(footerContacts.type, 'email'));
      await t.db
        .insert(footerContacts)
        .values({ type: 'phone', value: '+91 99999 00000', label: 'Workshop', position: 99 });
      const contacts = await footerContactsNow();
      expect(contacts.filter((c) => c.type === 'phone')).toEqual([
        { type: 'phone', value: '+91 98765 01234', label: 'Call us' },
      ]);
      expect(contacts.at(-1)).toEqual({ type: 'email', value: 'care@shahithreads.in', label: 'Write to us' });
      expect(JSON.stringify(contacts)).not.toContain('99999 00000');
    });

    it("show the footer's own entries while no seller settings are stored", async () => {
      await t.db.delete(footerContacts);
      await t.db.insert(footerContacts).values(demoFooterContacts.map((c, position) => ({ ...c, position })));
      await t.db.delete(sellerSettings);
      expect(await footerContactsNow()).toEqual(demoFooterContacts);
    });
  });
});
