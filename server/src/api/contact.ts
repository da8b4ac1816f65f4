/** Contact HTTP route: `POST /contact`, rate-limited per client and per address before validation. */
import { messages } from '@shahi/contract';
import { contactSchema } from '@shahi/contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '#server/config/context.ts';
import { limitRequests } from '#server/http/request-limits.ts';
import { contactRateLimits } from '#server/modules/contact/rate-limits.ts';

export const contactRoutes: FastifyPluginAsyncZod<Pick<AppContext, 'contact'>> = async (app, { contact }) => {
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
