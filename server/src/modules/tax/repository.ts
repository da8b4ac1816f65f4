/** SQL on tax_documents: insert once, read an order's documents, and a month's for the back office. */
import { and, asc, count, eq, gte, lt, ne } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import type { TaxDocumentSnapshot } from './document.ts';
import type { DocumentNumber } from './numbering.ts';
import { taxDocuments } from './tables.ts';

/** A tax_documents row as stored (snapshot untyped jsonb, money in paise). */
export type TaxDocumentRow = typeof taxDocuments.$inferSelect;

/** Inserts a document (numbered, snapshot taken); resolves with its id. */
export async function insertTaxDocument(
  db: Database,
  document: {
    orderId: string;
    numbering: DocumentNumber;
    snapshot: TaxDocumentSnapshot;
    issuedAt: Date;
    correctsDocumentId?: string | null;
  },
): Promise<string> {
  const [row] = await db
    .insert(taxDocuments)
    .values({
      orderId: document.orderId,
      kind: document.snapshot.kind,
      number: document.numbering.number,
      financialYear: document.numbering.financialYear,
      sequence: document.numbering.sequence,
      correctsDocumentId: document.correctsDocumentId ?? null,
      snapshot: document.snapshot,
      totalPaise: document.snapshot.totals.totalPaise,
      issuedAt: document.issuedAt,
    })
    .returning({ id: taxDocuments.id });
  if (!row) throw new Error('tax_documents insert returned no row');
  return row.id;
}

/** The tax invoice or bill of supply of order `orderId` (not its credit note), or undefined. */
export async function selectSaleDocument(db: Database, orderId: string) {
  const [row] = await db
    .select({
      id: taxDocuments.id,
      number: taxDocuments.number,
      issuedAt: taxDocuments.issuedAt,
      snapshot: taxDocuments.snapshot,
    })
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, orderId), ne(taxDocuments.kind, 'credit_note')));
  return row && { ...row, snapshot: row.snapshot as TaxDocumentSnapshot };
}

/** A document of the month's list: its snapshot says the rest. */
export interface ListedDocument {
  id: string;
  orderId: string;
  snapshot: TaxDocumentSnapshot;
}

/**
 * Documents issued in [from, to), oldest first (kind, then number within an instant); `kind` narrows;
 * `page` from 1. Resolves with the page's rows and the count of all.
 */
export async function selectDocumentsIssued(
  db: Database,
  range: { from: Date; to: Date; kind?: TaxDocumentSnapshot['kind'] },
  paging?: { page: number; perPage: number },
): Promise<{ total: number; rows: ListedDocument[] }> {
  const where = and(
    gte(taxDocuments.issuedAt, range.from),
    lt(taxDocuments.issuedAt, range.to),
    range.kind ? eq(taxDocuments.kind, range.kind) : undefined,
  );
  const query = db
    .select({ id: taxDocuments.id, orderId: taxDocuments.orderId, snapshot: taxDocuments.snapshot })
    .from(taxDocuments)
    .where(where)
    .orderBy(asc(taxDocuments.issuedAt), asc(taxDocuments.kind), asc(taxDocuments.sequence));
  const rows = paging
    ? await query.limit(paging.perPage).offset((paging.page - 1) * paging.perPage)
    : await query;
  const total = paging
    ? ((await db.select({ total: count() }).from(taxDocuments).where(where))[0]?.total ?? 0)
    : rows.length;
  return { total, rows: rows.map((row) => ({ ...row, snapshot: row.snapshot as TaxDocumentSnapshot })) };
}
