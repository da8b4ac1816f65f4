/**
 * A local stand-in of the WhatsApp Cloud API (ADR 0067) for development and tests, never production
 * (config/env.ts refuses WHATSAPP_SANDBOX there): a real HTTP server on 127.0.0.1 answering
 * `POST /{version}/{phone-number-id}/messages` with Meta's shapes, so the Cloud API client runs
 * unchanged against it. It checks the bearer token, the phone number id and the template body,
 * records every message in memory, and sends Meta-shaped webhooks signed with the app secret.
 *
 * Its control API (not Meta's): `failNext(count)` makes the next sends answer 500 (a retryable
 * error), `report(wamid, status)` and `reply(from, text)` deliver a status or an inbound text as a
 * signed webhook to `onWebhook`; `POST /__stand-in/status {id, status}` and `POST /__stand-in/reply
 * {from, text}` do the same over HTTP (the e2e suite). `messages` lists what was sent.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { closeServer, listenOnLoopback } from '#server/http/loopback-server.ts';
import type { DeliveryStatus } from './webhook.ts';
import { signWebhookBody } from './webhook.ts';

/** A template message the stand-in accepted. */
export interface StandInMessage {
  id: string;
  to: string;
  template: string;
  language: string;
  parameters: string[];
  at: Date;
}

/** Receives a webhook as Meta sends it: the raw JSON text and its `X-Hub-Signature-256`. */
export type StandInWebhookReceiver = (rawBody: string, signature: string) => Promise<void>;

/** The settings made up for this run, as the Meta dashboard would show them (tests read them). */
export interface WhatsappStandInOptions {
  accessToken: string;
  phoneNumberId: string;
  appSecret: string;
  /** The verify token of the webhook's subscription handshake. */
  verifyToken: string;
}

/** The Graph API version in the stand-in's paths. */
export const STAND_IN_API_VERSION = 'v21.0';

const MAX_BODY_BYTES = 256 * 1024;

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code = 100,
  ) {
    super(message);
  }
}

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The running stand-in; start with `WhatsappStandIn.start`. */
export class WhatsappStandIn {
  /** The base to use as WHATSAPP_API_URL, e.g. `http://127.0.0.1:41234/v21.0`. */
  apiUrl = '';
  /** Every template message accepted, oldest first. */
  readonly messages: StandInMessage[] = [];
  /** Sends answered with an error so far (failNext's). */
  failedSends = 0;
  /** Where webhooks go; without one they are only built. */
  onWebhook: StandInWebhookReceiver | undefined;

  private failures = 0;
  private readonly server = createServer((request, response) => {
    void this.handle(request, response);
  });

  private constructor(readonly options: WhatsappStandInOptions) {}

  /** Starts a stand-in on 127.0.0.1 at a free port. */
  static async start(options: WhatsappStandInOptions): Promise<WhatsappStandIn> {
    const standIn = new WhatsappStandIn(options);
    standIn.apiUrl = `${await listenOnLoopback(standIn.server)}/${STAND_IN_API_VERSION}`;
    return standIn;
  }

  /** Stops listening and drops every connection. */
  close(): Promise<void> {
    return closeServer(this.server);
  }

  /** Makes the next `count` sends answer 500 with Meta's error shape (code 131000, retryable). */
  failNext(count = 1): void {
    this.failures = count;
  }

  /** Delivers a signed status webhook for message `wamid`; resolves with the raw body sent. */
  async report(wamid: string, status: DeliveryStatus, at = new Date()): Promise<string> {
    const sent = this.messages.find((message) => message.id === wamid);
    const value = {
      messaging_product: 'whatsapp',
      metadata: { display_phone_number: '15550000000', phone_number_id: this.options.phoneNumberId },
      statuses: [
        {
          id: wamid,
          status,
          timestamp: String(Math.floor(at.getTime() / 1000)),
          recipient_id: sent?.to ?? '',
          ...(status === 'failed'
            ? { errors: [{ code: 131026, title: 'Message undeliverable' }] }
            : { conversation: { id: randomBytes(8).toString('hex'), origin: { type: 'utility' } } }),
        },
      ],
    };
    return this.deliver(value);
  }

