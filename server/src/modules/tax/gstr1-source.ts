/** SQL for GSTR-1 (ADR 0056): the documents of a period, each credit note with the invoice it corrects. */
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/client.ts';
import type { TaxDocumentSnapshot } from './document.ts';
import { taxDocuments } from './tables.ts';

/** A document of the period as GSTR-1 reads it. */
export interface Gstr1Document {
  snapshot: TaxDocumentSnapshot;
  /** The series it is numbered in: "2026-27" and its position from 1. */
  financialYear: string;
  sequence: number;
  /** For a credit note, the snapshot of the document it corrects (issued in any period); else null. */
  corrected: TaxDocumentSnapshot | null;
}

const original = alias(taxDocuments, 'original');

/** Every document issued in [from, to), oldest first (kind, then number within an instant). */
export async function selectGstr1Documents(
  db: Database,
  range: { from: Date; to: Date },
): Promise<Gstr1Document[]> {
  const rows = await db
    .select({
      snapshot: taxDocuments.snapshot,
      financialYear: taxDocuments.financialYear,
      sequence: taxDocuments.sequence,
      corrected: original.snapshot,
    })
    .from(taxDocuments)
    .leftJoin(original, eq(original.id, taxDocuments.correctsDocumentId))
    .where(and(gte(taxDocuments.issuedAt, range.from), lt(taxDocuments.issuedAt, range.to)))
    .orderBy(asc(taxDocuments.issuedAt), asc(taxDocuments.kind), asc(taxDocuments.sequence));
  return rows.map((row) => ({
    snapshot: row.snapshot as TaxDocumentSnapshot,
    financialYear: row.financialYear,
    sequence: row.sequence,
    corrected: (row.corrected as TaxDocumentSnapshot | null) ?? null,
  }));
}
