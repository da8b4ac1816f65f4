/**
 * A local stand-in of MSG91's Flow API (docs/decisions/0066-sign-in-by-mobile.md) for development
 * and tests, never production (config/env.ts refuses SMS_SANDBOX there): a real HTTP server on
 * 127.0.0.1 answering `POST /api/v5/flow` as MSG91 does, so `Msg91Client` runs unchanged against it.
 * It checks the `authkey` header and the `template_id` it was started with, and each recipient's
 * `mobiles` (`91` and a 10-digit Indian mobile) and `OTP`; each accepted SMS is handed to `onMessage`
 * with the template's text (the shop writes it to `notification_outbox`, channel `sms`, where tests
 * and the browser tests read the code). `requests` lists every call it answered.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { closeServer, listenOnLoopback } from '#server/http/loopback-server.ts';
import { smsMessages } from '#server/i18n/sms-messages.ts';
import { MSG91_CODE_VARIABLE, withoutTrailingSlashes } from './msg91-client.ts';

/** An SMS the stand-in accepted: the 10-digit number, the code and the template's text with it. */
export interface StandInSms {
  mobileNumber: string;
  code: string;
  text: string;
  requestId: string;
}

/** A call the stand-in answered. */
export interface StandInSmsRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  status: number;
}

export interface Msg91StandInOptions {
  authKey: string;
  templateId: string;
  /** Records each accepted SMS; a rejection answers 500 as MSG91 would on its own failure. */
  onMessage: (sms: StandInSms) => Promise<void>;
}

const MAX_BODY_BYTES = 64 * 1024;

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new Refusal(413, 'Request body too large');
    chunks.push(chunk as Buffer);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new Refusal(400, 'Invalid JSON');
  }
}

/** The running stand-in; start with `Msg91StandIn.start`. */
export class Msg91StandIn {
  /** Origin to use as MSG91_API_URL, e.g. `http://127.0.0.1:41234`. */
  url = '';
  /** Every call answered, oldest first. */
  readonly requests: StandInSmsRequest[] = [];
  /** Every SMS accepted, oldest first. */
  readonly messages: StandInSms[] = [];

  private readonly server = createServer((request, response) => {
    void this.handle(request, response);
  });

  private constructor(private readonly options: Msg91StandInOptions) {}

  /** Starts a stand-in on 127.0.0.1 at a free port. */
  static async start(options: Msg91StandInOptions): Promise<Msg91StandIn> {
    const standIn = new Msg91StandIn(options);
    standIn.url = await listenOnLoopback(standIn.server);
    return standIn;
  }

  /** Stops listening and forgets every connection. */
  close(): Promise<void> {
    return closeServer(this.server);
  }

  private async handle(request: IncomingMessage, response: ServerResponse) {
    let body: unknown;
    let status = 200;
    let answer: { type: string; message: string };
    try {
      const path = withoutTrailingSlashes((request.url ?? '').split('?')[0] ?? '');
      if (request.method !== 'POST' || path !== '/api/v5/flow') throw new Refusal(404, 'Not found');
      if (request.headers.authkey !== this.options.authKey) throw new Refusal(401, 'Authentication failure');
      body = await readJson(request);
      answer = { type: 'success', message: await this.accept(body) };
    } catch (error) {
      status = error instanceof Refusal ? error.status : 500;
      answer = { type: 'error', message: error instanceof Refusal ? error.message : 'Internal error' };
    }
    this.requests.push({
      method: request.method ?? '',
      path: request.url ?? '',
      headers: { ...request.headers },
      body,
      status,
    });
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer));
  }

  /** Checks a flow body, records its SMS; resolves with the request id. */
  private async accept(body: unknown): Promise<string> {
    const flow = (body ?? {}) as { template_id?: unknown; recipients?: unknown };
    if (flow.template_id !== this.options.templateId) throw new Refusal(400, 'Invalid template_id');
    if (!Array.isArray(flow.recipients) || flow.recipients.length === 0 || flow.recipients.length > 100)
      throw new Refusal(400, 'recipients must be a non-empty array');
    const requestId = randomBytes(12).toString('hex');
    const accepted: StandInSms[] = [];
    for (const recipient of flow.recipients as Record<string, unknown>[]) {
      const mobiles = String(recipient?.mobiles ?? '');
      const code = recipient?.[MSG91_CODE_VARIABLE];
      if (!/^91[6-9]\d{9}$/.test(mobiles)) throw new Refusal(400, 'Invalid mobile number');
      if (typeof code !== 'string' || !/^\d{4,9}$/.test(code))
        throw new Refusal(400, 'Missing template variable OTP');
      accepted.push({ mobileNumber: mobiles.slice(2), code, text: smsMessages.signInCode(code), requestId });
    }
    for (const sms of accepted) {
      await this.options.onMessage(sms);
      this.messages.push(sms);
    }
    return requestId;
  }
}
