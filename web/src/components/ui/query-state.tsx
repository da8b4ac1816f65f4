import type { ReactNode } from 'react';
import { QueryError } from './query-error.tsx';

/** The parts of a TanStack query result that QueryState reads. */
interface QueryLike<Data> {
  data: Data | undefined;
  error: Error | null;
  isError: boolean;
  refetch: () => unknown;
}

interface QueryStateProps<Data> {
  query: QueryLike<Data>;
  /** Shown while there is no data yet (a skeleton announced by its own label). */
  loading: ReactNode;
  /** The error notice's title: fixed text, or made from the error. */
  errorTitle: string | ((error: Error) => string);
  /** Under the error notice's title, e.g. the server's message; nothing by default. */
  errorDetail?: (error: Error) => ReactNode;
  /** Shown above the error notice, e.g. the page's header or back link that the content would bring. */
  errorHeader?: ReactNode;
  /** The error notice's Retry small and outlined (the back office). */
  compactRetry?: boolean;
  /** Classes of the error notice's outer box (its margins). */
  errorClassName?: string;
  /** Whether the data counts as empty: `empty` is shown instead of the children. */
  isEmpty?: (data: Data) => boolean;
  empty?: ReactNode;
  children: (data: Data) => ReactNode;
}

/**
 * The states of one read in place of its content: the error with Retry (even over older data), the
 * loading placeholder while no data has come, the empty message, or the children with the data.
 */
export function QueryState<Data>({
  query,
  loading,
  errorTitle,
  errorDetail,
  errorHeader,
  compactRetry,
  errorClassName,
  isEmpty,
  empty,
  children,
}: QueryStateProps<Data>) {
  if (query.isError && query.error) {
    const error = query.error;
    return (
      <>
        {errorHeader}
        <QueryError
          title={typeof errorTitle === 'string' ? errorTitle : errorTitle(error)}
          compact={compactRetry}
          className={errorClassName}
          onRetry={() => void query.refetch()}
        >
          {errorDetail?.(error)}
        </QueryError>
      </>
    );
  }
  if (query.data === undefined) return <>{loading}</>;
  if (isEmpty?.(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