  /** Delivers a signed webhook of an inbound text `text` from `from` (`91XXXXXXXXXX`). */
  async reply(from: string, text: string, at = new Date()): Promise<string> {
    const value = {
      messaging_product: 'whatsapp',
      metadata: { display_phone_number: '15550000000', phone_number_id: this.options.phoneNumberId },
      contacts: [{ profile: { name: 'Shopper' }, wa_id: from }],
      messages: [
        {
          from,
          id: `wamid.${randomBytes(12).toString('hex')}`,
          timestamp: String(Math.floor(at.getTime() / 1000)),
          type: 'text',
          text: { body: text },
        },
      ],
    };
    return this.deliver(value);
  }

  private async deliver(value: object): Promise<string> {
    const body = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [{ id: '100000000000000', changes: [{ field: 'messages', value }] }],
    });
    await this.onWebhook?.(body, signWebhookBody(this.options.appSecret, body));
    return body;
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    try {
      const body = request.method === 'POST' ? await readJson(request) : {};
      const answer = await this.route(request, body);
      send(response, 200, answer);
    } catch (error) {
      const refusal = error instanceof Refusal ? error : new Refusal(500, (error as Error).message, 1);
      send(response, refusal.status, {
        error: {
          message: refusal.message,
          type: 'OAuthException',
          code: refusal.code,
          fbtrace_id: randomBytes(8).toString('base64url'),
        },
      });
    }
  }

  private async route(request: IncomingMessage, body: Record<string, unknown>): Promise<unknown> {
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
    if (request.method === 'POST' && path === '/__stand-in/status') {
      return { body: await this.report(String(body.id ?? ''), String(body.status ?? '') as DeliveryStatus) };
    }
    if (request.method === 'POST' && path === '/__stand-in/reply') {
      return { body: await this.reply(String(body.from ?? ''), String(body.text ?? '')) };
    }
    const match = /^\/v\d+\.\d+\/([^/]+)\/messages$/.exec(path);
    if (request.method !== 'POST' || !match) throw new Refusal(404, 'Unknown path', 803);
    if (request.headers.authorization !== `Bearer ${this.options.accessToken}`) {
      throw new Refusal(401, 'Invalid OAuth access token - Cannot parse access token', 190);
    }
    if (match[1] !== this.options.phoneNumberId) {
      throw new Refusal(400, `Unsupported post request. Object with ID '${match[1]}' does not exist`, 100);
    }
    if (this.failures > 0) {
      this.failures -= 1;
      this.failedSends += 1;
      throw new Refusal(500, 'Something went wrong (stand-in told to fail)', 131000);
    }
    return this.accept(body);
  }

  private accept(body: Record<string, unknown>) {
    const template = record(body.template);
    const language = record(template.language);
    const to = String(body.to ?? '');
    if (body.messaging_product !== 'whatsapp' || body.type !== 'template') {
      throw new Refusal(400, '(#100) Invalid parameter: messaging_product and type template are required');
    }
    if (!/^91[6-9]\d{9}$/.test(to)) throw new Refusal(400, '(#131009) Parameter value is not valid', 131009);
    if (typeof template.name !== 'string' || !['en', 'hi', 'pa'].includes(String(language.code))) {
      throw new Refusal(404, `(#132001) Template name does not exist in the translation`, 132001);
    }
    const components = Array.isArray(template.components) ? template.components.map(record) : [];
    const parameters = components
      .filter((component) => component.type === 'body')
      .flatMap((component) => (Array.isArray(component.parameters) ? component.parameters.map(record) : []))
      .map((parameter) => String(parameter.text ?? ''));
    const id = `wamid.${randomBytes(18).toString('base64url')}`;
    this.messages.push({
      id,
      to,
      template: template.name,
      language: String(language.code),
      parameters,
      at: new Date(),
    });
    return {
      messaging_product: 'whatsapp',
      contacts: [{ input: to, wa_id: to }],
      messages: [{ id, message_status: 'accepted' }],
    };
  }
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new Refusal(413, 'Request body too large');
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return {};
  try {
    return record(JSON.parse(text));
  } catch {
    throw new Refusal(400, '(#100) Malformed JSON');
  }
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}
