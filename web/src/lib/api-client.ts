/**
 * The one way the storefront talks to the API (docs/product.md#the-api): JSON to `/api`, a 40 s timeout,
 * the bearer token only while unexpired, envelopes unwrapped, failures turned into ApiError whose
 * message is in the page's language (the contract's catalogue; docs/decisions/0065-three-languages.md).
 */
import { API_TIMEOUT_MS, messages } from '@shahi/contract';
import { clearAuthToken, getValidAuthToken } from './auth-token.ts';
import { translateMessage } from './i18n.ts';
import { takePreloadedAnswer } from './preloaded-answers.ts';
import { notifyUnauthorized } from './unauthorized.ts';

/** Every API path is appended to this: the server answers the API and the shop on one origin. */
export const API_BASE_PATH = '/api';

/**
 * An API failure: the message to show (the server's English answer translated into the page's
 * language when the catalogue holds it), the HTTP status (0 without a response), a code, and
 * whether the message is the server's own wording (else one of the client's fallbacks).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly fromServer: boolean;

  constructor(message: string, status: number, code: string, fromServer = false) {
    super(message);
    this.status = status;
    this.code = code;
    this.fromServer = fromServer;
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions {
  method?: HttpMethod;
  /** Sent as JSON; POST, PUT and PATCH send `{}` when absent. */
  body?: unknown;
  /** The caller's cancellation (TanStack Query passes one); a cancelled call rethrows its reason. */
  signal?: AbortSignal;
  /** When false, a 401 neither clears the token nor leads to /login (e.g. a wrong password). */
  redirectOnUnauthorized?: boolean;
  /** What /login tells the shopper when this call's 401 sends them there (e.g. at checkout). */
  unauthorizedNotice?: string;
  /**
   * The request outlives the page (fetch's `keepalive`): for a call fired just before the browser
   * loads another page (the language switcher's `PUT /api/my-locale`).
   */
  keepalive?: boolean;
}

/** A whole success envelope, for calls whose answer sits beside `data` (`POST /order/create`'s order). */
export type ApiEnvelope<T extends object = Record<string, never>> = {
  success: true;
  data?: unknown;
  message?: string;
} & T;

const networkError = () => new ApiError(translateMessage(messages.networkError), 0, 'NETWORK_ERROR');
const unexpectedError = () => new ApiError(translateMessage(messages.unexpectedError), 0, 'UNEXPECTED_ERROR');

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function failure(payload: Record<string, unknown> | undefined, status: number): ApiError {
  const serverMessage = nonEmptyString(payload?.message) ?? nonEmptyString(payload?.error);
  const code = nonEmptyString(payload?.code) ?? `HTTP_${status}`;
  return new ApiError(
    translateMessage(serverMessage ?? messages.anErrorOccurred),
    status,
    code,
    serverMessage !== undefined,
  );
}

function buildHeaders(hasBody: boolean): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  if (hasBody) headers.set('Content-Type', 'application/json');
  const token = getValidAuthToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

async function readEnvelope(
  response: Response,
  redirectOnUnauthorized: boolean,
  unauthorizedNotice: string | undefined,
): Promise<Record<string, unknown>> {
  const text = await response.text();
  let payload: Record<string, unknown> | undefined;
  try {
    payload = text ? asRecord(JSON.parse(text)) : undefined;
  } catch {
    if (response.ok) throw unexpectedError();
  }
  if (!response.ok) {
    if (response.status === 401 && redirectOnUnauthorized) {
      clearAuthToken();
      notifyUnauthorized(unauthorizedNotice);
    }
    throw failure(payload, response.status);
  }
  if (!payload || typeof payload.success !== 'boolean') throw unexpectedError();
  if (!payload.success) throw failure(payload, response.status);
  return payload;
}

/** Calls `/api{path}` and resolves with the whole success envelope; rejects with an ApiError. */
export async function apiRequestEnvelope<T extends object>(
  path: string,
  options: ApiRequestOptions = {},
): Promise<ApiEnvelope<T>> {
  const {
    method = 'GET',
    body,
    signal,
    redirectOnUnauthorized = true,
    unauthorizedNotice,
    keepalive,
  } = options;
  const sendsBody =
    method === 'POST' ||
    method === 'PUT' ||
    method === 'PATCH' ||
    (method === 'DELETE' && body !== undefined);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, API_TIMEOUT_MS);
  const cancel = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', cancel, { once: true });
  if (signal?.aborted) cancel();

  try {
    const response = await fetch(`${API_BASE_PATH}${path}`, {
      method,
      headers: buildHeaders(sendsBody),
      body: sendsBody ? JSON.stringify(body ?? {}) : undefined,
      signal: controller.signal,
      ...(keepalive ? { keepalive } : {}),
    }).catch((error: unknown) => {
      if (signal?.aborted && !timedOut) throw error;
      throw networkError();
    });
    return (await readEnvelope(response, redirectOnUnauthorized, unauthorizedNotice)) as ApiEnvelope<T>;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (signal?.aborted && !timedOut) throw error;
    if (timedOut) throw networkError();
    throw unexpectedError();
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }
}

/**
 * Calls `/api{path}` and resolves with the envelope's `data`; rejects with an ApiError. The first
 * call a page makes for an answer the server embedded in it is answered from there
 * (preloaded-answers.ts).
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const preloaded = options.signal?.aborted
    ? undefined
    : takePreloadedAnswer(options.method ?? 'GET', path, options.body);
  if (preloaded) return preloaded.data as T;
  return (await apiRequestEnvelope(path, options)).data as T;
}

/** `GET /api{path}` → the envelope's data. */
export function apiGet<T>(
  path: string,
  options: Omit<ApiRequestOptions, 'method' | 'body'> = {},
): Promise<T> {
  return apiRequest<T>(path, { ...options, method: 'GET' });
}

/** `POST /api{path}` with a JSON body (`{}` when none) → the envelope's data. */
export function apiPost<T>(
  path: string,
  body?: unknown,
  options: Omit<ApiRequestOptions, 'method' | 'body'> = {},
): Promise<T> {
  return apiRequest<T>(path, { ...options, method: 'POST', body });
}

/** `PUT /api{path}` with a JSON body (`{}` when none) → the envelope's data. */
export function apiPut<T>(
  path: string,
  body?: unknown,
  options: Omit<ApiRequestOptions, 'method' | 'body'> = {},
): Promise<T> {
  return apiRequest<T>(path, { ...options, method: 'PUT', body });
}

/** `PATCH /api{path}` with a JSON body (`{}` when none) → the envelope's data. */
export function apiPatch<T>(
  path: string,
  body?: unknown,
  options: Omit<ApiRequestOptions, 'method' | 'body'> = {},
): Promise<T> {
  return apiRequest<T>(path, { ...options, method: 'PATCH', body });
}
