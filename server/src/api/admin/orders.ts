/** Back office: orders and fulfilment (ADR 0010). HTTP only; the transitions live in flows/. */

import { codMessages, rupeesToPaise } from '@shahi/contract';
import {
  type AdminOrderCounts,
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
import { renderParcelPapers } from '#server/flows/steps/parcel-papers.ts';
import { notFound } from '#server/http/errors.ts';
import { selectClaimPage } from '#server/modules/claims/repository.ts';
import { getAdminOrder, listAdminOrders, orderCounts } from '#server/modules/orders/admin-service.ts';
import { renderPackingSlip } from '#server/modules/orders/packing-slip.ts';
import { listPieceRequests } from '#server/modules/requests/admin-service.ts';
import { selectSeller } from '#server/modules/seller/public.ts';
import { selectShipmentOfOrder } from '#server/modules/shipping/repository.ts';
import { documentsOfOrder } from '#server/modules/tax/documents.ts';
import { eWayBillNeeded } from '#server/modules/tax/e-way-bill.ts';
import { documentSigner } from '#server/modules/tax/signing.ts';
import type { AdminDeps } from './index.ts';

/**
 * Registers the order list, the Orders home's counts, detail, packing slip (HTML) and the ship, confirm-COD, deliver and cancel actions,
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

  // The Orders home's counts and the menu's badges (ADR 0063), read every 20 s by the open back office.
  api.get('/orders/counts', async (): Promise<{ success: true; data: AdminOrderCounts }> => {
    const [orders, claims, requests] = await Promise.all([
      orderCounts(db),
      selectClaimPage(db, { status: 'open', page: 1, perPage: 1 }),
      listPieceRequests(db, { status: 'new', page: 1, perPage: 1 }),
    ]);
    return {
      success: true,
      data: { ...orders, openClaims: claims.totalCount, newRequests: requests.totalCount },
    };
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

  /** The workshop's return address for the slip: the seller settings' name, address and phone. */
  async function returnAddress() {
    const seller = await selectSeller(db);
    return (
      seller && {
        name: seller.tradeName || seller.legalName,
        address: seller.address,
        city: seller.city,
        stateCode: seller.stateCode,
        pinCode: seller.pinCode,
        phone: seller.carePhone,
      }
    );
  }

  api.get('/orders/:id/packing-slip', { schema: params }, async (request, reply) => {
    const [order, from] = await Promise.all([detail(request.params.id), returnAddress()]);
    const html = renderPackingSlip(env.SHOP_NAME, order, env.PUBLIC_URL, from);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .send(html);
  });

  // "Print invoice + packing slip" (ADR 0063): the transporter's copy, the courier's label, the slip.
  api.get('/orders/:id/parcel-papers.pdf', { schema: params }, async (request, reply) => {
    const [order, from, shipment] = await Promise.all([
      detail(request.params.id),
      returnAddress(),
      selectShipmentOfOrder(db, request.params.id),
    ]);
    const label = shipment?.labelPdf ?? null;
    const pdf = await renderParcelPapers(db, { shopName: env.SHOP_NAME, order, from, label });
    const reference = request.params.id.slice(0, 8).toUpperCase();
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="parcel-papers-${reference}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
}
