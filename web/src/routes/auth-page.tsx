import type { ReactNode } from 'react';
import { SectionHeading } from '#web/components/ui/section-heading.tsx';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';

/** The frame of the account pages: a centred heading, a short lead and a card holding the form. */
export function AuthPage({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-10 md:py-16">
      <SectionHeading level={1}>{title}</SectionHeading>
      {lead ? <p className="-mt-2 mb-6 text-center text-ink-muted">{lead}</p> : null}
      <div className="rounded-sm border border-gold-300 bg-white p-5 shadow-sm sm:p-8">{children}</div>
    </div>
  );
}
