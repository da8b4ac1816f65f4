import { Trans, useLingui } from '@lingui/react/macro';
import { messages } from '@shahi/contract';
import { Link } from 'react-router';
import { Button, buttonClasses } from '#web/components/ui/button.tsx';
import { Notice } from '#web/components/ui/notice.tsx';
import { useUnsubscribe } from '#web/features/notifications/api/interests.ts';
import { failureMessage } from '#web/lib/error-message.ts';
import { translateMessage } from '#web/lib/i18n.ts';

/**
 * The unsubscribe page's panel (ADR 0041): nothing changes until the shopper presses the button,
 * which POSTs the mail's token — a mail scanner fetching the link (a GET) unsubscribes no one.
 * Works signed out; a bad or expired link says so and points to the profile's settings.
 */
export function UnsubscribePanel({ token }: { token: string }) {
  const mutation = useUnsubscribe();
  const { t } = useLingui();
  const settings = (
    <Link to="/profile?tab=updates" className={buttonClasses('outline')}>
      <Trans>E-mail settings</Trans>
    </Link>
  );
  if (!token) {
    return <Notice tone="error" title={t`This unsubscribe link is not complete`} actions={settings} />;
  }
  if (mutation.isSuccess) {
    return (
      <Notice
        title={t`You are unsubscribed`}
        actions={
          <Link to="/" className={buttonClasses('primary')}>
            <Trans>Back to the shop</Trans>
          </Link>
        }
      >
        {translateMessage(mutation.data)}
      </Notice>
    );
  }
  if (mutation.isError) {
    return (
      <Notice
        tone="error"
        title={failureMessage(mutation.error, messages.somethingWentWrongLater)}
        actions={settings}
      >
        <Trans>Sign in and open your e-mail settings to stop these e-mails there.</Trans>
      </Notice>
    );
  }
  return (
    <Notice
      title={t`Stop these e-mails?`}
      actions={
        <Button onClick={() => mutation.mutate(token)} disabled={mutation.isPending}>
          {mutation.isPending ? t`Unsubscribing...` : t`Unsubscribe`}
        </Button>
      }
    >
      <Trans>
        Press the button to stop the e-mails this link came with. You do not need to sign in, and you can ask
        for them again on your profile at any time.
      </Trans>
    </Notice>
  );
}
