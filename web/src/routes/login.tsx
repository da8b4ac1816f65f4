import { Link } from 'react-router';
import { buttonClasses } from '../components/ui/button.tsx';
import { SimplePage } from './simple-page.tsx';

/** `/login`: a minimal page until accounts ship (a later issue builds the form). */
export function LoginRoute() {
  return (
    <SimplePage title="Login">
      <p>
        Customer accounts are being set up. Signing in, the shopping bag and checkout will open here; until
        then every piece can be browsed freely.
      </p>
      <Link to="/" className={buttonClasses('primary')}>
        Continue browsing
      </Link>
    </SimplePage>
  );
}
