/**
 * The back office's courier shipping (ADR 0061): book a courier and ship in one press, the label
 * PDF, the booking with its scans, the shipping mode, the RTO figures and the cash-on-delivery blocks.
 */
import {
  type AdminShippingMode,
  adminOrderMessages,
  adminOrderParamsSchema,
  codBlockCreateSchema,
  codBlockParamsSchema,
  type RtoStats,
  rtoStatsQuerySchema,
  type ShipWithCourierResult,
  shippingFlowMessages,
  shipWithCourierSchema,
} from '@shahi/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '#server/api/session.ts';
import { shipWithCourier } from '#server/flows/ship-with-courier.ts';
import { notFound } from '#server/http/errors.ts';
import { getAdminOrder } from '#server/modules/orders/admin-service.ts';
import { selectRtoFigures } from '#server/modules/orders/rto-stats.ts';
import {
  addCodBlock,
  adminShipmentOf,
  blockedKeys,
  listCodBlocks,
  removeCodBlock,
  shipmentLabelOf,
} from '#server/modules/shipping/admin-service.ts';
import type { AdminDeps } from './index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Registers `POST /orders/:id/ship-with-courier` (409 without a provider, the shipping checks' 409s,
 * 409/502 when the provider refuses or fails — nothing changed), `GET /orders/:id/label.pdf`,
 * `GET /orders/:id/shipment` (404 when shipped by hand), `GET /shipping/mode`, `GET /shipping/rto`,
 * and `GET/POST /shipping/cod-blocks`, `DELETE /shipping/cod-blocks/:id`.
 */
export async function adminShippingRoutes(app: FastifyInstance, { db, orderChanges, shipping }: AdminDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const params = { params: adminOrderParamsSchema };
  const courier = { ...orderChanges, db, provider: shipping.provider };

  api.post(
    '/orders/:id/ship-with-courier',
    { schema: { ...params, body: shipWithCourierSchema } },
    async (request): Promise<{ success: true; message: string; data: ShipWithCourierResult }> => {
      const { id } = request.params;
      await shipWithCourier(courier, sessionOf(request).user, id, request.body);
      const [order, shipment] = await Promise.all([getAdminOrder(db, id), adminShipmentOf(db, id)]);
      if (!order || !shipment) throw notFound(adminOrderMessages.orderNotFound);
      return { success: true, message: shippingFlowMessages.booked, data: { order, shipment } };
    },
  );

  api.get('/orders/:id/shipment', { schema: params }, async (request) => {
    const shipment = await adminShipmentOf(db, request.params.id);
    if (!shipment) throw notFound(shippingFlowMessages.shipmentNotFound);
    return { success: true, data: shipment };
  });

  // The courier's label, printed and stuck on the parcel with the invoice's transporter copy.
  api.get('/orders/:id/label.pdf', { schema: params }, async (request, reply) => {
    const label = await shipmentLabelOf(db, request.params.id);
    if (!label) throw notFound(shippingFlowMessages.labelNotFound);
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="label-${label.awb.replace(/[^\w-]/g, '')}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(label.pdf);
  });

  // Whether "Book courier & ship" is offered: a provider (live or its stand-in), or by hand.
  api.get(
    '/shipping/mode',
    async (): Promise<{ success: true; data: AdminShippingMode }> => ({
      success: true,
      data: { mode: shipping.mode },
    }),
  );

  api.get(
    '/shipping/rto',
    { schema: { querystring: rtoStatsQuerySchema } },
    async (request): Promise<{ success: true; data: RtoStats }> => {
      const { days } = request.query;
      const since = new Date(Date.now() - days * DAY_MS);
      const [figures, blocked] = await Promise.all([selectRtoFigures(db, since), blockedKeys(db)]);
      // A block on a shorter prefix (74) covers every longer one (744).
      const prefixBlocked = (prefix: string) =>
        [...blocked.pinPrefixes].some((block) => prefix.startsWith(block));
      return {
        success: true,
        data: {
          days,
          since: since.toISOString(),
          total: figures.total,
          byPinPrefix: figures.byPinPrefix.map((row) => ({
            ...row,
            codBlocked: prefixBlocked(row.pinPrefix),
          })),
          byShopper: figures.byShopper.map((row) => ({
            ...row,
            codBlocked: blocked.shoppers.has(row.userId),
          })),
        },
      };
    },
  );

  api.get('/shipping/cod-blocks', async () => ({ success: true, data: await listCodBlocks(db) }));

  api.post('/shipping/cod-blocks', { schema: { body: codBlockCreateSchema } }, async (request, reply) => {
    const block = await addCodBlock(db, request.body, sessionOf(request).user.userId);
    return reply.code(201).send({ success: true, message: shippingFlowMessages.blockAdded, data: block });
  });

  api.delete('/shipping/cod-blocks/:id', { schema: { params: codBlockParamsSchema } }, async (request) => {
    await removeCodBlock(db, request.params.id);
    return { success: true, message: shippingFlowMessages.blockRemoved };
  });
}
