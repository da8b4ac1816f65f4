/**
 * The signed-in shopper's language, which mails and messages follow (docs/decisions/0065-three-languages.md):
 * `PUT /api/my-locale` { locale: 'en' | 'hi' | 'pa' } stores it on the account → 200 { success, locale };
 * 401 signed out (before the body is judged), 400 for any other body.
 */
import { myLocaleSchema } from '@shahi/contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '#server/config/context.ts';
import { setAccountLocale } from '#server/modules/auth/public.ts';
import { requireSession, sessionOf } from './session.ts';

export const myLocaleRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, auth }) => {
  // onRequest: an anonymous caller gets its 401 before any body is parsed or judged.
  const signedIn = requireSession(auth);

  app.put('/my-locale', { onRequest: signedIn, schema: { body: myLocaleSchema } }, async (request) => {
    const { locale } = request.body;
    await setAccountLocale(db, sessionOf(request).user.userId, locale);
    return { success: true as const, locale };
  });
};
