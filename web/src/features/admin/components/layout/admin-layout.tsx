import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Link, Outlet, useLocation } from 'react-router';
import { Notice } from '#web/components/ui/notice.tsx';
import { adminKeys } from '#web/features/admin/api/admin-keys.ts';
import { useLogout } from '#web/lib/logout.ts';
import { AdminHeader, headerActionClasses } from './admin-header.tsx';
import { AdminNav } from './admin-nav.tsx';

/** Skip link, header (View shop, Log out), the sections' tabs and the page; a page that crashes shows an apology in its place. */
export function AdminLayout({ crest, children }: { crest?: ReactNode; children?: ReactNode }) {
  const location = useLocation();
  const logout = useLogout();
  const queryClient = useQueryClient();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-1 focus:left-1 focus:z-[60] focus:rounded-sm focus:bg-ivory focus:px-4 focus:py-2 focus:text-maroon-700"
      >
        Skip to content
      </a>
      <AdminHeader
        crest={crest}
        actions={
          <>
            <Link to="/" className={headerActionClasses}>
              View shop
            </Link>
            <button
              type="button"
              className={headerActionClasses}
              onClick={() => {
                queryClient.removeQueries({ queryKey: adminKeys.all });
                logout();
              }}
            >
              Log out
            </button>
          </>
        }
      />
      <AdminNav />
      <main
        id="admin-main"
        tabIndex={-1}
        className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 focus:outline-none"
      >
        <ErrorBoundary
          resetKeys={[location.pathname]}
          fallback={<Notice tone="error" title="This page failed to show. Reload to try again." />}
        >
          {children ?? <Outlet />}
        </ErrorBoundary>
      </main>
    </div>
  );
}
