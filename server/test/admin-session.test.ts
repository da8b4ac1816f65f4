import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedShopper } from './helpers/accounts.ts';
import { adminCall, createAdmin } from './helpers/admin.ts';
import { createTestApp } from './helpers/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/admin/session', () => {
  it('names an admin, refuses a shopper with 403 and a visitor with 401', async () => {
    const admin = await createAdmin(t.app, t.pool, t.env.DATA_DIR);
    const answer = await adminCall(t.app, 'GET', '/admin/session', { token: admin.token });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({ userId: admin.userId, email: admin.email, role: 'admin' });

    const shopper = await createVerifiedShopper(t.app, t.env.DATA_DIR);
    const refused = await adminCall(t.app, 'GET', '/admin/session', { token: shopper.token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, message: 'Admin access required' });
    expect((await adminCall(t.app, 'GET', '/admin/session')).statusCode).toBe(401);
  });

  it('stops answering at once when the role is taken away (read on every request)', async () => {
    const admin = await createAdmin(t.app, t.pool, t.env.DATA_DIR);
    await t.pool.query(`UPDATE users SET role = 'user' WHERE id = $1`, [admin.userId]);
    expect((await adminCall(t.app, 'GET', '/admin/session', { token: admin.token })).statusCode).toBe(403);
  });
});
