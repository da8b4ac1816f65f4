import type { SessionUser } from '@shahi/contract';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { Button, buttonClasses } from '#web/components/ui/button.tsx';
import { Notice } from '#web/components/ui/notice.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { adminKeys } from '#web/features/admin/api/admin-keys.ts';
import { useAdminSession } from '#web/features/admin/api/session/get-admin-session.ts';
import { LoadingList } from '#web/features/admin/components/common/loading-list.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { failureMessage } from '#web/lib/error-message.ts';
import { endSession, useSession } from '#web/lib/session.ts';
import { loginRedirectState } from '#web/lib/unauthorized.ts';
import { AdminHeader } from './admin-header.tsx';
import { AdminLayout } from './admin-layout.tsx';

/**
 * The back office's door: a visitor goes to /login (and comes back), a signed-in shopper sees "No
 * access", an admin the back office. The role is the server's answer (`GET /api/admin/session`),
 * asked on every visit; the token's claims are not trusted for it.
 */
export function AdminGate({ crest }: { crest?: ReactNode }) {
  const { user } = useSession();
  const location = useLocation();
  if (!user) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/login" replace state={loginRedirectState(from)} />;
  }
  return <AdminGateFor user={user} crest={crest} />;
}

function AdminGateFor({ user, crest }: { user: SessionUser; crest?: ReactNode }) {
  const session = useAdminSession(user.userId);
  if (session.isSuccess) return <AdminLayout crest={crest} />;
  if (session.error instanceof ApiError && session.error.status === 403) {
    return <NoAccess email={user.email} crest={crest} />;
  }
  return (
    <div className="flex min-h-screen flex-col">
      <AdminHeader crest={crest} />
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
        {session.isError ? (
          <QueryError
            title="The back office could not be opened"
            compact
            onRetry={() => void session.refetch()}
          >
            {failureMessage(session.error, '')}
          </QueryError>
        ) : (
          <LoadingList label="Opening the back office" rows={3} />
        )}
      </main>
    </div>
  );
}

/** What a signed-in shopper sees at /admin: no access, and the ways out. */
export function NoAccess({ email, crest }: { email: string; crest?: ReactNode }) {
  const queryClient = useQueryClient();
  return (
    <div className="flex min-h-screen flex-col">
      <AdminHeader crest={crest} />
      <main className="flex-1 px-4 py-12">
        <Notice
          title="No access to the back office"
          actions={
            <>
              <Link to="/" className={buttonClasses('outline')}>
                Back to the shop
              </Link>
              <Button
                onClick={() => {
                  // The gate then sends the visitor to /login, which brings them back here.
                  queryClient.removeQueries({ queryKey: adminKeys.all });
                  endSession();
                }}
              >
                Log in as the owner
              </Button>
            </>
          }
        >
          {email ? `You are logged in as ${email}. ` : ''}Only the shop's owner can use the back office.
        </Notice>
      </main>
    </div>
  );
}
