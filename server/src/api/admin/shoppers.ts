/**
 * Back office: shoppers nearest their per-shopper caps, and lifting or restoring one trusted
 * customer's caps (ADR 0021). HTTP only; the reads live in modules/orders, the change in modules/auth.
 */
import {
  adminShopperMessages,
  adminShopperParamsSchema,
  shopperCapsLiftSchema,
} from '@shahi/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '#server/http/errors.ts';
import { setCapsLifted } from '#server/modules/auth/admin-service.ts';
import { listShoppersNearCaps } from '#server/modules/orders/admin-service.ts';
import type { AdminDeps } from './index.ts';

/**
 * Registers `GET /shoppers/near-caps` (the caps and the 20 shoppers nearest them) and
 * `PUT /shoppers/:id/caps-lift` (`{ lifted }` → `{ userId, capsLiftedAt }`; 404 unknown account).
 */
export async function adminShopperRoutes(app: FastifyInstance, { db, env }: AdminDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/shoppers/near-caps', async () => ({
    success: true,
    data: await listShoppersNearCaps(db, {
      pieces: env.MAX_HELD_PIECES_PER_SHOPPER,
      rupees: env.MAX_HELD_RUPEES_PER_SHOPPER,
    }),
  }));

  api.put(
    '/shoppers/:id/caps-lift',
    { schema: { params: adminShopperParamsSchema, body: shopperCapsLiftSchema } },
    async (request) => {
      const row = await setCapsLifted(db, request.params.id, request.body.lifted);
      if (!row) throw notFound(adminShopperMessages.shopperNotFound);
      return {
        success: true,
        message: row.capsLiftedAt ? adminShopperMessages.capsLifted : adminShopperMessages.capsRestored,
        data: { userId: row.userId, capsLiftedAt: row.capsLiftedAt?.toISOString() ?? null },
      };
    },
  );
}
