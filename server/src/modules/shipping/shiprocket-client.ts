/**
 * A small typed client of Shiprocket's REST API (ADR 0061): `POST /v1/external/auth/login` with the
 * API user's e-mail and password gives a bearer token valid 10 days, kept and renewed after 9 days
 * or at the first 401 (once); every call has a time limit, every answer is checked with a zod schema,
 * and every refusal or failure becomes a ShippingProviderError whose message the owner can act on.
 * The password and the token never appear in a message or a log. The local stand-in
 * (`shiprocket-stand-in.ts`) is reached through this same client.
 */
import type { z } from 'zod';
import { ShippingProviderError } from './provider.ts';

export interface ShiprocketClientOptions {
  /** Origin of the API, e.g. `https://apiv2.shiprocket.in` (paths start `/v1/external/`). */
  apiUrl: string;
  /** The API user's e-mail and password (Shiprocket → Settings → API → Configure). */
  email: string;
  password: string;
  /** Per-call limit in milliseconds (15 s by default). */
  timeoutMs?: number;
  /** The clock, for the token's age (tests). */
  now?: () => Date;
}

/** The token is kept 9 of its 10 days, so a call never starts with one about to lapse. */
const TOKEN_KEEP_MS = 9 * 24 * 60 * 60_000;
const DEFAULT_TIMEOUT_MS = 15_000;
/** Longest refusal text quoted back to the owner. */
const MAX_REASON = 300;

/** What a refusal's body may say: Shiprocket answers `{ message, status_code, errors? }`. */
function reasonOf(body: unknown): string {
  if (!body || typeof body !== 'object') return '';
  const { message, errors } = body as { message?: unknown; errors?: unknown };
  const parts: string[] = [];
  if (typeof message === 'string') parts.push(message);
  if (errors && typeof errors === 'object') {
    for (const value of Object.values(errors as Record<string, unknown>)) {
      const text = Array.isArray(value) ? value.filter((item) => typeof item === 'string').join(' ') : value;
      if (typeof text === 'string' && text) parts.push(text);
    }
  }
  const reason = parts.join(' ').replace(/\s+/g, ' ').trim();
  return reason.length > MAX_REASON ? `${reason.slice(0, MAX_REASON)}…` : reason;
}

/** `text` without the slashes it ends with. */
function withoutTrailingSlashes(text: string): string {
  let end = text.length;
  while (end > 0 && text[end - 1] === '/') end -= 1;
  return text.slice(0, end);
}

/** The Shiprocket REST client; one per process, shared by every request. */
export class ShiprocketClient {
  private token: { value: string; takenAt: number } | undefined;
  private login: Promise<string> | undefined;
  private readonly base: string;
  private readonly timeoutMs: number;
  private readonly now: () => Date;

  constructor(private readonly options: ShiprocketClientOptions) {
    this.base = withoutTrailingSlashes(options.apiUrl);
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.now = options.now ?? (() => new Date());
  }

