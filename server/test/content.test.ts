import { FOOTER_PROMOTION, FOOTER_PROMOTION_CODE } from '@shahi/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners, testimonials } from '#server/tables/index.ts';
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
});
