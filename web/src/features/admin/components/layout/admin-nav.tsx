import { NavLink } from 'react-router';

/** The back office's sections, in the order the owner uses them. */
export const adminSections = [
  { to: '/admin/orders', label: 'Orders' },
  { to: '/admin/claims', label: 'Claims' },
  { to: '/admin/invoices', label: 'Invoices' },
  { to: '/admin/tax-rates', label: 'GST rates' },
  { to: '/admin/discounts', label: 'Discounts' },
  { to: '/admin/products', label: 'Products' },
  { to: '/admin/categories', label: 'Categories' },
  { to: '/admin/banners', label: 'Banners' },
  { to: '/admin/testimonials', label: 'Testimonials' },
  { to: '/admin/footer', label: 'Footer' },
  { to: '/admin/messages', label: 'Messages' },
  { to: '/admin/grievances', label: 'Grievances' },
  { to: '/admin/requests', label: 'Requests' },
  { to: '/admin/seller', label: 'Seller settings' },
  { to: '/admin/backups', label: 'Backups' },
] as const;

/**
 * The sections as a row of tabs under the header; on a phone the row scrolls sideways (no menu to
 * open, every section one tap away). The current section is marked with aria-current.
 */
export function AdminNav() {
  return (
    <nav aria-label="Back office" className="border-b border-gold-300 bg-parchment">
      <ul className="mx-auto flex max-w-6xl overflow-x-auto px-2 [scrollbar-width:thin]">
        {adminSections.map((section) => (
          <li key={section.to} className="shrink-0">
            <NavLink
              to={section.to}
              className={({ isActive }) =>
                `flex min-h-12 items-center border-b-3 px-3 text-sm font-semibold tracking-wider uppercase transition-colors ${
                  isActive
                    ? 'border-maroon-700 text-maroon-700'
                    : 'border-transparent text-ink hover:text-maroon-700'
                }`
              }
            >
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
