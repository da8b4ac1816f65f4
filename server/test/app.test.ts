import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let imageDir: string;
/** The bytes of the .br and .gz files beside big-def456.js (not what on-the-fly compression would make). */
let precompressed: { br: Buffer; gz: Buffer };
beforeAll(async () => {
  imageDir = await mkdtemp(path.join(os.tmpdir(), 'shahi-images-'));
  await mkdir(path.join(imageDir, 'products'), { recursive: true });
  await writeFile(path.join(imageDir, 'products', 'probe.webp'), Buffer.from('RIFF0000WEBPVP8 '));
  const webDist = await mkdtemp(path.join(os.tmpdir(), 'shahi-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><!--app-config--></head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
  // What the build writes beside each asset (web/vite.config.ts): the same script, compressed.
  const script = `${'console.log("Royalty in every thread");\n'.repeat(100)}`;
  await writeFile(path.join(webDist, 'assets', 'big-def456.js'), script);
  precompressed = { br: brotliCompressSync(script), gz: gzipSync(script, { level: 1 }) };
  await writeFile(path.join(webDist, 'assets', 'big-def456.js.br'), precompressed.br);
  await writeFile(path.join(webDist, 'assets', 'big-def456.js.gz'), precompressed.gz);
  t = await createTestApp({ IMAGE_DIR: imageDir, SHOP_NAME: 'Shahi </script> Threads' }, webDist);
});
afterAll(() => t.close());

describe('runtime contract', () => {
  it('GET /api/health answers 200 with db ok', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { db: 'ok' } });
  });

  it('describes the API as OpenAPI from the zod schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    const listing = document.paths['/api/product-list'].post;
    const body = listing.requestBody.content['application/json'].schema;
    expect(body.properties.sortBy.enum).toEqual(['price', 'title', 'createdAt', 'discount']);
    expect(document.paths['/api/product/{id}'].get.parameters[0]).toMatchObject({ name: 'id', in: 'path' });
  });

  it('answers unknown /api paths with a JSON 404 in the envelope', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/product-list/extra'],
      ['DELETE', '/api/category/active'],
      ['GET', '/api'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json()).toMatchObject({ success: false, message: 'Route not found' });
    }
  });

  it('serves the app with its config for every other path', async () => {
    for (const url of ['/', '/collection/abc/2', '/no/such/page', '/product/x?y=1']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<div id="root">');
      expect(response.body).toContain('window.__SHOP_CONFIG__=');
    }
  });

  it('escapes the shop name inside the config script and allows only that script by hash', async () => {
    // A page with the template's head; home also embeds its banners in a JSON block (server/src/pages/).
    const response = await t.app.inject({ method: 'GET', url: '/no/such/page' });
    expect(response.body).toContain('Shahi \\u003c/script> Threads');
    expect(response.body.match(/<\/script>/g)).toHaveLength(1);
    expect(response.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
  });

  it('lets images come from blob: previews of chosen photos, and nothing else from blob: or data:', async () => {
    const csp = String((await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(csp).toMatch(/img-src 'self' data: blob:/);
    expect(csp).toMatch(/default-src 'self';/);
    expect(csp).not.toMatch(/(?:script|connect|frame|default)-src [^;]*(?:blob:|data:)/);
  });

  it('allows Razorpay Checkout in the CSP only when keys are set', async () => {
    const withoutKeys = (await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'];
    expect(withoutKeys).not.toContain('razorpay.com');
    const keyed = await createTestApp({ RAZORPAY_KEY_ID: 'rzp_test_csp', RAZORPAY_KEY_SECRET: 'csp-secret' });
    try {
      const csp = String(
        (await keyed.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'],
      );
      expect(csp).toMatch(/script-src [^;]*https:\/\/checkout\.razorpay\.com/);
      expect(csp).toMatch(/frame-src [^;]*https:\/\/api\.razorpay\.com/);
    } finally {
      await keyed.close();
    }
  });

  it('serves hashed assets with long caching', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('sends the build’s precompressed brotli or gzip file of an asset, by Accept-Encoding', async () => {
    const script = 'console.log("Royalty in every thread");\n'.repeat(100);
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/big-def456.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.rawPayload.equals(precompressed.br)).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gz = await t.app.inject({
      method: 'GET',
      url: '/assets/big-def456.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.equals(precompressed.gz)).toBe(true);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await t.app.inject({ method: 'GET', url: '/assets/big-def456.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('serves images under /images/ and 404s a missing one without the app', async () => {
    const image = await t.app.inject({ method: 'GET', url: '/images/products/probe.webp' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    const missing = await t.app.inject({ method: 'GET', url: '/images/products/none.webp' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<div id="root">');
    const traversal = await t.app.inject({ method: 'GET', url: '/images/../../etc/passwd' });
    expect(traversal.body).not.toContain('root:x:0:0');
  });

  it('answers an over-long path segment in the envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/product/${'a'.repeat(5000)}` });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toMatchObject({ success: false, message: 'The address is too long' });
  });

  it('rejects a non-JSON body with 415 in the envelope', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/product-list',
      headers: { 'content-type': 'text/plain' },
      payload: 'page=1',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().success).toBe(false);
  });

  it('refuses a body nested past 32 levels with its own message, however deep (docs/decisions/0020)', async () => {
    const post = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/product-list',
        headers: { 'content-type': 'application/json' },
        payload,
      });
    const nested = (depth: number) => `{"filter":${'['.repeat(depth)}${']'.repeat(depth)}}`;
    const tooDeep = {
      success: false,
      message: 'The request body must not nest more than 32 levels deep',
    };
    // 32,000 levels fill the 64 KiB body limit; 40 are few enough for a recursive walk to survive.
    for (const depth of [32, 40, 32_000]) {
      const response = await post(nested(depth));
      expect(response.statusCode, `${depth}`).toBe(400);
      expect(response.json(), `${depth}`).toEqual(tooDeep);
    }
    const deepest = await post(nested(31));
    expect(deepest.json()).toMatchObject({ success: false, message: 'filter must be an object' });
  });
});
