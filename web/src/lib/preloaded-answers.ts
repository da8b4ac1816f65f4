/**
 * API answers the server embedded in the page (docs/decisions/0015): the first reads a page makes (its
 * product, its collection's listing, the home banners) sent along with the HTML, so that the first
 * render waits for no round trip. The server writes them into a JSON data block (never executed;
 * server/src/pages/page-hints.ts). Each answer stands in for one call with the same method,
 * path and body, once, and only while it is as fresh as the query client's data (60 s after the
 * page started loading); any other call, and every later one, goes to the network. The app's query
 * client takes the answers it knows the queries of before the first render (app/provider.tsx).
 */

/** The id of the `<script type="application/json">` element the server writes. */
export const PRELOADED_ANSWERS_ID = 'shop-preloaded-answers';

/** An embedded answer is used only this long after navigation start (the query client's staleTime). */
export const PRELOADED_ANSWER_MAX_AGE_MS = 60_000;

/** One embedded answer: the call it stands for and the envelope's `data`. */
export interface PreloadedAnswer {
  method: string;
  path: string;
  body?: unknown;
  data: unknown;
}

let waiting: PreloadedAnswer[] | undefined;

function isAnswer(value: unknown): value is PreloadedAnswer {
  if (!value || typeof value !== 'object') return false;
  const answer = value as Record<string, unknown>;
  return typeof answer.method === 'string' && typeof answer.path === 'string' && 'data' in answer;
}

function readAnswers(): PreloadedAnswer[] {
  const element = typeof document === 'undefined' ? null : document.getElementById(PRELOADED_ANSWERS_ID);
  if (element?.getAttribute('type') !== 'application/json') return [];
  try {
    const parsed: unknown = JSON.parse(element?.textContent ?? '');
    return Array.isArray(parsed) ? parsed.filter(isAnswer) : [];
  } catch {
    return [];
  }
}

/** JSON with object keys sorted, so that two bodies compare equal whatever their key order. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

/** A POST without a body sends `{}` (api-client.ts); a GET sends none. */
function sentBody(method: string, body: unknown): string {
  return canonicalJson(body ?? (method === 'GET' ? null : {}));
}

/** The answers still waiting; none once the page is too old for them. */
function waitingAnswers(): PreloadedAnswer[] {
  waiting ??= readAnswers();
  if (waiting.length > 0 && performance.now() > PRELOADED_ANSWER_MAX_AGE_MS) waiting = [];
  return waiting;
}

/** Offers every waiting answer to `consume`; those it takes (returns true for) are taken out. */
export function consumePreloadedAnswers(consume: (answer: PreloadedAnswer) => boolean): void {
  waiting = waitingAnswers().filter((answer) => !consume(answer));
}

/**
 * The embedded answer to `method path` with `body`, taken out so it serves only once; undefined
 * when there is none or the page is too old for it.
 */
export function takePreloadedAnswer(
  method: string,
  path: string,
  body?: unknown,
): { data: unknown } | undefined {
  if (method !== 'GET' && method !== 'POST') return undefined;
  const answers = waitingAnswers();
  if (answers.length === 0) return undefined;
  const key = sentBody(method, body);
  const index = answers.findIndex(
    (answer) => answer.method === method && answer.path === path && sentBody(method, answer.body) === key,
  );
  if (index < 0) return undefined;
  const [answer] = answers.splice(index, 1);
  return answer && { data: answer.data };
}

/** Forgets what was read, so the next call reads the page again (tests). */
export function resetPreloadedAnswers(): void {
  waiting = undefined;
}
