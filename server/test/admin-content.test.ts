/**
 * Back office storefront content: banners, testimonials, footer contact entries and
 * social links — list, create, edit, (de)activate, reorder, delete — and the storefront's
 * public answers (`/api/banner/active`, `/api/testimonial/active`, `/api/footer`) right after.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { adminMessages } from '@shahi/contract/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, createAdmin } from './helpers/admin.ts';
import { createTestApp } from './helpers/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: { token: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app, t.pool, t.env.DATA_DIR);
  await mkdir(path.join(t.env.IMAGE_DIR, 'banners'), { recursive: true });
  for (const name of ['wide.webp', 'narrow.webp']) {
    await writeFile(path.join(t.env.IMAGE_DIR, 'banners', name), 'RIFF-webp-bytes');
  }
});
afterAll(() => t.close());

const as = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  adminCall(t.app, method, `/admin${url}`, { token: admin.token, payload });

const banner = {
  image: 'banners/wide.webp',
  mobileImage: 'banners/narrow.webp',
  title: 'Lohri sale',
  link: '/sale',
};

async function publicBanners(): Promise<Array<{ _id: string; title?: string; link?: string }>> {
  return (await adminCall(t.app, 'POST', '/banner/active')).json().data;
}
async function publicTestimonials(): Promise<Array<{ _id: string; review: string }>> {
  return (await adminCall(t.app, 'POST', '/testimonial/active')).json().data;
}
async function publicFooter() {
  return (await adminCall(t.app, 'GET', '/footer')).json().data as {
    contacts: Array<{ type: string; value: string; label: string }>;
    socialLinks: Array<{ network: string; url: string; label: string }>;
  };
}

async function contentRows() {
  const tables = ['banners', 'testimonials', 'footer_contacts', 'social_links'];
  return Promise.all(
    tables.map(async (table) => (await t.pool.query(`SELECT * FROM ${table} ORDER BY id`)).rows),
  );
}

describe('banners', () => {
  it('creates one placed last and shown on the storefront; edits title and link; hides and shows it', async () => {
    const created = await as('POST', '/banners', banner);
    expect(created.statusCode).toBe(201);
    const entry = created.json().data;
    expect(entry).toMatchObject({ ...banner, active: true });
    const all = (await as('GET', '/banners')).json().data;
    expect(all.at(-1)._id).toBe(entry._id);
    expect((await publicBanners()).at(-1)).toMatchObject({
      _id: entry._id,
      title: 'Lohri sale',
      link: '/sale',
    });

    const edited = await as('PATCH', `/banners/${entry._id}`, {
      title: 'Baisakhi sale',
      link: 'https://example.in/x',
    });
    expect(edited.json().data).toMatchObject({ title: 'Baisakhi sale', link: 'https://example.in/x' });
    const cleared = await as('PATCH', `/banners/${entry._id}`, { link: '' });
    expect(cleared.json().data.link).toBeNull();
    expect((await publicBanners()).find((b) => b._id === entry._id)).toEqual({
      _id: entry._id,
      image: banner.image,
      mobileImage: banner.mobileImage,
      title: 'Baisakhi sale',
    });

    await as('POST', `/banners/${entry._id}/deactivate`);
    expect((await publicBanners()).map((b) => b._id)).not.toContain(entry._id);
    expect(
      (await as('GET', '/banners')).json().data.find((b: { _id: string }) => b._id === entry._id).active,
    ).toBe(false);
    await as('POST', `/banners/${entry._id}/activate`);
    expect((await publicBanners()).map((b) => b._id)).toContain(entry._id);
  });

  it('reorders them; the storefront follows', async () => {
    const ids = (await as('GET', '/banners')).json().data.map((b: { _id: string }) => b._id) as string[];
    const reordered = [ids.at(-1) as string, ...ids.slice(0, -1)];
    expect((await as('POST', '/banners/reorder', { ids: reordered })).statusCode).toBe(200);
    expect((await publicBanners()).map((b) => b._id)).toEqual(reordered);
  });

  it('deletes one; the storefront no longer shows it; a second delete is 404', async () => {
    const entry = (await as('POST', '/banners', banner)).json().data;
    const deleted = await as('DELETE', `/banners/${entry._id}`);
    expect(deleted.json()).toEqual({ success: true, message: adminMessages.deleted });
    expect((await publicBanners()).map((b) => b._id)).not.toContain(entry._id);
    const again = await as('DELETE', `/banners/${entry._id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ success: false, message: adminMessages.bannerNotFound });
  });

  it('refuses bad banners with 400 and unknown ids with 404, changing nothing', async () => {
    const [existing] = (await as('GET', '/banners')).json().data;
    const before = await contentRows();
    const cases: Array<[string, string, unknown, number]> = [
      ['POST', '/banners', {}, 400],
      ['POST', '/banners', { ...banner, image: 'banners/missing.webp' }, 400],
      ['POST', '/banners', { ...banner, mobileImage: '../../etc/passwd' }, 400],
      ['POST', '/banners', { ...banner, link: 'javascript:alert(1)' }, 400],
      ['POST', '/banners', { ...banner, link: '//evil.example' }, 400],
      ['POST', '/banners', { ...banner, title: 't'.repeat(201) }, 400],
      ['PATCH', `/banners/${existing._id}`, {}, 400],
      ['PATCH', `/banners/${existing._id}`, { title: 5 }, 400],
      ['PATCH', `/banners/${crypto.randomUUID()}`, { title: 'x' }, 404],
      ['PATCH', '/banners/zzz', { title: 'x' }, 400],
      ['POST', `/banners/${crypto.randomUUID()}/activate`, undefined, 404],
      ['DELETE', `/banners/${crypto.randomUUID()}`, undefined, 404],
      ['DELETE', '/banners/1;DROP', undefined, 400],
      ['POST', '/banners/reorder', { ids: [existing._id] }, 400],
      ['POST', '/banners/reorder', { ids: [] }, 400],
    ];
    for (const [method, url, body, status] of cases) {
      const response = await as(method as 'POST', url, body);
      expect(response.statusCode, `${method} ${url} ${JSON.stringify(body)}`).toBe(status);
      expect(response.json().success).toBe(false);
    }
    expect(await contentRows()).toEqual(before);
  });
});

describe('testimonials', () => {
  it('create, edit, deactivate, reorder and delete, each seen by the storefront', async () => {
    const created = await as('POST', '/testimonials', { review: 'Exquisite work', reviewer: 'Simran' });
    expect(created.statusCode).toBe(201);
    const entry = created.json().data;
    expect(entry).toMatchObject({
      review: 'Exquisite work',
      reviewer: 'Simran',
      designation: '',
      active: true,
    });
    expect((await publicTestimonials()).map((x) => x._id)).toContain(entry._id);
    await as('PATCH', `/testimonials/${entry._id}`, { review: 'Truly exquisite', designation: 'Patiala' });
    expect((await publicTestimonials()).find((x) => x._id === entry._id)?.review).toBe('Truly exquisite');
    await as('POST', `/testimonials/${entry._id}/deactivate`);
    expect((await publicTestimonials()).map((x) => x._id)).not.toContain(entry._id);
    await as('POST', `/testimonials/${entry._id}/activate`);

    const ids = (await as('GET', '/testimonials')).json().data.map((x: { _id: string }) => x._id) as string[];
    const reversed = [...ids].reverse();
    await as('POST', '/testimonials/reorder', { ids: reversed });
    expect((await publicTestimonials()).map((x) => x._id)).toEqual(reversed);

    await as('DELETE', `/testimonials/${entry._id}`);
    expect((await publicTestimonials()).map((x) => x._id)).not.toContain(entry._id);
  });

  it('refuses empty, huge or mistyped testimonials', async () => {
    const before = await contentRows();
    for (const body of [
      {},
      { review: '', reviewer: 'A' },
      { review: 'r'.repeat(1_001), reviewer: 'A' },
      { review: 'Good', reviewer: ['A'] },
      { review: 'Good', reviewer: 'A', active: 1 },
    ]) {
      expect((await as('POST', '/testimonials', body)).statusCode, JSON.stringify(body).slice(0, 50)).toBe(
        400,
      );
    }
    expect((await as('PATCH', `/testimonials/${crypto.randomUUID()}`, { review: 'x' })).statusCode).toBe(404);
    expect(await contentRows()).toEqual(before);
  });
});

describe('footer contacts and social links', () => {
  it('create, edit, reorder and delete footer contacts; /api/footer shows them at once', async () => {
    const created = await as('POST', '/footer-contacts', {
      type: 'whatsapp',
      value: '9876500000',
      label: 'WhatsApp',
    });
    expect(created.statusCode).toBe(201);
    const entry = created.json().data;
    expect((await publicFooter()).contacts.at(-1)).toEqual({
      type: 'whatsapp',
      value: '9876500000',
      label: 'WhatsApp',
    });
    await as('PATCH', `/footer-contacts/${entry._id}`, { value: '9876511111' });
    expect((await publicFooter()).contacts.at(-1)?.value).toBe('9876511111');
    const ids = (await as('GET', '/footer-contacts'))
      .json()
      .data.map((x: { _id: string }) => x._id) as string[];
    await as('POST', '/footer-contacts/reorder', {
      ids: [entry._id, ...ids.filter((id) => id !== entry._id)],
    });
    expect((await publicFooter()).contacts[0]?.value).toBe('9876511111');
    await as('DELETE', `/footer-contacts/${entry._id}`);
    expect((await publicFooter()).contacts.map((c) => c.value)).not.toContain('9876511111');
  });

  it('create, edit and delete social links; /api/footer shows them at once', async () => {
    const created = await as('POST', '/social-links', {
      network: 'threads',
      url: 'https://threads.net/@shahithreads',
      label: 'Threads',
    });
    expect(created.statusCode).toBe(201);
    const entry = created.json().data;
    expect((await publicFooter()).socialLinks.at(-1)).toMatchObject({ network: 'threads', label: 'Threads' });
    await as('PATCH', `/social-links/${entry._id}`, { label: 'Our films' });
    expect((await publicFooter()).socialLinks.at(-1)?.label).toBe('Our films');
    await as('DELETE', `/social-links/${entry._id}`);
    expect((await publicFooter()).socialLinks.map((s) => s.network)).not.toContain('threads');
  });

  it('refuses bad entries, and has no activate route for them', async () => {
    const before = await contentRows();
    const cases: Array<[string, unknown]> = [
      ['/footer-contacts', { type: 'fax', value: '1', label: 'Fax' }],
      ['/footer-contacts', { type: 'phone', value: '', label: 'Phone' }],
      ['/footer-contacts', { type: 'phone', value: 'v'.repeat(201), label: 'Phone' }],
      ['/social-links', { network: 'x', url: 'javascript:alert(1)', label: 'X' }],
      ['/social-links', { network: 'x', url: 'not a url', label: 'X' }],
      ['/social-links', { network: '', url: 'https://x.com', label: 'X' }],
    ];
    for (const [url, body] of cases) {
      expect((await as('POST', url, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const [contact] = (await as('GET', '/footer-contacts')).json().data;
    expect((await as('POST', `/footer-contacts/${contact._id}/activate`)).statusCode).toBe(404);
    expect(await contentRows()).toEqual(before);
  });
});

describe('the storefront reads content fresh', () => {
  it('sends no long-lived cache header on the content answers an admin changes', async () => {
    for (const [method, url] of [
      ['POST', '/banner/active'],
      ['POST', '/testimonial/active'],
    ] as const) {
      expect((await adminCall(t.app, method, url)).headers['cache-control']).toBeUndefined();
    }
    const footer = await adminCall(t.app, 'GET', '/footer');
    const maxAge = Number(/max-age=(\d+)/.exec(String(footer.headers['cache-control'] ?? ''))?.[1] ?? 0);
    expect(maxAge).toBeLessThanOrEqual(60);
  });
});
