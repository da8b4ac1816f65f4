import type { ReactNode } from 'react';

/** A centred display heading with a gold rule, as used for home sections and listings. */
export function SectionHeading({
  id,
  children,
  level = 2,
}: {
  id?: string;
  children: ReactNode;
  level?: 1 | 2;
}) {
  const Tag = level === 1 ? 'h1' : 'h2';
  return (
    <div className="mb-6 flex flex-col items-center gap-2 text-center">
      <Tag id={id} className="font-display text-3xl font-semibold text-maroon-700 md:text-4xl">
        {children}
      </Tag>
      <span aria-hidden="true" className="flex items-center gap-2 text-gold-500">
        <span className="h-px w-12 bg-gold-500" />
        <span className="text-xs">◆</span>
        <span className="h-px w-12 bg-gold-500" />
      </span>
    </div>
  );
}
