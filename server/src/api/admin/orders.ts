/** Back office: orders and fulfilment (ADR 0010). HTTP only; the transitions live in flows/. */

import { codMessages, rupeesToPaise } from '@shahi/contract';
import {
  adminOrderListQuerySchema,
  adminOrderMessages,
  adminOrderParamsSchema,
  cancelOrderSchema,
  shipOrderSchema,
} from '@shahi/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '#server/api/session.ts';
import { cancelOrder } from '#server/flows/cancel-order.ts';
import { confirmCodOrder } from '#server/flows/cod-confirmation.ts';
import { deliverOrder, shipOrder } from '#server/flows/fulfil-order.ts';
import { notFound } from '#server/http/errors.ts';
import { getAdminOrder, listAdminOrders } from '#server/modules/orders/admin-service.ts';
import { renderPackingSlip } from '#server/modules/orders/packing-slip.ts';
import { selectSeller } from '#server/modules/seller/public.ts';
import { documentsOfOrder } from '#server/modules/tax/documents.ts';
import { eWayBillNeeded } from '#server/modules/tax/e-way-bill.ts';
import { documentSigner } from '#server/modules/tax/signing.ts';
import type { AdminDeps } from './index.ts';

/**
 * Registers the order list, detail, packing slip (HTML) and the ship, confirm-COD, deliver and cancel actions,
 * which answer the order's detail (404 unknown; 409 a transition its status forbids; 502 refund failed).
 * The detail lists the order's tax documents (ADR 0059), says whether its shipment needs an e-way
 * bill while pending, and whether credit notes go out unsigned (registered, no certificate).
 */
export async function adminOrderRoutes(
  app: FastifyInstance,
  { db, env, orderChanges: change, cod }: AdminDeps,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const params = { params: adminOrderParamsSchema };

  async function detail(id: string) {
    const order = await getAdminOrder(db, id);
    if (!order) throw notFound(adminOrderMessages.orderNotFound);
    const [documents, seller] = await Promise.all([documentsOfOrder(db, id), selectSeller(db)]);
    const papers = {
      ...order,
      taxDocuments: documents.map((document) => ({ ...document, issuedAt: document.issuedAt.toISOString() })),
      creditNotesUnsigned: seller?.gstMode === 'registered' && !documentSigner(),
    };
    if (order.orderStatus !== 'pending') return papers;
    const consignment = rupeesToPaise(order.payment.amount);
    return { ...papers, needsEWayBill: await eWayBillNeeded(db, order.addressDetails.state, consignment) };
  }

  api.get('/orders', { schema: { querystring: adminOrderListQuerySchema } }, async (request) => {
    const { page, perPage, ...filters } = request.query;
    return { success: true, data: await listAdminOrders(db, filters, page, perPage) };
  });

  api.get('/orders/:id', { schema: params }, async (request) => ({
    success: true,
    data: await detail(request.params.id),
  }));

  api.post('/orders/:id/ship', { schema: { ...params, body: shipOrderSchema } }, async (request) => {
    await shipOrder(change, sessionOf(request).user, request.params.id, request.body);
    return { success: true, message: adminOrderMessages.shipped, data: await detail(request.params.id) };
  });

  // "Confirm (customer confirmed by phone)": a COD order awaiting confirmation (ADR 0035).
  api.post('/orders/:id/confirm-cod', { schema: params }, async (request) => {
    await confirmCodOrder(cod, request.params.id, { kind: 'admin', userId: sessionOf(request).user.userId });
    return { success: true, message: codMessages.confirmedByPhone, data: await detail(request.params.id) };
  });

  api.post('/orders/:id/deliver', { schema: params }, async (request) => {
    await deliverOrder(change, sessionOf(request).user, request.params.id);
    return { success: true, message: adminOrderMessages.delivered, data: await detail(request.params.id) };
  });

  api.post('/orders/:id/cancel', { schema: { ...params, body: cancelOrderSchema } }, async (request) => {
    await cancelOrder(change, sessionOf(request).user, request.params.id, request.body);
    return { success: true, message: adminOrderMessages.cancelled, data: await detail(request.params.id) };
  });

  api.get('/orders/:id/packing-slip', { schema: params }, async (request, reply) => {
    const html = renderPackingSlip(env.SHOP_NAME, await detail(request.params.id), env.PUBLIC_URL);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .send(html);
  });
}
