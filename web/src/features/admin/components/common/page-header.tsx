import type { ReactNode } from 'react';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';

/** A back office page's heading (also the tab's title), with its actions on the right. */
export function PageHeader({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  useDocumentTitle(`${title} · Back office`);
  return (
    <div className="mb-5 flex flex-wrap items-end justify-between gap-3 border-b border-gold-300 pb-3">
      <div className="min-w-0">
        <h1 className="font-display text-3xl font-semibold text-maroon-700">{title}</h1>
        {children}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}
