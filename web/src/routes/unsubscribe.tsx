import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { SectionHeading } from '#web/components/ui/section-heading.tsx';
import { UnsubscribePanel } from '#web/features/notifications/components/unsubscribe-panel.tsx';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';

/** `/unsubscribe?token=…` (ADR 0041): the link of a digest or reminder mail; no sign-in needed. */
export function UnsubscribeRoute() {
  const { t } = useLingui();
  useDocumentTitle(t`Unsubscribe`);
  const [searchParams] = useSearchParams();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 md:py-16">
      <SectionHeading level={1}>
        <Trans>Unsubscribe</Trans>
      </SectionHeading>
      <UnsubscribePanel token={searchParams.get('token') ?? ''} />
    </div>
  );
}
