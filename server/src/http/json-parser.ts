/**
 * JSON body parsing that treats an empty body as no body, so `POST /category/active` and the
 * like work with or without `{}` (spec §7 "No body"). Fastify's own parser (prototype-poisoning
 * protection included) does the rest; a string holding U+0000 (which PostgreSQL text cannot
 * store) is a 400. Every other content type is refused with 415. The body's text stays on the
 * request as `rawBody`, since a webhook's signature is computed over the exact text received.
 */
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The JSON body exactly as received (UTF-8 text); undefined when the request had none. */
    rawBody?: string;
  }
}

function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item));
  }
  return false;
}

function nulError() {
  return Object.assign(new Error('Text must not contain NUL characters'), {
    statusCode: 400,
    code: 'FST_ERR_NUL_IN_TEXT',
  });
}

export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  // The API speaks JSON only: any other body type is a 415, not a string handed to a handler.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    request.rawBody = text;
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, (error, value) => {
      if (error) return done(error, undefined);
      // PostgreSQL text cannot hold U+0000: refuse it here, once, for every route.
      if (containsNul(value)) return done(nulError(), undefined);
      return done(null, value);
    });
  });
}
