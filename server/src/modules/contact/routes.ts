/** Contact HTTP route: `POST /contact`, rate-limited per client and per address before validation. */
import { messages } from '@shahi/contract';
import { contactSchema } from '@shahi/contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { limitRequests } from '#server/http/request-limits.ts';
import type { MailQueue } from '#server/mail/queue.ts';
import { contactRateLimits } from './rate-limits.ts';
import { type ContactEnv, createContactService } from './service.ts';

/** What the contact routes need from the app. */
export interface ContactRouteOptions {
  pool: pg.Pool;
  mail: MailQueue;
  env: ContactEnv;
}

export const contactRoutes: FastifyPluginAsyncZod<ContactRouteOptions> = async (app, options) => {
  const contact = createContactService(options);

  app.post(
    '/contact',
    {
      schema: { body: contactSchema },
      preValidation: limitRequests(app, 'contact', contactRateLimits),
    },
    async (request, reply) => {
      await contact.send(request.body);
      return reply.code(201).send({ success: true, message: messages.contactSent });
    },
  );
};
