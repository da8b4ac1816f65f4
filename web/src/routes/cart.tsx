import { Link } from 'react-router';
import { buttonClasses } from '../components/ui/button.tsx';
import { SimplePage } from './simple-page.tsx';

/** `/cart`: the shopping bag needs a login (spec §2); the bag itself comes with accounts. */
export function CartRoute() {
  return (
    <SimplePage title="Shopping Bag">
      <p>You must log in to view your cart</p>
      <Link to="/login" className={buttonClasses('primary')}>
        Login
      </Link>
    </SimplePage>
  );
}
