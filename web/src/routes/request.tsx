import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { SectionHeading } from '#web/components/ui/section-heading.tsx';
import { QuoteView } from '#web/features/requests/components/quote-view.tsx';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';

/** `/requests/:requestId`: the shopper's made-to-order request and its quote (ADR 0040); login needed. */
export function RequestRoute() {
  const { t } = useLingui();
  useDocumentTitle(t`Your quote`);
  const { requestId = '' } = useParams();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 md:py-14">
      <SectionHeading level={1}>{t`Your made-to-order quote`}</SectionHeading>
      <QuoteView key={requestId} requestId={requestId} />
    </div>
  );
}
