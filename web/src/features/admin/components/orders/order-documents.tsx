import type { AdminOrderDetail, AdminOrderDocument, DocumentCopy } from '@shahi/contract/schemas';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { openOrderDocument } from '#web/features/admin/api/orders/get-order-document.ts';
import { formatDateTime } from '#web/features/admin/components/common/format.ts';
import { failureMessage } from '#web/lib/error-message.ts';

const KIND_LABEL: Record<AdminOrderDocument['kind'], string> = {
  invoice: 'Tax invoice',
  bill_of_supply: 'Invoice / Cash memo',
  credit_note: 'Credit note',
};

/** The copies a document downloads as: an invoice's three (CGST Rule 48(1)), a credit note's original. */
const COPIES: Array<[DocumentCopy, string]> = [
  ['original', 'Original for recipient'],
  ['duplicate', 'Duplicate for transporter'],
  ['triplicate', 'Triplicate for supplier'],
];

/**
 * The order's tax documents (docs/decisions/0059-parcel-papers-and-signatures.md): each invoice or
 * bill as its three copies, each credit note as its original, opened in a new tab to print; the
 * duplicate for the transporter goes in the parcel. Warns a registered seller without a signing
 * certificate that credit notes go out unsigned (CGST Rule 53(1A)).
 */
export function OrderDocuments({ order }: { order: AdminOrderDetail }) {
  const [error, setError] = useState('');
  const documents = order.taxDocuments ?? [];
  const open = async (document: AdminOrderDocument, copy: DocumentCopy) => {
    setError('');
    try {
      await openOrderDocument(order._id, document, copy);
    } catch (failure) {
      setError(failureMessage(failure, 'The document could not be opened.'));
    }
  };

  return (
    <div className="flex flex-col gap-3">
      {order.creditNotesUnsigned ? (
        <FormAlert tone="info">
          Credit notes are not digitally signed: add your DSC, see docs (DOCUMENT_SIGNING_P12 in the README).
        </FormAlert>
      ) : null}
      {error ? <FormAlert tone="error">{error}</FormAlert> : null}
      {documents.length === 0 ? (
        <p className="text-sm text-ink-muted">
          The invoice is issued when the order is marked shipped; its copies appear here then.
        </p>
      ) : (
        <ul className="flex flex-col gap-4">
          {documents.map((document) => (
            <li key={document.id} className="text-sm">
              <p>
                <span className="font-semibold text-ink">{KIND_LABEL[document.kind]}</span>{' '}
                <span className="font-mono">{document.number}</span>
                <span className="text-ink-muted"> · {formatDateTime(document.issuedAt)}</span>
              </p>
              <div className="mt-2 flex flex-wrap gap-2">
                {(document.kind === 'credit_note' ? COPIES.slice(0, 1) : COPIES).map(([copy, label]) => (
                  <Button
                    key={copy}
                    size="sm"
                    variant={copy === 'duplicate' ? 'gold' : 'outline'}
                    aria-label={`${label}: ${document.number}`}
                    onClick={() => void open(document, copy)}
                  >
                    {label}
                  </Button>
                ))}
              </div>
            </li>
          ))}
        </ul>
      )}
      {documents.some((document) => document.kind !== 'credit_note') ? (
        <p className="text-xs text-ink-muted">
          Print the duplicate for transporter and send it in the parcel's document pouch (CGST Rule 48).
        </p>
      ) : null}
    </div>
  );
}
