/**
 * JSON bodies, through Fastify's parser (prototype poisoning refused): an empty body is no body
 * (`POST /category/active` works with or without `{}`), U+0000 or nesting past MAX_BODY_DEPTH is a
 * 400, any other content type a 415. The text stays as `rawBody`: a webhook's signature covers it.
 */
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The JSON body as received; undefined without one. */
    rawBody?: string;
  }
}

/** Deepest nesting of arrays and objects a body may have; the API's own go 3 deep (ADR 0020). */
export const MAX_BODY_DEPTH = 32;

/** What makes a body unfit, or null; walks with its own stack, so no shape exhausts the call stack. */
function bodyProblem(value: unknown): 'nul' | 'deep' | null {
  const pending: Array<{ item: unknown; depth: number }> = [{ item: value, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { item, depth } = next;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return 'nul';
    } else if (item && typeof item === 'object') {
      if (depth >= MAX_BODY_DEPTH) return 'deep';
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) return 'nul';
        pending.push({ item: child, depth: depth + 1 });
      }
    }
  }
  return null;
}

function bodyError(problem: 'nul' | 'deep') {
  const [message, code] =
    problem === 'nul'
      ? ['Text must not contain NUL characters', 'FST_ERR_NUL_IN_TEXT']
      : [`The request body must not nest more than ${MAX_BODY_DEPTH} levels deep`, 'FST_ERR_BODY_TOO_DEEP'];
  return Object.assign(new Error(message), { statusCode: 400, code });
}

export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    request.rawBody = text;
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, (error, value) => {
      if (error) return done(error, undefined);
      // PostgreSQL text cannot hold U+0000.
      const problem = bodyProblem(value);
      if (problem) return done(bodyError(problem), undefined);
      return done(null, value);
    });
  });
}
