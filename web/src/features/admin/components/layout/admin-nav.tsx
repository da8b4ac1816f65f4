import type { AdminOrderCounts } from '@shahi/contract/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { useOrderCounts } from '#web/features/admin/api/orders/get-order-counts.ts';

/** One section of the back office; `count` names the figure its badge shows, if any. */
export interface AdminSection {
  to: string;
  label: string;
  count?: 'orders' | 'claims' | 'requests';
}

/**
 * The back office's sections in groups, in the order the owner uses them (ADR 0063): every section
 * reachable from the menu on a phone and visible at once on a laptop.
 */
export const adminSectionGroups: ReadonlyArray<{ label: string; sections: readonly AdminSection[] }> = [
  {
    label: 'Orders',
    sections: [
      { to: '/admin/orders', label: 'Orders', count: 'orders' },
      { to: '/admin/claims', label: 'Claims', count: 'claims' },
      { to: '/admin/shipping', label: 'Shipping & returns' },
    ],
  },
  {
    label: 'Pieces',
    sections: [
      { to: '/admin/products', label: 'Products' },
      { to: '/admin/categories', label: 'Categories' },
      { to: '/admin/discounts', label: 'Discounts' },
    ],
  },
  {
    label: 'Customers',
    sections: [
      { to: '/admin/messages', label: 'Messages' },
      { to: '/admin/grievances', label: 'Grievances' },
      { to: '/admin/requests', label: 'Requests', count: 'requests' },
    ],
  },
  {
    label: 'Tax',
    sections: [
      { to: '/admin/invoices', label: 'Invoices' },
      { to: '/admin/tax-rates', label: 'GST rates' },
    ],
  },
  {
    label: 'Shop',
    sections: [
      { to: '/admin/banners', label: 'Banners' },
      { to: '/admin/testimonials', label: 'Testimonials' },
      { to: '/admin/footer', label: 'Footer' },
      { to: '/admin/seller', label: 'Seller settings' },
      { to: '/admin/backups', label: 'Backups' },
      { to: '/admin/alerts', label: 'My alerts' },
    ],
  },
];

/** Every section, flat, in menu order. */
export const adminSections: readonly AdminSection[] = adminSectionGroups.flatMap((group) => group.sections);

/** The section the path `pathname` is in (its own page or a page under it); undefined outside. */
export function sectionOf(pathname: string): AdminSection | undefined {
  return adminSections.find((section) => pathname === section.to || pathname.startsWith(`${section.to}/`));
}

/**
 * The figure of a section's badge: Orders — awaiting confirmation plus to ship (what waits for
 * the owner); Claims — open claims; Requests — new requests. 0 when the counts are not known.
 */
export function badgeCount(section: AdminSection, counts: AdminOrderCounts | undefined): number {
  if (!counts || !section.count) return 0;
  if (section.count === 'orders') return counts.awaitingConfirmation + counts.toShip;
  if (section.count === 'claims') return counts.openClaims;
  return counts.newRequests;
}

function CountBadge({ count, label }: { count: number; label: string }) {
  if (count <= 0) return null;
  return (
    <span
      data-testid={`badge-${label}`}
      className="ml-1.5 inline-flex min-w-6 items-center justify-center rounded-full bg-maroon-700 px-1.5 text-xs leading-6 font-bold text-ivory"
    >
      {count > 99 ? '99+' : count}
      <span className="sr-only"> waiting</span>
    </span>
  );
}

/** A section's link; tapping Orders reads the orders and counts again, even when already there. */
function SectionLink({
  section,
  count,
  onFollow,
  className,
}: {
  section: AdminSection;
  count: number;
  onFollow?: () => void;
  className: (active: boolean) => string;
}) {
  const queryClient = useQueryClient();
  return (
    <NavLink
      to={section.to}
      className={({ isActive }) => className(isActive)}
      onClick={() => {
        if (section.count === 'orders') void queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] });
        onFollow?.();
      }}
    >
      {section.label}
      <CountBadge count={count} label={section.label} />
    </NavLink>
  );
}

/**
 * The back office's menu (ADR 0063). On a phone (under 1024 px): a bar naming the current section
 * and a "Menu" button, with the waiting total on it, that opens every group's sections in a sheet.
 * On a laptop: the groups in one wrapping bar, every section visible without sideways scrolling.
 * Orders, Claims and Requests carry badges from the counts, read every 20 s; the current section
 * is marked with aria-current.
 */
export function AdminNav() {
  const counts = useOrderCounts();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const current = sectionOf(pathname);
  const waiting = adminSections.reduce((sum, section) => sum + badgeCount(section, counts.data), 0);

  return (
    <>
      <div className="border-b border-gold-300 bg-parchment lg:hidden">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-1.5">
          <p className="min-w-0 truncate text-sm font-semibold tracking-wider text-maroon-700 uppercase">
            <span className="sr-only">You are in: </span>
            {current?.label ?? 'Back office'}
          </p>
          <button
            type="button"
            aria-haspopup="dialog"
            aria-expanded={open}
            onClick={() => setOpen(true)}
            className="flex min-h-11 shrink-0 items-center gap-2 rounded-sm border border-maroon-700 bg-white px-4 text-sm font-semibold tracking-wider text-maroon-700 uppercase"
          >
            <span aria-hidden="true" className="text-lg leading-none">
              ☰
            </span>
            Menu
            <CountBadge count={waiting} label="Menu" />
          </button>
        </div>
      </div>
      {open ? (
        <Dialog title="Back office menu" onClose={() => setOpen(false)}>
          <nav aria-label="Back office menu">
            <ul className="flex flex-col gap-4">
              {adminSectionGroups.map((group) => (
                <li key={group.label}>
                  <h3 className="mb-1 text-xs font-semibold tracking-[0.2em] text-ink-muted uppercase">
                    {group.label}
                  </h3>
                  <ul className="grid grid-cols-2 gap-2">
                    {group.sections.map((section) => (
                      <li key={section.to}>
                        <SectionLink
                          section={section}
                          count={badgeCount(section, counts.data)}
                          onFollow={() => setOpen(false)}
                          className={(active) =>
                            `flex min-h-12 items-center rounded-sm border px-3 text-sm font-semibold ${
                              active
                                ? 'border-maroon-700 bg-maroon-700 text-ivory'
                                : 'border-gold-300 bg-white text-ink hover:border-maroon-700'
                            }`
                          }
                        />
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </nav>
        </Dialog>
      ) : null}
      <nav aria-label="Back office" className="hidden border-b border-gold-300 bg-parchment lg:block">
        <ul className="mx-auto flex max-w-6xl flex-wrap gap-x-5 gap-y-1 px-4 py-1">
          {adminSectionGroups.map((group) => (
            <li key={group.label} className="flex flex-wrap items-center gap-x-1">
              <span className="mr-1 text-[0.65rem] font-semibold tracking-[0.2em] text-ink-muted uppercase">
                {group.label}
              </span>
              <ul className="flex flex-wrap">
                {group.sections.map((section) => (
                  <li key={section.to}>
                    <SectionLink
                      section={section}
                      count={badgeCount(section, counts.data)}
                      className={(active) =>
                        `flex min-h-11 items-center border-b-3 px-2 text-sm font-semibold transition-colors ${
                          active
                            ? 'border-maroon-700 text-maroon-700'
                            : 'border-transparent text-ink hover:text-maroon-700'
                        }`
                      }
                    />
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
