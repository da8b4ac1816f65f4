/**
 * Serves the built storefront (web/dist): hashed assets with long caching, and index.html —
 * with the shop's runtime config injected — for `/` and every unknown non-API path, so the
 * React router shows its own pages (ARCHITECTURE §1 "one process").
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export interface ShopConfig {
  shopName: string;
  imageBaseUrl: string;
}

const FALLBACK_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shop</title><!--app-config--></head>
<body><main><h1>The storefront is not built</h1><p>Run <code>npm run build</code>, then start again.</p></main></body></html>`;

/** index.html with the config script, and that script's CSP hash. */
export function renderIndexHtml(webDist: string | undefined, config: ShopConfig) {
  const indexFile = webDist ? path.join(webDist, 'index.html') : undefined;
  const template = indexFile && existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : FALLBACK_HTML;
  // `<` escaped so a shop name can never close the script element.
  const script = `window.__SHOP_CONFIG__=${JSON.stringify(config).replace(/</g, '\\u003c')};`;
  const scriptHash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
  return { html: template.replace('<!--app-config-->', `<script>${script}</script>`), scriptHash };
}

/** Registers the static asset routes (when web/dist exists) and the HTML sender. */
export async function registerWebApp(app: FastifyInstance, webDist: string | undefined, html: string) {
  if (webDist && existsSync(webDist)) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      decorateReply: false,
      allowedPath: (pathName) => pathName !== '/index.html',
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }
  app.decorateReply('sendWebApp', function sendWebApp() {
    return this.code(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });
  app.get('/', (_request, reply) => reply.sendWebApp());
}

declare module 'fastify' {
  interface FastifyReply {
    sendWebApp(): FastifyReply;
  }
}
