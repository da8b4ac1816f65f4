import { Button } from '#web/components/ui/button.tsx';
import { Notice } from '#web/components/ui/notice.tsx';
import { failureMessage } from '#web/lib/error-message.ts';

/** A failed read in place of its content: the server's message (or `fallback`) and Retry. */
export function QueryError({
  error,
  fallback,
  onRetry,
}: {
  error: unknown;
  fallback: string;
  onRetry: () => void;
}) {
  return (
    <Notice
      tone="error"
      title={fallback}
      actions={
        <Button variant="outline" size="sm" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {failureMessage(error, '')}
    </Notice>
  );
}
