import type { ReactNode } from 'react';

export type BadgeTone = 'sold' | 'reserved' | 'sale' | 'green' | 'blue' | 'yellow' | 'red' | 'grey';

const toneClasses: Record<BadgeTone, string> = {
  sold: 'bg-ink text-ivory',
  reserved: 'bg-gold-100 text-maroon-900 ring-1 ring-gold-500',
  sale: 'bg-sale text-white',
  // Status colours of orders and payments (docs/product.md#my-orders); text dark enough for AA.
  green: 'bg-green-100 text-green-800 ring-1 ring-green-600/40',
  blue: 'bg-blue-100 text-blue-800 ring-1 ring-blue-600/40',
  yellow: 'bg-yellow-100 text-yellow-900 ring-1 ring-yellow-600/50',
  red: 'bg-red-100 text-red-800 ring-1 ring-red-600/40',
  grey: 'bg-gray-100 text-gray-800 ring-1 ring-gray-500/40',
};

/** A small uppercase label (Sold, Reserved, N% OFF, order and payment statuses). */
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
