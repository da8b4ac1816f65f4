import { zodResolver } from '@hookform/resolvers/zod';
import { adminGrievanceResolveSchema, GRIEVANCE_RESOLUTION_MAX_LENGTH } from '@shahi/contract/schemas';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';

interface ResolveDialogProps {
  ticketNumber: string;
  busy: boolean;
  /** The server's refusal (e.g. 409 "already resolved"), shown above the buttons. */
  error?: string | undefined;
  onResolve: (resolution: string) => void;
  onClose: () => void;
}

/** "Resolve grievance": the resolution the complainant is mailed, checked with the server's schema. */
export function ResolveDialog({ ticketNumber, busy, error, onResolve, onClose }: ResolveDialogProps) {
  const id = useId();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(adminGrievanceResolveSchema),
    defaultValues: { resolution: '' },
  });
  const fieldError = formState.errors.resolution?.message;
  return (
    <Dialog title={`Resolve ${ticketNumber}`} onClose={onClose}>
      <form
        noValidate
        onSubmit={handleSubmit((values) => onResolve(values.resolution))}
        className="flex flex-col gap-4"
      >
        <label htmlFor={id} className="text-sm font-semibold text-ink">
          Resolution (mailed to the complainant)
        </label>
        <textarea
          id={id}
          rows={6}
          data-autofocus
          maxLength={GRIEVANCE_RESOLUTION_MAX_LENGTH}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${id}-error` : undefined}
          className="min-h-36 w-full resize-y rounded-sm border border-gold-700 bg-white px-3 py-2 text-base text-ink"
          {...register('resolution')}
        />
        {fieldError ? (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-maroon-700">
            {fieldError}
          </p>
        ) : null}
        {error ? <FormAlert tone="error">{error}</FormAlert> : null}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <SubmitButton pending={busy} pendingLabel="Resolving…">
            Resolve and mail
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
