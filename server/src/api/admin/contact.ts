/**
 * Back office: contact messages (docs/product.md#the-back-office).
 *
 *   GET  /admin/contact-messages              ?page&perPage&handled=true|false, newest first
 *   POST /admin/contact-messages/:id/handled  records handled_at = now, handled_by = the admin
 *   POST /admin/contact-messages/:id/unhandled
 */
import { adminContactListQuerySchema, adminIdParamsSchema, adminMessages } from '@shahi/contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '#server/api/session.ts';
import { listContactMessages, setContactMessageHandled } from '#server/modules/contact/admin-service.ts';
import type { AdminDeps } from './index.ts';

/** Registers the contact routes of the back office. */
export const adminContactRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, { db }) => {
  app.get('/contact-messages', { schema: { querystring: adminContactListQuerySchema } }, async (request) => ({
    success: true,
    data: await listContactMessages(db, request.query),
  }));

  for (const [action, handled] of [
    ['handled', true],
    ['unhandled', false],
  ] as const) {
    app.post(
      `/contact-messages/:id/${action}`,
      { schema: { params: adminIdParamsSchema } },
      async (request) => ({
        success: true,
        message: adminMessages.updated,
        data: await setContactMessageHandled(db, request.params.id, handled, sessionOf(request).user.userId),
      }),
    );
  }
};
