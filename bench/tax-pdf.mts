/**
 * Tax document PDFs (ADR 0031): the time to draw one from its snapshot — the first in a process
 * (fonts read and parsed), then warm — and the size of what is stored and mailed, for each kind of
 * the test fixtures (IGST and CGST + UTGST invoices with Gurmukhi and Devanagari names, a bill of
 * supply, a credit note) and for an order of 20 pieces (two pages).
 * Usage: npx tsx bench/tax-pdf.mts [rounds=30]
 */
import { performance } from 'node:perf_hooks';
import type { TaxDocumentSnapshot } from '../server/src/modules/tax/document.ts';
import { renderTaxDocumentPdf } from '../server/src/modules/tax/pdf.ts';
import {
  billOfSupply,
  creditNote,
  igstInvoice,
  utgstInvoice,
} from '../server/src/modules/tax/pdf-fixtures.ts';

const rounds = Number(process.argv[2] ?? 30);

/** `snapshot` with its first line repeated to `count` lines (totals as printed do not matter here). */
function withLines(snapshot: TaxDocumentSnapshot, count: number): TaxDocumentSnapshot {
  const [line] = snapshot.lines;
  if (!line) throw new Error('fixture without lines');
  return {
    ...snapshot,
    lines: Array.from({ length: count }, (_, i) => ({
      ...line,
      description: `${line.description} ${i + 1}`,
    })),
  };
}

const cases: Array<[string, TaxDocumentSnapshot]> = [
  ['invoice, IGST', igstInvoice],
  ['invoice, CGST + UTGST', utgstInvoice],
  ['bill of supply', billOfSupply],
  ['credit note', creditNote],
  ['invoice, 20 pieces', withLines(igstInvoice, 20)],
];

const first = performance.now();
await renderTaxDocumentPdf(igstInvoice);
console.log(`first document in the process (fonts loaded): ${(performance.now() - first).toFixed(0)} ms`);
console.log('| document | median ms | p90 ms | bytes |');
console.log('|---|---:|---:|---:|');
for (const [name, snapshot] of cases) {
  const times: number[] = [];
  let bytes = 0;
  for (let round = 0; round < rounds; round += 1) {
    const start = performance.now();
    bytes = (await renderTaxDocumentPdf(snapshot)).length;
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  console.log(
    `| ${name} | ${at(0.5).toFixed(1)} | ${at(0.9).toFixed(1)} | ${bytes.toLocaleString('en-IN')} |`,
  );
}
