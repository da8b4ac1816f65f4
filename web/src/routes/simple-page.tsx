import type { ReactNode } from 'react';
import { SectionHeading } from '#web/components/ui/section-heading.tsx';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';

/** A plain page with a heading and short text (placeholders, not-found). */
export function SimplePage({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center">
      <SectionHeading level={1}>{title}</SectionHeading>
      <div className="flex flex-col items-center gap-6 text-ink">{children}</div>
    </div>
  );
}
