/**
 * Reading an order's tax documents and their PDFs (docs/decisions/0031-tax-document-pdfs.md). A
 * PDF is rendered from the snapshot the first time it is asked for and stored in
 * `tax_documents.pdf`; the first stored bytes are the ones served and mailed from then on.
 */
import type { OrderDocuments } from '@shahi/contract';
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import type { MailAttachment } from '#server/mail/transport.ts';
import type { TaxDocumentSnapshot } from './document.ts';
import { renderTaxDocumentPdf } from './pdf.ts';
import { pdfFileName } from './pdf-format.ts';
import { taxDocuments } from './tables.ts';

export type TaxDocumentKind = TaxDocumentSnapshot['kind'];

/** A document as an order lists it. */
export interface OrderDocumentRef {
  id: string;
  kind: TaxDocumentKind;
  number: string;
  issuedAt: Date;
}

/** An order's sale document (tax invoice or bill of supply) and credit note; null when not issued. */
export interface OrderDocumentRefs {
  invoice: OrderDocumentRef | null;
  creditNote: OrderDocumentRef | null;
}

const refColumns = {
  id: taxDocuments.id,
  orderId: taxDocuments.orderId,
  kind: taxDocuments.kind,
  number: taxDocuments.number,
  issuedAt: taxDocuments.issuedAt,
};

/** The documents of each of `orderIds`, in one statement; an order without any is absent from the map. */
export async function documentsOfOrders(
  db: Database,
  orderIds: readonly string[],
): Promise<Map<string, OrderDocumentRefs>> {
  const byOrder = new Map<string, OrderDocumentRefs>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select(refColumns)
    .from(taxDocuments)
    .where(inArray(taxDocuments.orderId, [...orderIds]));
  for (const { orderId, ...ref } of rows) {
    const refs = byOrder.get(orderId) ?? { invoice: null, creditNote: null };
    if (ref.kind === 'credit_note') refs.creditNote = ref;
    else refs.invoice = ref;
    byOrder.set(orderId, refs);
  }
  return byOrder;
}

/** An order's documents as the API sends them (ISO instants, no ids); both null when none. */
export function toOrderDocuments(refs: OrderDocumentRefs | undefined): OrderDocuments {
  const json = (ref: OrderDocumentRef | null) =>
    ref && { kind: ref.kind, number: ref.number, issuedAt: ref.issuedAt.toISOString() };
  return { invoice: json(refs?.invoice ?? null), creditNote: json(refs?.creditNote ?? null) };
}

/** Which of an order's documents: its sale document (invoice or bill of supply) or its credit note. */
export type DocumentRole = 'sale' | 'credit_note';

/** Order `orderId`'s document in `role`, or undefined before it is issued. */
export async function documentOfOrder(
  db: Database,
  orderId: string,
  role: DocumentRole,
): Promise<OrderDocumentRef | undefined> {
  const kind =
    role === 'credit_note' ? eq(taxDocuments.kind, 'credit_note') : ne(taxDocuments.kind, 'credit_note');
  const [row] = await db
    .select(refColumns)
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, orderId), kind));
  return row;
}

/** A document's PDF: the bytes and the file name from its number ("INV-26-27-00001.pdf"). */
export interface DocumentPdf {
  fileName: string;
  content: Buffer;
}

/**
 * The PDF of document `documentId`: the stored bytes, or rendered from the snapshot and stored
 * (`WHERE pdf IS NULL`: when two render at once, the first stored wins and both return it).
 * Undefined when there is no such document.
 */
export async function pdfOf(db: Database, documentId: string): Promise<DocumentPdf | undefined> {
  const [row] = await db
    .select({ number: taxDocuments.number, pdf: taxDocuments.pdf, snapshot: taxDocuments.snapshot })
    .from(taxDocuments)
    .where(eq(taxDocuments.id, documentId));
  if (!row) return undefined;
  const fileName = pdfFileName(row.number);
  if (row.pdf) return { fileName, content: row.pdf };

  const rendered = await renderTaxDocumentPdf(row.snapshot as TaxDocumentSnapshot);
  const [stored] = await db
    .update(taxDocuments)
    .set({ pdf: rendered })
    .where(and(eq(taxDocuments.id, documentId), isNull(taxDocuments.pdf)))
    .returning({ id: taxDocuments.id });
  if (stored) return { fileName, content: rendered };
  const [winner] = await db
    .select({ pdf: taxDocuments.pdf })
    .from(taxDocuments)
    .where(eq(taxDocuments.id, documentId));
  return { fileName, content: winner?.pdf ?? rendered };
}

/** Document `documentId`'s PDF as a mail attachment (the shipped mail's invoice); undefined when none. */
export async function pdfAttachment(db: Database, documentId: string): Promise<MailAttachment | undefined> {
  const pdf = await pdfOf(db, documentId);
  return pdf && { filename: pdf.fileName, content: pdf.content, contentType: 'application/pdf' };
}
