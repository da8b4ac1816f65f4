/**
 * While the demo pictures render in the background (ADR 0045): a GET or HEAD of `/images/<path>`
 * for a demo picture not yet in IMAGE_DIR answers 200 with its placeholder (`image/svg+xml`,
 * `Cache-Control: no-store`, so no browser or CDN keeps it); once the picture exists the static
 * files answer as before, with their long cache. `GET /api/health/images` reports the progress:
 * 200 `{state: "rendering" | "ready", rendered, total}` (renders done of total; `ready`, 0 of 0,
 * without a renderer).
 */
import type { FastifyInstance } from 'fastify';
import type { DemoImageRenderer } from '#server/seed/demo-image-render.ts';

const IMAGE_PREFIX = '/images/';

/** Adds the placeholder answer for pending demo pictures under `/images/`. */
export function registerImagePlaceholders(app: FastifyInstance, renderer: DemoImageRenderer): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const pathName = request.url.split('?')[0] ?? '';
    if (!pathName.startsWith(IMAGE_PREFIX)) return;
    let relative: string;
    try {
      relative = decodeURIComponent(pathName.slice(IMAGE_PREFIX.length));
    } catch {
      return;
    }
    const svg = renderer.placeholder(relative);
    if (svg === undefined) return;
    return reply
      .code(200)
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(svg);
  });
}

/** `GET /health/images` (under `/api`): the demo pictures' render progress. */
export async function imageStatusRoutes(
  app: FastifyInstance,
  { renderer }: { renderer: DemoImageRenderer | undefined },
): Promise<void> {
  app.get('/health/images', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { success: true, data: renderer?.status() ?? { state: 'ready', rendered: 0, total: 0 } };
  });
}
