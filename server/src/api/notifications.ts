/**
 * Notification routes (ADRs 0041, 0042): a signed-in shopper's interests (`GET`/`POST /interests`,
 * `DELETE /interests/:id`), e-mail preferences (`GET`/`PUT /notification-preferences`) and checkout
 * visits (`POST /checkout/visit`, kept only with the reminders' consent); and `POST /unsubscribe` and `POST /unsubscribe/one-click?token=`
 * (RFC 8058), open to anyone holding a signed link.
 */
import {
  checkoutVisitSchema,
  interestParamsSchema,
  interestSchema,
  notificationPreferencesSchema,
  notifyMessages,
  unsubscribeSchema,
} from '@shahi/contract/schemas';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '#server/config/context.ts';
import { notFound } from '#server/http/errors.ts';
import {
  addInterest,
  listInterests,
  readPreferences,
  recordCheckoutVisit,
  removeInterest,
  savePreferences,
} from '#server/modules/interests/service.ts';
import { unsubscribeByToken } from '#server/modules/interests/unsubscribe.ts';
import { requireSession, sessionOf } from './session.ts';

type NotificationRouteDeps = Pick<AppContext, 'db' | 'pool' | 'auth' | 'notify'>;

/** What an unsubscribe answers, by the scope of its token. */
const stoppedMessage = {
  digest: notifyMessages.unsubscribed,
  reminders: notifyMessages.remindersStopped,
} as const;

/** Registers the seven calls; answers are `{ success, message?, data }`, prices in rupees. */
export const notificationRoutes: FastifyPluginAsyncZod<NotificationRouteDeps> = async (
  app,
  { db, pool, auth, notify },
) => {
  // Needs no session: the link in a mail works without signing in. POST only (scanners prefetch GETs).
  app.post('/unsubscribe', { schema: { body: unsubscribeSchema } }, async (request) => {
    const scope = await unsubscribeByToken(db, notify.unsubscribeKey, request.body.token);
    return { success: true, message: stoppedMessage[scope] };
  });

  // RFC 8058 one-click: the mail client POSTs "List-Unsubscribe=One-Click" as a form to the
  // List-Unsubscribe URL. The form parser lives in a plugin of its own, so this is the only route
  // that takes forms (every other answers 415); the body is read (≤ 1 KiB) and ignored.
  await app.register(async (oneClick) => {
    oneClick.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, {}),
    );
    oneClick
      .withTypeProvider<ZodTypeProvider>()
      .post('/unsubscribe/one-click', { schema: { querystring: unsubscribeSchema } }, async (request) => {
        const scope = await unsubscribeByToken(db, notify.unsubscribeKey, request.query.token);
        return { success: true, message: stoppedMessage[scope] };
      });
  });

  // onRequest: an anonymous caller gets its 401 before any body is parsed.
  const signedIn = requireSession(auth);

  app.get('/interests', { onRequest: signedIn }, async (request) => ({
    success: true,
    data: await listInterests(db, sessionOf(request).user.userId),
  }));

  app.post(
    '/interests',
    { onRequest: signedIn, schema: { body: interestSchema } },
    async (request, reply) => {
      const interest = await addInterest(pool, sessionOf(request).user.userId, request.body);
      return reply.code(201).send({ success: true, message: notifyMessages.interestSaved, data: interest });
    },
  );

  app.delete(
    '/interests/:id',
    { onRequest: signedIn, schema: { params: interestParamsSchema }, attachValidation: true },
    async (request) => {
      if (request.validationError) throw notFound(notifyMessages.interestNotFound);
      await removeInterest(pool, sessionOf(request).user.userId, request.params.id);
      return { success: true, message: notifyMessages.interestRemoved };
    },
  );

  app.get('/notification-preferences', { onRequest: signedIn }, async (request) => ({
    success: true,
    data: await readPreferences(db, sessionOf(request).user.userId),
  }));

  app.put(
    '/notification-preferences',
    { onRequest: signedIn, schema: { body: notificationPreferencesSchema } },
    async (request) => ({
      success: true,
      message: notifyMessages.preferencesSaved,
      data: await savePreferences({ db, pool }, sessionOf(request).user.userId, request.body),
    }),
  );

  // Stored only while the shopper consents to checkout reminders; the answer is the same either way,
  // so the page need not know the consent (DPDP Act 2023 s.4, s.6; ADR 0060).
  app.post(
    '/checkout/visit',
    { onRequest: signedIn, schema: { body: checkoutVisitSchema } },
    async (request) => {
      await recordCheckoutVisit(db, sessionOf(request).user.userId, request.body);
      return { success: true, message: notifyMessages.visitRecorded };
    },
  );
};
