/** Order HTTP routes (spec §7 "Orders"): checkout (cash on delivery) and the shopper's orders. */
import { messages } from '@shahi/contract';
import { checkoutSchema } from '@shahi/contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { type CheckoutDeps, placeOrder } from '../../flows/checkout.ts';
import { requireSession, sessionOf } from '../auth/authenticate.ts';
import type { AuthService } from '../auth/service.ts';
import { listOrdersOfUser } from './service.ts';

export interface OrderRoutesOptions {
  db: Database;
  auth: AuthService;
  checkout: CheckoutDeps;
}

export const orderRoutes: FastifyPluginAsyncZod<OrderRoutesOptions> = async (app, { db, auth, checkout }) => {
  const signedIn = requireSession(auth);

  // Spec §7: "Response: success, order" — the order is a top-level field, not `data`.
  app.post(
    '/order/create',
    { schema: { body: checkoutSchema }, preHandler: signedIn },
    async (request, reply) => {
      const order = await placeOrder(checkout, sessionOf(request), request.body);
      return reply.code(201).send({ success: true, message: messages.orderPlacedCod, order, data: order });
    },
  );

  app.get('/my-orders', { preHandler: signedIn }, async (request) => ({
    success: true,
    data: await listOrdersOfUser(db, sessionOf(request).user.userId),
  }));
};