  /** `GET /v1/external/<path>?query`, its JSON answer checked by `schema`. */
  get<T extends z.ZodType>(
    path: string,
    schema: T,
    query: Record<string, string | number> = {},
    call = path,
  ): Promise<z.infer<T>> {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) search.set(key, String(value));
    const suffix = search.size > 0 ? `?${search}` : '';
    return this.call('GET', `${path}${suffix}`, undefined, schema, call);
  }

  /** `POST /v1/external/<path>` with a JSON body, its JSON answer checked by `schema`. */
  post<T extends z.ZodType>(path: string, body: unknown, schema: T, call = path): Promise<z.infer<T>> {
    return this.call('POST', path, body, schema, call);
  }

  /**
   * The bytes at `url` (a label's `label_url`, on Shiprocket's file store: no token is sent there),
   * refused unless they are a PDF.
   */
  async download(url: string, call: string): Promise<Buffer> {
    if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) {
      throw new ShippingProviderError(`Shiprocket ${call}: the label's address is not a web address`, false);
    }
    const response = await this.fetch(url, { method: 'GET' }, call);
    if (!response.ok) {
      throw new ShippingProviderError(
        `Shiprocket ${call}: the label could not be fetched (HTTP ${response.status}); try again in a minute`,
        true,
        response.status,
      );
    }
    const bytes = Buffer.from(await response.arrayBuffer());
    if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') {
      throw new ShippingProviderError(`Shiprocket ${call}: the label is not a PDF`, true);
    }
    return bytes;
  }

  /** A token: the kept one while young enough, else a new login (one at a time). */
  private async bearer(): Promise<string> {
    if (this.token && this.now().getTime() - this.token.takenAt < TOKEN_KEEP_MS) return this.token.value;
    this.login ??= this.logIn().finally(() => {
      this.login = undefined;
    });
    return this.login;
  }

  private async logIn(): Promise<string> {
    const response = await this.fetch(
      `${this.base}/v1/external/auth/login`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ email: this.options.email, password: this.options.password }),
      },
      'login',
    );
    const body = await this.readJson(response);
    if (response.status === 400 || response.status === 401 || response.status === 403) {
      throw new ShippingProviderError(
        'Shiprocket refused the API user: check SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD (an API user ' +
          "made under Shiprocket's Settings → API, not the account's own login)",
        false,
        response.status,
      );
    }
    this.refuseUnlessOk(response, body, 'login');
    const token = (body as { token?: unknown } | undefined)?.token;
    if (typeof token !== 'string' || token.length === 0) {
      throw new ShippingProviderError('Shiprocket login: the answer carried no token', true);
    }
    this.token = { value: token, takenAt: this.now().getTime() };
    return token;
  }

  private async call<T extends z.ZodType>(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    schema: T,
    call: string,
  ): Promise<z.infer<T>> {
    const url = `${this.base}/v1/external/${path.replace(/^\/+/, '')}`;
    const send = async (token: string) =>
      this.fetch(
        url,
        {
          method,
          headers: {
            authorization: `Bearer ${token}`,
            accept: 'application/json',
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        },
        call,
      );
    let response = await send(await this.bearer());
    if (response.status === 401) {
      // The token lapsed or was revoked: log in again, once.
      await response.body?.cancel();
      this.token = undefined;
      response = await send(await this.bearer());
    }
    const answer = await this.readJson(response);
    this.refuseUnlessOk(response, answer, call);
    const parsed = schema.safeParse(answer);
    if (!parsed.success) {
      throw new ShippingProviderError(
        `Shiprocket ${call}: an answer the shop does not understand; try again, or book this parcel by hand`,
        true,
        response.status,
      );
    }
    return parsed.data;
  }

  /** A ShippingProviderError for any answer but 2xx: 4xx quote Shiprocket's reason, 5xx and 429 may be retried. */
  private refuseUnlessOk(response: Response, body: unknown, call: string): void {
    if (response.ok) return;
    const reason = this.scrub(reasonOf(body));
    const retryable = response.status >= 500 || response.status === 429;
    const said = reason ? `: ${reason}` : '';
    const hint = retryable ? '; try again in a few minutes' : '';
    throw new ShippingProviderError(
      `Shiprocket ${call} refused (HTTP ${response.status})${said}${hint}`,
      retryable,
      response.status,
    );
  }

  private async readJson(response: Response): Promise<unknown> {
    const text = await response.text().catch(() => '');
    if (text.trim() === '') return undefined;
    try {
      return JSON.parse(text);
    } catch {
      return undefined;
    }
  }

  /** `fetch` with the time limit; no answer becomes a retryable ShippingProviderError naming the call. */
  private async fetch(url: string, init: RequestInit, call: string): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      throw new ShippingProviderError(
        timedOut
          ? `Shiprocket ${call}: no answer within ${this.timeoutMs / 1000} s; try again in a few minutes`
          : `Shiprocket ${call}: could not be reached; try again in a few minutes`,
        true,
      );
    }
  }

  /** `text` without the password or the token, should a refusal ever echo one. */
  private scrub(text: string): string {
    let clean = text;
    for (const secret of [this.options.password, this.token?.value]) {
      if (secret) clean = clean.replaceAll(secret, '[secret]');
    }
    return clean;
  }
}
