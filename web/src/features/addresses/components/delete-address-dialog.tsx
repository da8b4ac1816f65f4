import { Trans, useLingui } from '@lingui/react/macro';
import { messages, type SavedAddress } from '@shahi/contract';
import { ConfirmDialog } from '#web/components/ui/dialog.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { useDeleteAddress } from '#web/features/addresses/api/save-address.ts';
import { failureMessage } from '#web/lib/error-message.ts';
import { useSession } from '#web/lib/session.ts';

/** "Delete this address?" with Cancel and Delete; a failure ("Failed to delete address", "Address not found") stays in the dialog. */
export function DeleteAddressDialog({ address, onClose }: { address: SavedAddress; onClose: () => void }) {
  const removal = useDeleteAddress(useSession().user?.userId ?? '');
  const { t } = useLingui();
  const name = address.name;
  const street = address.address;
  return (
    <ConfirmDialog
      title={t`Delete address?`}
      confirmLabel={t`Delete`}
      busyLabel={t`Deleting...`}
      busy={removal.isPending}
      error={
        removal.isError ? (
          <FormAlert tone="error">{failureMessage(removal.error, messages.failedToDeleteAddress)}</FormAlert>
        ) : null
      }
      onConfirm={() => removal.mutate(address._id, { onSuccess: onClose })}
      onCancel={onClose}
    >
      <p>
        <Trans>
          “{name}” — {street} — will be removed from your saved addresses.
        </Trans>
      </p>
    </ConfirmDialog>
  );
}
