import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { Order, OrderDocument } from '@shahi/contract';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { downloadTaxDocument, type TaxDocumentPath } from '#web/features/orders/api/get-tax-document.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { translateMessage } from '#web/lib/i18n.ts';

interface Download {
  path: TaxDocumentPath;
  document: OrderDocument;
  label: MessageDescriptor;
}

function downloadsOf(order: Order): Download[] {
  const { invoice, creditNote } = order.documents ?? { invoice: null, creditNote: null };
  const list: Download[] = [];
  if (invoice) {
    const label =
      invoice.kind === 'bill_of_supply' ? msg`Download invoice / cash memo` : msg`Download invoice`;
    list.push({ path: 'invoice', document: invoice, label });
  }
  if (creditNote) list.push({ path: 'credit-note', document: creditNote, label: msg`Download credit note` });
  return list;
}

/**
 * The order's tax documents as download buttons (docs/product.md#my-orders): "Download invoice"
 * (or "Download invoice / cash memo" of a seller not registered under GST) once the order ships, "Download credit note" once a shipped order
 * is cancelled. Nothing before either exists. A failed download says why under the buttons.
 */
export function OrderDocuments({ order, termClassName }: { order: Order; termClassName: string }) {
  const { i18n } = useLingui();
  const [pending, setPending] = useState<TaxDocumentPath | null>(null);
  const [error, setError] = useState<string | null>(null);
  const downloads = downloadsOf(order);
  if (downloads.length === 0) return null;

  async function download({ path, document }: Download) {
    setPending(path);
    setError(null);
    try {
      await downloadTaxDocument(order._id, path, document);
    } catch (failure) {
      setError(
        failure instanceof ApiError
          ? translateMessage(failure.message)
          : i18n._(msg`The document could not be downloaded.`),
      );
    } finally {
      setPending(null);
    }
  }

  return (
    <div>
      <dt className={termClassName}>
        <Trans>Tax documents</Trans>
      </dt>
      <dd className="mt-1 flex flex-col gap-2">
        {downloads.map((item) => (
          <div key={item.path} className="flex flex-col gap-0.5">
            <Button
              variant="outline"
              size="sm"
              disabled={pending !== null}
              onClick={() => void download(item)}
            >
              {pending === item.path ? <Trans>Preparing…</Trans> : i18n._(item.label)}
            </Button>
            <span className="text-xs text-ink-muted">{`${item.document.number} · PDF`}</span>
          </div>
        ))}
        {error ? (
          <p role="alert" className="text-sm text-maroon-700">
            {error}
          </p>
        ) : null}
      </dd>
    </div>
  );
}
