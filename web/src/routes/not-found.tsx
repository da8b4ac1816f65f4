import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { SimplePage } from './simple-page.tsx';

/** Any unknown path: "Page not found" with a way home. */
export function NotFoundRoute() {
  const { t } = useLingui();
  return (
    <SimplePage title={t`Page not found`}>
      <p>
        <Trans>We could not find the page you were looking for.</Trans>
      </p>
      <Link to="/" className={buttonClasses('primary')}>
        <Trans>Back to Home</Trans>
      </Link>
    </SimplePage>
  );
}
