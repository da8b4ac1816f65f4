/**
 * "The API answered 401" as a tiny event, so the API client needs no router: the app's
 * layout subscribes and navigates to /login.
 */
type Listener = (notice: string | undefined) => void;

const listeners = new Set<Listener>();

/**
 * The notice of the latest 401, kept for a moment: two redirects to /login race after a 401 (the
 * layout's listener, and the guard of a page that needs a login once the session is gone), so both
 * read it here and whichever wins carries it.
 */
let recentNotice: { text: string; at: number } | undefined;
const NOTICE_LIFETIME_MS = 5_000;

/** Subscribes to 401 answers; the listener gets the call's notice, if any. Returns the unsubscribe function. */
export function onUnauthorized(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Tells every subscriber that the session is no longer valid, with what /login should say about it. */
export function notifyUnauthorized(notice?: string): void {
  recentNotice = notice ? { text: notice, at: Date.now() } : undefined;
  for (const listener of listeners) listener(notice);
}

/** The navigation state of a redirect to /login: where to return and, right after a 401 that had one, its notice. */
export function loginRedirectState(from: string): { from: string; notice?: string } {
  if (recentNotice && Date.now() - recentNotice.at <= NOTICE_LIFETIME_MS) {
    return { from, notice: recentNotice.text };
  }
  return { from };
}
