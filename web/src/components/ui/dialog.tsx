import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { buttonClasses } from './button.tsx';

interface DialogProps {
  title: string;
  /** Called on Escape, on the close button, and whenever the dialog closes itself. */
  onClose: () => void;
  children: ReactNode;
  /** Wider dialogs hold forms. */
  size?: 'sm' | 'md';
}

/**
 * A modal dialog on the native <dialog> (showModal: focus kept inside, the page behind inert,
 * Escape closes). Mount it to open it; focus goes to the element marked `data-autofocus`, and on
 * unmount back to what had it before.
 */
export function Dialog({ title, onClose, children, size = 'md' }: DialogProps) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    // The first field, or the safe button, marked `data-autofocus`; else the browser's choice.
    dialog?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      if (dialog?.open) dialog.close();
      opener?.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: the owner decides (it unmounts the dialog), so the close is not doubled.
        event.preventDefault();
        closeRef.current();
      }}
      className={`m-auto w-[calc(100%-2rem)] rounded-sm border border-gold-300 bg-ivory p-0 text-ink shadow-xl backdrop:bg-ink/60 ${
        size === 'sm' ? 'max-w-md' : 'max-w-xl'
      }`}
    >
      <div className="flex items-start justify-between gap-4 border-b border-gold-300 px-5 py-4">
        <h2 id={titleId} className="font-display text-2xl font-semibold text-maroon-700">
          {title}
        </h2>
        <button
          type="button"
          aria-label={t`Close`}
          onClick={() => closeRef.current()}
          className="-mt-1 -mr-2 flex h-11 w-11 items-center justify-center rounded-sm text-2xl text-ink-muted hover:text-maroon-700"
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="max-h-[75vh] overflow-y-auto px-5 py-5">{children}</div>
    </dialog>
  );
}

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The confirm button's text while the action runs. */
  busyLabel?: string;
  busy?: boolean;
  /** Shown above the buttons when the action failed. */
  error?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Are you sure?" as a small modal: the question, Cancel (focused first) and the action. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busyLabel,
  busy = false,
  error,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog title={title} onClose={onCancel} size="sm">
      <div className="flex flex-col gap-5">
        <div className="text-ink">{children}</div>
        {error}
        <div className="flex flex-wrap justify-end gap-3">
          <button
            type="button"
            data-autofocus
            onClick={onCancel}
            disabled={busy}
            className={buttonClasses('outline')}
          >
            <Trans>Cancel</Trans>
          </button>
          <button type="button" onClick={onConfirm} disabled={busy} className={buttonClasses('primary')}>
            {busy && busyLabel ? busyLabel : confirmLabel}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
