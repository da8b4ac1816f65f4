/**
 * JSON body parsing that treats an empty body as no body, so `POST /category/active` and the
 * like work with or without `{}` (spec §7 "No body"). Fastify's own parser (prototype-poisoning
 * protection included) does the rest. Every other content type is refused with 415.
 */
import type { FastifyInstance } from 'fastify';

export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  // The API speaks JSON only: any other body type is a 415, not a string handed to a handler.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
}
