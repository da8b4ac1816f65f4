/**
 * Back office contact messages: newest first with paging, filtered handled or
 * unhandled; marking handled records when and which admin, unhandled clears both.
 */
import { type AdminContactMessage, adminMessages } from '@shahi/contract/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, createAdmin } from './helpers/admin.ts';
import { createTestApp } from './helpers/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: { token: string; userId: string; email: string };
const ids: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app, t.pool, t.env.DATA_DIR);
  // Five messages a minute apart, oldest first.
  for (let index = 0; index < 5; index += 1) {
    const { rows } = await t.db.execute<{ id: string }>(sql`
      INSERT INTO contact_messages (name, email, phone, message, created_at)
      VALUES (${`Guest ${index}`}, ${`guest${index}@example.in`}, '', ${`Message ${index}`},
              now() - make_interval(mins => ${10 - index}))
      RETURNING id`);
    ids.push(rows[0]?.id as string);
  }
});
afterAll(() => t.close());

const as = (method: 'GET' | 'POST', url: string) =>
  adminCall(t.app, method, `/admin${url}`, { token: admin.token });

async function page(
  query = '',
): Promise<{ totalCount: number; totalPage: number; data: AdminContactMessage[] }> {
  const response = await as('GET', `/contact-messages${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

describe('GET /api/admin/contact-messages', () => {
  it('lists newest first with paging', async () => {
    const first = await page('?perPage=2');
    expect(first).toMatchObject({ totalCount: 5, totalPage: 3 });
    expect(first.data.map((message) => message._id)).toEqual([ids[4], ids[3]]);
    expect(first.data[0]).toMatchObject({
      name: 'Guest 4',
      email: 'guest4@example.in',
      phone: '',
      message: 'Message 4',
      handledAt: null,
      handledBy: null,
    });
    expect((await page('?perPage=2&page=3')).data.map((message) => message._id)).toEqual([ids[0]]);
    expect((await page('?page=9')).data).toEqual([]);
  });

  it('refuses bad queries with 400', async () => {
    for (const query of ['?handled=maybe', '?page=0', '?perPage=1000', '?page=x']) {
      const response = await as('GET', `/contact-messages${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().success).toBe(false);
    }
  });
});

describe('marking messages handled and unhandled', () => {
  it('records when and by which admin; the filters follow; unhandled clears both', async () => {
    const target = ids[2] as string;
    const marked = await as('POST', `/contact-messages/${target}/handled`);
    expect(marked.statusCode).toBe(200);
    const message: AdminContactMessage = marked.json().data;
    expect(message.handledBy).toEqual({ _id: admin.userId, email: admin.email });
    expect(Date.now() - Date.parse(message.handledAt as string)).toBeLessThan(60_000);
    const { rows } = await t.db.execute(sql`SELECT handled_by FROM contact_messages WHERE id = ${target}`);
    expect(rows[0]).toEqual({ handled_by: admin.userId });

    expect((await page('?handled=true')).data.map((m) => m._id)).toEqual([target]);
    expect((await page('?handled=false')).data.map((m) => m._id)).toEqual([ids[4], ids[3], ids[1], ids[0]]);

    const again = await as('POST', `/contact-messages/${target}/handled`);
    expect(again.json().data.handledAt).toBe(message.handledAt);

    const undone = await as('POST', `/contact-messages/${target}/unhandled`);
    expect(undone.json().data).toMatchObject({ handledAt: null, handledBy: null });
    expect((await page('?handled=true')).totalCount).toBe(0);
  });

  it('answers 404 for an unknown message and 400 for a malformed id, changing nothing', async () => {
    const before = (await t.db.execute(sql`SELECT * FROM contact_messages ORDER BY id`)).rows;
    const unknown = await as('POST', `/contact-messages/${crypto.randomUUID()}/handled`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, message: adminMessages.contactMessageNotFound });
    expect((await as('POST', '/contact-messages/nope/unhandled')).statusCode).toBe(400);
    expect((await t.db.execute(sql`SELECT * FROM contact_messages ORDER BY id`)).rows).toEqual(before);
  });
});
