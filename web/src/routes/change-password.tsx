import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { ChangePasswordForm } from '#web/features/auth/components/change-password-form.tsx';
import { AuthPage } from './auth-page.tsx';

/** `/auth/changepassword`: old, new and confirm; the `token` query parameter, when present, names the session. */
export function ChangePasswordRoute() {
  const { t } = useLingui();
  const [searchParams] = useSearchParams();
  return (
    <AuthPage title={t`Change Password`}>
      <ChangePasswordForm urlToken={searchParams.get('token') || undefined} />
    </AuthPage>
  );
}
