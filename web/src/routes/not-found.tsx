import { Link } from 'react-router';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { SimplePage } from './simple-page.tsx';

/** Any unknown path: "Page not found" with a way home. */
export function NotFoundRoute() {
  return (
    <SimplePage title="Page not found">
      <p>We could not find the page you were looking for.</p>
      <Link to="/" className={buttonClasses('primary')}>
        Back to Home
      </Link>
    </SimplePage>
  );
}
