interface ReorderButtonsProps {
  /** What is moved, for the buttons' names ("Move Sarees up"). */
  name: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  disabled?: boolean;
  /** "up"/"down" in lists, "left"/"right" among photos. */
  axis?: 'vertical' | 'horizontal';
}

const arrowClasses =
  'flex h-11 w-11 items-center justify-center rounded-sm border border-gold-700 bg-white text-lg text-maroon-700 hover:bg-maroon-50 disabled:cursor-not-allowed disabled:opacity-40';

/** Two buttons moving an entry one place earlier or later (keyboard- and thumb-friendly reordering). */
export function ReorderButtons({
  name,
  index,
  count,
  onMove,
  disabled = false,
  axis = 'vertical',
}: ReorderButtonsProps) {
  const [before, after] = axis === 'vertical' ? ['up', 'down'] : ['left', 'right'];
  const [beforeArrow, afterArrow] = axis === 'vertical' ? ['↑', '↓'] : ['←', '→'];
  return (
    <span className="flex gap-1">
      <button
        type="button"
        aria-label={`Move ${name} ${before}`}
        disabled={disabled || index === 0}
        onClick={() => onMove(index, index - 1)}
        className={arrowClasses}
      >
        <span aria-hidden="true">{beforeArrow}</span>
      </button>
      <button
        type="button"
        aria-label={`Move ${name} ${after}`}
        disabled={disabled || index === count - 1}
        onClick={() => onMove(index, index + 1)}
        className={arrowClasses}
      >
        <span aria-hidden="true">{afterArrow}</span>
      </button>
    </span>
  );
}
