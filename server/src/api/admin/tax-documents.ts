/** Back office: the month's tax documents (ADR 0030) and their GSTR-1 for the offline tool (ADR 0056). HTTP only. */
import { adminTaxDocumentListQuerySchema, adminTaxExportQuerySchema } from '@shahi/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listTaxDocuments } from '#server/modules/tax/admin-service.ts';
import { exportGstr1 } from '#server/modules/tax/gstr1.ts';
import { gstr1Period } from '#server/modules/tax/gstr1-period.ts';
import type { AdminDeps } from './index.ts';

/**
 * Registers `GET /tax-documents?month=YYYY-MM&kind=` (one page, oldest first, rupees) and
 * `GET /tax-documents/gstr1.zip?month=YYYY-MM` or `?quarter=YYYY-Qn` (financial-year quarter; the
 * GST offline tool's section CSVs, "gstr1-2026-11.zip"). Months are India time, this one when none
 * is given; 400 on a bad month, quarter or kind, or both a month and a quarter; 409 when a reported
 * line has no usable HSN code.
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
    '/tax-documents/gstr1.zip',
    { schema: { querystring: adminTaxExportQuerySchema } },
    async (request, reply) => {
      const period = gstr1Period(request.query);
      const zip = await exportGstr1(db, period);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="gstr1-${period.label}.zip"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
    },
  );
}
