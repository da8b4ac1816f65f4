/**
 * Back office: an order's tax documents as PDF (docs/decisions/0059-parcel-papers-and-signatures.md).
 * HTTP only; the PDFs come from modules/tax/documents.ts.
 */
import {
  adminOrderDocumentParamsSchema,
  adminOrderDocumentQuerySchema,
  adminOrderMessages,
} from '@shahi/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { badRequest, notFound } from '#server/http/errors.ts';
import { documentsOfOrder, pdfOf } from '#server/modules/tax/documents.ts';
import type { AdminDeps } from './index.ts';

/**
 * Registers `GET /orders/:id/documents/:documentId.pdf?copy=original|duplicate|triplicate`: the
 * invoice or bill of supply as the recipient's original (the stored bytes), the duplicate for the
 * transporter or the triplicate for the supplier (CGST Rule 48(1)), or a credit note (original
 * only). Errors: 400 a malformed id or a bad copy, or a copy of a credit note; 404 an unknown
 * order or a document that is not this order's.
 */
export async function adminOrderDocumentRoutes(app: FastifyInstance, { db }: Pick<AdminDeps, 'db'>) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/orders/:id/documents/:documentId.pdf',
    { schema: { params: adminOrderDocumentParamsSchema, querystring: adminOrderDocumentQuerySchema } },
    async (request, reply) => {
      const { id, documentId } = request.params;
      const { copy } = request.query;
      const document = (await documentsOfOrder(db, id)).find((ref) => ref.id === documentId);
      if (!document) throw notFound(adminOrderMessages.documentNotFound);
      if (document.kind === 'credit_note' && copy !== 'original') {
        throw badRequest(adminOrderMessages.creditNoteCopy);
      }
      const pdf = await pdfOf(db, document.id, copy);
      if (!pdf) throw notFound(adminOrderMessages.documentNotFound);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${pdf.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf.content);
    },
  );
}
