import { messages, type SavedAddress } from '@shahi/contract';
import { ConfirmDialog } from '../../../components/ui/dialog.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { failureMessage } from '../../../lib/error-message.ts';
import { useSession } from '../../../lib/session.ts';
import { useDeleteAddress } from '../api/save-address.ts';

/** "Delete this address?" with Cancel and Delete; a failure ("Failed to delete address", "Address not found") stays in the dialog. */
export function DeleteAddressDialog({ address, onClose }: { address: SavedAddress; onClose: () => void }) {
  const removal = useDeleteAddress(useSession().user?.userId ?? '');
  return (
    <ConfirmDialog
      title="Delete address?"
      confirmLabel="Delete"
      busyLabel="Deleting..."
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
        “{address.name}” — {address.address} — will be removed from your saved addresses.
      </p>
    </ConfirmDialog>
  );
}
