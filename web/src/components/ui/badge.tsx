import type { ReactNode } from 'react';

export type BadgeTone = 'sold' | 'reserved' | 'sale';

const toneClasses: Record<BadgeTone, string> = {
  sold: 'bg-ink text-ivory',
  reserved: 'bg-gold-100 text-maroon-900 ring-1 ring-gold-500',
  sale: 'bg-sale text-white',
};

/** A small uppercase label (Sold, Reserved, N% OFF). */
export function Badge({
  tone,
  children,
  className = '',
}: {
  tone: BadgeTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={`inline-block rounded-sm px-2 py-0.5 text-xs font-bold uppercase tracking-wider ${toneClasses[tone]} ${className}`}
    >
      {children}
    </span>
  );
}
