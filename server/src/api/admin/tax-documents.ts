/** Back office: the month's tax documents and their GSTR-1 export (ADR 0030). HTTP only. */
import { indiaMonth } from '@shahi/contract';
import { adminTaxDocumentListQuerySchema, adminTaxExportQuerySchema } from '@shahi/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listTaxDocuments } from '#server/modules/tax/admin-service.ts';
import { exportGstr1 } from '#server/modules/tax/gstr1.ts';
import type { AdminDeps } from './index.ts';

/**
 * Registers `GET /tax-documents?month=YYYY-MM&kind=` (one page, oldest first, rupees) and
 * `GET /tax-documents/export.csv?month=YYYY-MM` (GSTR-1 tables 7 and 12); the month is India time,
 * this one when absent; 400 on a bad month or kind.
 */
export async function adminTaxDocumentRoutes(app: FastifyInstance, { db }: Pick<AdminDeps, 'db'>) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/tax-documents',
    { schema: { querystring: adminTaxDocumentListQuerySchema } },
    async (request) => ({
      success: true,
      data: await listTaxDocuments(db, request.query),
    }),
  );

  api.get(
    '/tax-documents/export.csv',
    { schema: { querystring: adminTaxExportQuerySchema } },
    async (request, reply) => {
      const month = request.query.month ?? indiaMonth(new Date());
      const csv = await exportGstr1(db, month);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="gstr1-b2cs-hsn-${month}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
}
