/**
 * "The API answered 401" as a tiny event, so the API client needs no router: the app's
 * layout subscribes and navigates to /login.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

/** Subscribes to 401 answers; returns the unsubscribe function. */
export function onUnauthorized(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Tells every subscriber that the session is no longer valid. */
export function notifyUnauthorized(): void {
  for (const listener of listeners) listener();
}
