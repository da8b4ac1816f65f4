import { type PinCodeFill, type PinCodeFillTarget, usePinCodeFill } from './use-pin-code-fill.ts';

/**
 * The line under an address form's PIN code (ADR 0064): the directory's district and state, the
 * soft "is the state right?" hint when the chosen state is another, or that India Post lists no
 * such PIN. Announced politely; never blocks saving.
 */
export function PinCodeNote({ fill, className = '' }: { fill: PinCodeFill; className?: string }) {
  const text = fill.stateHint || fill.unknown || fill.place;
  if (!text) return null;
  const warn = Boolean(fill.stateHint || fill.unknown);
  return (
    <p
      data-testid="pin-code-note"
      aria-live="polite"
      className={`text-sm ${warn ? 'rounded-sm border-l-4 border-gold-500 bg-parchment px-3 py-2 text-ink' : 'text-ink-muted'} ${className}`}
    >
      {text}
    </p>
  );
}

/** Fills city and state from the PIN typed in `target`'s form and shows the line under it. */
export function PinCodeAssist({ target, className }: { target: PinCodeFillTarget; className?: string }) {
  const fill = usePinCodeFill(target);
  return <PinCodeNote fill={fill} {...(className ? { className } : {})} />;
}
