/**
 * JSON body parsing that treats an empty body as no body, so `POST /category/active` and the
 * like work with or without `{}` (spec §7 "No body"). Fastify's own parser (prototype-poisoning
 * protection included) does the rest.
 */
import type { FastifyInstance } from 'fastify';

export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
}
