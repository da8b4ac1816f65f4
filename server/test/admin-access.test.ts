/**
 * The back office's gate (ADR 0013) over EVERY route under /api/admin, as registered at run
 * time (read from the router, so routes added later are covered too): no token → 401, a
 * shopper's token → 403 "Admin access required", both in the envelope, and nothing changes —
 * not the database, not the image folder. The role is read on every request.
 */
import { readdir } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_REQUIRED_MESSAGE } from '#server/api/admin-guard.ts';
import { createVerifiedShopper } from './helpers/accounts.ts';
import { adminCall, createAdmin } from './helpers/admin.ts';
import { createTestApp } from './helpers/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let shopper: { token: string; userId: string };
let admin: { token: string; userId: string };

beforeAll(async () => {
  t = await createTestApp();
  [shopper, admin] = await Promise.all([
    createVerifiedShopper(t.app, t.env.DATA_DIR),
    createAdmin(t.app, t.pool, t.env.DATA_DIR),
  ]);
  // A message and a bag line, so routes that act on them would have something to change.
  await t.db.execute(
    sql`INSERT INTO contact_messages (name, email, message) VALUES ('A', 'a@example.in', 'Hi')`,
  );
  await t.db.execute(sql`
    INSERT INTO cart_lines (user_id, product_id)
    SELECT ${shopper.userId}::uuid, id FROM products WHERE status = 'available' LIMIT 1`);
});
afterAll(() => t.close());

/**
 * Every (method, path) the router holds under /api/admin, read from `printRoutes`' tree: each
 * line is `<indent>├── <segment> (<METHODS>)`, a child's path being its parent's plus its segment.
 */
function adminRoutes(app: FastifyInstance): Array<{ method: string; url: string }> {
  const stack: string[] = [];
  const routes: Array<{ method: string; url: string }> = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack[depth] = match[2] ?? '';
    const url = stack.join('');
    if (!match[3] || !url.startsWith('/api/admin')) continue;
    for (const method of match[3].split(', ')) routes.push({ method, url });
  }
  return routes;
}

/** A real row's id for a path's `:id`, so a route the gate let through would change something. */
async function realId(url: string): Promise<string> {
  const table = [
    ['/products', 'products'],
    ['/categories', 'categories'],
    ['/banners', 'banners'],
    ['/testimonials', 'testimonials'],
    ['/footer-contacts', 'footer_contacts'],
    ['/social-links', 'social_links'],
    ['/contact-messages', 'contact_messages'],
    ['/orders', 'orders'],
    ['/shoppers', 'users'],
  ].find(([prefix]) => url.includes(`/admin${prefix}/`))?.[1];
  if (!table) return crypto.randomUUID();
  const { rows } = await t.pool.query(`SELECT id FROM ${table} ORDER BY id LIMIT 1`);
  return rows[0]?.id ?? crypto.randomUUID();
}

/** Every table the back office can change, and the image folder's files. */
async function everything() {
  const tables = [
    'users',
    'products',
    'categories',
    'cart_lines',
    'orders',
    'order_lines',
    'order_events',
    'banners',
    'testimonials',
    'footer_contacts',
    'social_links',
    'contact_messages',
    // The queue delivers earlier mail in the background (status, sent_at): compare what was queued.
    'mail_messages',
  ];
  const columns = (table: string) => (table === 'mail_messages' ? 'id, kind, recipient, subject' : '*');
  const rows = await Promise.all(
    tables.map(
      async (table) => (await t.pool.query(`SELECT ${columns(table)} FROM ${table} ORDER BY 1`)).rows,
    ),
  );
  const images = await readdir(t.env.IMAGE_DIR, { recursive: true }).catch(() => []);
  return {
    ...Object.fromEntries(tables.map((table, index) => [table, rows[index]])),
    images: [...images].sort(),
  };
}

async function send(method: string, url: string, token?: string) {
  let path = url.replace(/\*/g, 'x');
  for (const param of url.match(/:\w+/g) ?? []) path = path.replace(param, await realId(url));
  const hasBody = !['GET', 'HEAD', 'DELETE', 'OPTIONS'].includes(method);
  return adminCall(t.app, method as InjectOptions['method'], path.replace(/^\/api/, ''), {
    token,
    payload: hasBody ? { ids: [crypto.randomUUID()], title: 'x', active: true, lifted: true } : undefined,
  });
}

describe('every /api/admin route', () => {
  it('is found in the router (this test sees the routes other modules add)', () => {
    const urls = adminRoutes(t.app).map((route) => `${route.method} ${route.url}`);
    expect(urls.length).toBeGreaterThan(30);
    for (const expected of [
      'GET /api/admin/categories',
      'POST /api/admin/products',
      'PUT /api/admin/products/:id',
      'POST /api/admin/products/:id/archive',
      'DELETE /api/admin/banners/:id',
      'POST /api/admin/contact-messages/:id/handled',
    ]) {
      expect(urls).toContain(expected);
    }
  });

  it('answers 401 without a token or with a bad one, and changes nothing', async () => {
    const before = await everything();
    for (const { method, url } of adminRoutes(t.app)) {
      for (const token of [undefined, 'not.a.token']) {
        const response = await send(method, url, token);
        expect(response.statusCode, `${method} ${url}`).toBe(401);
        if (method !== 'HEAD') {
          expect(response.json(), `${method} ${url}`).toEqual({
            success: false,
            message: expect.any(String),
            code: expect.any(String),
          });
        }
      }
    }
    expect(await everything()).toEqual(before);
  });

  it("answers 403 'Admin access required' to a shopper's token, and changes nothing", async () => {
    const before = await everything();
    for (const { method, url } of adminRoutes(t.app)) {
      const response = await send(method, url, shopper.token);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      if (method !== 'HEAD') {
        expect(response.json(), `${method} ${url}`).toEqual({
          success: false,
          message: ADMIN_REQUIRED_MESSAGE,
        });
      }
    }
    expect(await everything()).toEqual(before);
  });

  it('lets an admin through, and stops the same token once the role is taken away', async () => {
    const lists = adminRoutes(t.app).filter((route) => route.method === 'GET' && !route.url.includes(':'));
    for (const { url } of lists) {
      const response = await send('GET', url, admin.token);
      expect(response.statusCode, url).toBe(200);
    }
    await t.pool.query(`UPDATE users SET role = 'user' WHERE id = $1`, [admin.userId]);
    expect((await send('GET', '/api/admin/categories', admin.token)).statusCode).toBe(403);
    await t.pool.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [admin.userId]);
  });
});
