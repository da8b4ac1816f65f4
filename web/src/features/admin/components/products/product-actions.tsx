import { pieceCopyMessages } from '@shahi/contract';
import type { AdminProduct } from '@shahi/contract/schemas';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/dialog.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { type ProductAction, useProductAction } from '#web/features/admin/api/products/product-action.ts';
import { failureMessage } from '#web/lib/error-message.ts';

const confirmations: Record<
  Exclude<ProductAction, 'duplicate' | 'publish'>,
  { title: string; text: string; label: string }
> = {
  'mark-sold': {
    title: 'Mark as sold offline?',
    text: 'The piece leaves the shop at once, as if bought. Use it for a piece sold in the workshop.',
    label: 'Mark sold',
  },
  archive: {
    title: 'Archive this piece?',
    text: 'The piece is withdrawn: no longer listed, its page no longer reachable. Orders keep it.',
    label: 'Archive',
  },
};

/**
 * Duplicate (a hidden copy, opened at once to be changed), Publish (a hidden piece goes on sale;
 * the server keeps hidden one that was ever ordered), Mark sold offline and Archive (each
 * confirmed first).
 */
export function ProductActions({
  product,
  onDone,
}: {
  product: AdminProduct;
  onDone: (message: string) => void;
}) {
  const action = useProductAction(product._id);
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState<Exclude<ProductAction, 'duplicate' | 'publish'> | null>(null);
  const error = action.isError ? failureMessage(action.error, 'The piece could not be changed.') : '';

  const run = (kind: ProductAction) =>
    action.mutate(kind, {
      onSuccess: (result) => {
        setConfirming(null);
        if (kind === 'duplicate') {
          navigate(`/admin/products/${result.product._id}`, {
            state: { flash: result.message || pieceCopyMessages.duplicatedHidden },
          });
        } else onDone(result.message);
      },
    });

  return (
    <div className="flex flex-col gap-2">
      {product.status === 'archived' ? (
        <p className="text-sm font-semibold text-ink">{pieceCopyMessages.hiddenNote}</p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {product.status === 'archived' ? (
          <Button size="sm" disabled={action.isPending} onClick={() => run('publish')}>
            Publish
          </Button>
        ) : null}
        <Button variant="outline" size="sm" disabled={action.isPending} onClick={() => run('duplicate')}>
          Duplicate
        </Button>
        {product.status === 'available' ? (
          <Button variant="outline" size="sm" onClick={() => setConfirming('mark-sold')}>
            Mark sold offline
          </Button>
        ) : null}
        {product.status !== 'archived' ? (
          <Button variant="outline" size="sm" onClick={() => setConfirming('archive')}>
            Archive
          </Button>
        ) : null}
      </div>
      {error && !confirming ? <FormAlert tone="error">{error}</FormAlert> : null}
      {confirming ? (
        <ConfirmDialog
          title={confirmations[confirming].title}
          confirmLabel={confirmations[confirming].label}
          busyLabel="Saving..."
          busy={action.isPending}
          error={error ? <FormAlert tone="error">{error}</FormAlert> : null}
          onConfirm={() => run(confirming)}
          onCancel={() => {
            action.reset();
            setConfirming(null);
          }}
        >
          {confirmations[confirming].text}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
