/**
 * A local stand-in of Shiprocket's REST API (ADR 0061) for development and tests, never production
 * (config/env.ts refuses SHIPPING_SANDBOX there): a real HTTP server on 127.0.0.1 answering the same
 * paths with the same shapes, so `ShiprocketClient` and the Shiprocket provider run unchanged against
 * it. State lives in memory and is lost at each start.
 *
 * Its rules, for tests and the e2e suite to pick PIN codes from (see `standInServiceability`):
 * - Not served: 744xxx (Andaman and Nicobar), 68255x (Lakshadweep), anything starting 99 (e.g.
 *   999999), and anything that is not a PIN code.
 * - Served without cash on delivery: 79xxxx (the north-eastern hill states) and 194xxx (Ladakh).
 * - Days from pickup: 1 within the same first three digits, 2 within the same first two, 3 within
 *   the same first digit, else 3 + the distance between the first digits (at most 6); 2 more to
 *   78/79xxxx (the north-east) and 18/19xxxx (Jammu, Kashmir and Ladakh). Two couriers answer:
 *   "Blue Dart Air" in those days and "Delhivery Surface" in two more.
 * - Examples from the workshop's PIN 141001 (Ludhiana): 141008 → 1 day, 110001 → 3 days,
 *   400001 → 6 days, 781001 → 8 days, 795001 → served without COD, 744101 → not served.
 *
 * Its control API (not Shiprocket's): `advance(awb, statusId, …)` and `POST
 * /__stand-in/shipments/:awb/scan {statusId, location?, at?}` record a scan and deliver the
 * Shiprocket-shaped webhook to `onWebhook`; `refuseNext(call, …)` makes the next such call fail;
 * `requests` lists every call it answered; `expireTokens()` makes the next call meet a 401.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { PIN_CODE_PATTERN } from '@shahi/contract';
import PDFDocument from 'pdfkit';
import { closeServer, listenOnLoopback } from '#server/http/loopback-server.ts';
import { shipmentStatusOf } from './status-map.ts';

/** The calls the stand-in answers, named for `refuseNext` and `requests`. */
export type StandInCall =
  | 'login'
  | 'serviceability'
  | 'create'
  | 'assign'
  | 'label'
  | 'pickup'
  | 'cancel'
  | 'track'
  | 'label-file'
  | 'control';

/** What the stand-in says about delivering from `pickupPin` to `deliveryPin`. */
export interface StandInServiceability {
  served: boolean;
  cod: boolean;
  /** The fastest courier's days; null when not served. */
  days: number | null;
}

/** The stand-in's serviceability rules (see the file's comment). */
export function standInServiceability(pickupPin: string, deliveryPin: string): StandInServiceability {
  const pin = deliveryPin.trim();
  if (
    !PIN_CODE_PATTERN.test(pin) ||
    pin.startsWith('99') ||
    pin.startsWith('744') ||
    pin.startsWith('68255')
  ) {
    return { served: false, cod: false, days: null };
  }
  const cod = !pin.startsWith('79') && !pin.startsWith('194');
  const from = PIN_CODE_PATTERN.test(pickupPin) ? pickupPin : '110001';
  let days: number;
  if (from.slice(0, 3) === pin.slice(0, 3)) days = 1;
  else if (from.slice(0, 2) === pin.slice(0, 2)) days = 2;
  else if (from[0] === pin[0]) days = 3;
  else days = Math.min(3 + Math.abs(Number(from[0]) - Number(pin[0])), 6);
  if (/^(78|79|18|19)/.test(pin)) days += 2;
  return { served: true, cod, days };
}

/** Shiprocket's upper-case label of each status id the stand-in can report. */
const statusLabels: Record<number, string> = {
  6: 'SHIPPED',
  7: 'DELIVERED',
  8: 'CANCELED',
  9: 'RTO INITIATED',
  10: 'RTO DELIVERED',
  17: 'OUT FOR DELIVERY',
  18: 'IN TRANSIT',
  19: 'OUT FOR PICKUP',
  21: 'UNDELIVERED',
  22: 'DELAYED',
  38: 'REACHED AT DESTINATION HUB',
  40: 'RTO NDR',
  41: 'RTO OFD',
  42: 'PICKED UP',
  45: 'CANCELLED BEFORE DISPATCHED',
  46: 'RTO IN TRANSIT',
  48: 'REACHED WAREHOUSE',
  52: 'SHIPMENT BOOKED',
};

/** A scan the stand-in recorded. */
export interface StandInScan {
  statusId: number;
  label: string;
  location: string;
  at: Date;
}

/** A shipment in the stand-in's memory. */
export interface StandInShipment {
  orderId: number;
  shipmentId: number;
  /** The shop's order reference (`order_id` in the request). */
  channelOrderId: string;
  deliveryPin: string;
  paymentMethod: 'COD' | 'Prepaid';
  subTotalRupees: number;
  recipient: string;
  awb: string | null;
  courierName: string | null;
  etd: Date | null;
  pickupToken: string | null;
  cancelled: boolean;
  scans: StandInScan[];
}

export interface StandInOptions {
  /** The API user the login accepts. */
  email: string;
  password: string;
  /** The pickup address nickname orders must name. */
  pickupLocation: string;
  /** Clock for scans and dates (tests). */
  now?: () => Date;
}

/** A request the stand-in answered. */
export interface StandInRequest {
  call: StandInCall | 'unknown';
  method: string;
  path: string;
  body: unknown;
}

/** Receives the tracking webhook's body; the app posts it to its own webhook route. */
export type StandInWebhookReceiver = (body: Record<string, unknown>) => Promise<void>;

/** A refusal the stand-in answers with `status` and Shiprocket's `{ message, status_code }`. */
export class StandInRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const MAX_BODY_BYTES = 1024 * 1024;
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;
const pad = (value: number) => String(value).padStart(2, '0');

/** `YYYY-MM-DD HH:mm:ss` India time (Shiprocket's scan dates). */
function yearFirst(at: Date): string {
  return new Date(at.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** `DD MM YYYY HH:mm:ss` India time (the webhook's `current_timestamp`). */
function dayFirst(at: Date): string {
  const india = new Date(at.getTime() + INDIA_OFFSET_MS);
  return (
    `${pad(india.getUTCDate())} ${pad(india.getUTCMonth() + 1)} ${india.getUTCFullYear()} ` +
    `${pad(india.getUTCHours())}:${pad(india.getUTCMinutes())}:${pad(india.getUTCSeconds())}`
  );
}

/** A 4 × 6 inch label PDF naming the courier, the AWB, the recipient and what to collect. */
function labelPdf(shipment: StandInShipment): Promise<Buffer> {
  const doc = new PDFDocument({ size: [288, 432], margin: 18, info: { Title: `Label ${shipment.awb}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.fontSize(16).text(shipment.courierName ?? '', { align: 'center' });
  doc.moveDown().fontSize(12).text(`AWB ${shipment.awb}`, { align: 'center' });
  doc.moveDown().fontSize(10).text(`Order ${shipment.channelOrderId}`);
  doc.text(`Deliver to: ${shipment.recipient}`);
  doc.text(`PIN ${shipment.deliveryPin}`);
  doc
    .moveDown()
    .text(
      shipment.paymentMethod === 'COD'
        ? `COLLECT Rs ${shipment.subTotalRupees.toFixed(2)}`
        : 'PREPAID: collect nothing',
    );
  doc.moveDown().fontSize(8).text('Shiprocket stand-in (development and tests)');
  doc.end();
  return done;
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new StandInRefusal(413, 'Request body too large');
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new StandInRefusal(400, 'Malformed JSON');
  }
}

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

const text = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/** The running stand-in; start with `ShiprocketStandIn.start`. */
export class ShiprocketStandIn {
  /** Origin to use as the client's API URL, e.g. `http://127.0.0.1:41234`. */
  url = '';
  /** Every request answered, oldest first. */
  readonly requests: StandInRequest[] = [];
  /** Where tracking webhooks go; without one a scan is only recorded. */
  onWebhook: StandInWebhookReceiver | undefined;

  private readonly server = createServer((request, response) => {
    void this.handle(request, response);
  });
  private readonly tokens = new Set<string>();
  private readonly shipments = new Map<number, StandInShipment>();
  private readonly refusals = new Map<StandInCall, { status: number; message: string }>();
  private readonly labels = new Map<string, Buffer>();
  private nextId = 100_000 + randomInt(800_000);
  private readonly now: () => Date;

  private constructor(private readonly options: StandInOptions) {
    this.now = options.now ?? (() => new Date());
  }

  /** Starts a stand-in on 127.0.0.1 at a free port. */
  static async start(options: StandInOptions): Promise<ShiprocketStandIn> {
    const standIn = new ShiprocketStandIn(options);
    standIn.url = await listenOnLoopback(standIn.server);
    return standIn;
  }

  /** Stops listening and forgets every connection. */
  close(): Promise<void> {
    return closeServer(this.server);
  }

  /** How many times `call` was answered (refusals included). */
  count(call: StandInCall): number {
    return this.requests.filter((request) => request.call === call).length;
  }

  /** Makes the next `call` answer `status` with Shiprocket's `{ message, status_code }`. */
  refuseNext(call: StandInCall, { status = 422, message = 'Refused by the stand-in' } = {}): void {
    this.refusals.set(call, { status, message });
  }

  /** Forgets every token, so the next call meets a 401 and the client logs in again. */
  expireTokens(): void {
    this.tokens.clear();
  }

  /** The shipment whose AWB is `awb`, if any. */
  shipmentByAwb(awb: string): StandInShipment | undefined {
    return [...this.shipments.values()].find((shipment) => shipment.awb === awb);
  }

  /** The shipment of the shop's order reference `reference` (latest first), if any. */
  shipmentOfOrder(reference: string): StandInShipment | undefined {
    return [...this.shipments.values()].reverse().find((shipment) => shipment.channelOrderId === reference);
  }

  /**
   * Records a scan of status `statusId` (a Shiprocket status id) for `awb` and delivers the
   * tracking webhook to `onWebhook`; resolves with the webhook's body. Throws for an unknown AWB
   * or a status id the stand-in has no label for.
   */
  async advance(
    awb: string,
    statusId: number,
    { location = 'Ludhiana Hub (Punjab)', at }: { location?: string; at?: Date } = {},
  ): Promise<Record<string, unknown>> {
    const shipment = this.shipmentByAwb(awb);
    if (!shipment) throw new StandInRefusal(404, `No shipment with AWB ${awb}`);
    const label = statusLabels[statusId];
    if (!label) throw new StandInRefusal(422, `The stand-in has no status ${statusId}`);
    const scan = { statusId, label, location, at: at ?? this.now() };
    shipment.scans.push(scan);
    const body = this.webhookBody(shipment, scan);
    await this.onWebhook?.(body);
    return body;
  }

  private webhookBody(shipment: StandInShipment, scan: StandInScan): Record<string, unknown> {
    return {
      awb: /^\d{1,15}$/.test(shipment.awb ?? '') ? Number(shipment.awb) : shipment.awb,
      courier_name: shipment.courierName,
      current_status: scan.label,
      current_status_id: scan.statusId,
      shipment_status: scan.label,
      shipment_status_id: scan.statusId,
      current_timestamp: dayFirst(scan.at),
      order_id: shipment.channelOrderId,
      sr_order_id: shipment.orderId,
      awb_assigned_date: yearFirst(shipment.scans[0]?.at ?? scan.at),
      pickup_scheduled_date: null,
      etd: shipment.etd ? yearFirst(shipment.etd) : null,
      scans: shipment.scans.map((each) => ({
        date: yearFirst(each.at),
        status: each.label,
        activity: each.label,
        location: each.location,
        'sr-status': String(each.statusId),
        'sr-status-label': each.label,
      })),
      is_return: shipmentStatusOf(scan.statusId)?.startsWith('rto') ? 1 : 0,
    };
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const path = url.pathname.endsWith('/') ? url.pathname.slice(0, -1) : url.pathname;
    const method = request.method ?? 'GET';
    const entry: StandInRequest = { call: 'unknown', method, path, body: undefined };
    this.requests.push(entry);
    try {
      const body = method === 'POST' ? await readBody(request) : undefined;
      entry.body = body;
      const answer = await this.route(entry, url, request, record(body));
      if (Buffer.isBuffer(answer)) {
        response.writeHead(200, { 'content-type': 'application/pdf', 'content-length': answer.length });
        response.end(answer);
        return;
      }
      this.send(response, 200, answer);
    } catch (error) {
      const status = error instanceof StandInRefusal ? error.status : 500;
      this.send(response, status, { message: (error as Error).message, status_code: status });
    }
  }

  private send(response: ServerResponse, status: number, body: unknown) {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(body));
  }

  /** Fails with the refusal set for `call`, once. */
  private refusalFor(call: StandInCall) {
    const refusal = this.refusals.get(call);
    if (refusal) {
      this.refusals.delete(call);
      throw new StandInRefusal(refusal.status, refusal.message);
    }
  }

  private authorize(request: IncomingMessage) {
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7) : '';
    if (!this.tokens.has(token)) throw new StandInRefusal(401, 'Token has expired or is invalid');
  }

  private async route(
    entry: StandInRequest,
    url: URL,
    request: IncomingMessage,
    body: Record<string, unknown>,
  ): Promise<unknown> {
    const { method, path } = entry;
    const api = '/v1/external/';
    const scan = /^\/__stand-in\/shipments\/([^/]{1,40})\/scan$/.exec(path);
    if (method === 'POST' && scan?.[1]) {
      entry.call = 'control';
      const statusId = Number(body.statusId);
      const at = typeof body.at === 'string' ? new Date(body.at) : undefined;
      return this.advance(decodeURIComponent(scan[1]), statusId, {
        ...(typeof body.location === 'string' ? { location: body.location } : {}),
        ...(at && !Number.isNaN(at.getTime()) ? { at } : {}),
      });
    }
    const labelFile = /^\/__stand-in\/labels\/([a-z0-9]{1,40})\.pdf$/.exec(path);
    if (method === 'GET' && labelFile?.[1]) {
      entry.call = 'label-file';
      const pdf = this.labels.get(labelFile[1]);
      if (!pdf) throw new StandInRefusal(404, 'No such label');
      return pdf;
    }
    if (!path.startsWith(api)) throw new StandInRefusal(404, 'Not found');
    const route = `${method} ${path.slice(api.length)}`;
    const calls: Record<string, StandInCall> = {
      'POST auth/login': 'login',
      'GET courier/serviceability': 'serviceability',
      'POST orders/create/adhoc': 'create',
      'POST courier/assign/awb': 'assign',
      'POST courier/generate/label': 'label',
      'POST courier/generate/pickup': 'pickup',
      'POST orders/cancel': 'cancel',
    };
    const call = calls[route] ?? (route.startsWith('GET courier/track/awb/') ? 'track' : undefined);
    if (!call) throw new StandInRefusal(404, 'Not found');
    entry.call = call;
    if (call !== 'login') this.authorize(request);
    this.refusalFor(call);
    switch (call) {
      case 'login':
        return this.login(body);
      case 'serviceability':
        return this.serviceability(url.searchParams);
      case 'create':
        return this.create(body);
      case 'assign':
        return this.assign(body);
      case 'label':
        return this.label(body);
      case 'pickup':
        return this.pickup(body);
      case 'cancel':
        return this.cancel(body);
      default:
        return this.track(decodeURIComponent(path.slice(`${api}courier/track/awb/`.length)));
    }
  }

  private login(body: Record<string, unknown>) {
    if (body.email !== this.options.email || body.password !== this.options.password) {
      throw new StandInRefusal(400, 'Invalid email and password combination');
    }
    const token = randomBytes(24).toString('base64url');
    this.tokens.add(token);
    return { id: 1, first_name: 'API', last_name: 'User', email: this.options.email, company_id: 1, token };
  }

  private serviceability(query: URLSearchParams) {
    const pickup = query.get('pickup_postcode') ?? '';
    const delivery = query.get('delivery_postcode') ?? '';
    const weight = Number(query.get('weight'));
    if (!PIN_CODE_PATTERN.test(pickup) || !/^\d{6}$/.test(delivery) || !(weight > 0)) {
      throw new StandInRefusal(422, 'pickup_postcode, delivery_postcode and weight are required');
    }
    const rule = standInServiceability(pickup, delivery);
    if (!rule.served || rule.days === null) {
      return { status: 404, message: 'No courier serviceable for this pincode', data: [] };
    }
    const etd = (days: number) => {
      const at = new Date(this.now().getTime() + days * 86_400_000);
      return at.toLocaleDateString('en-US', { month: 'short', day: '2-digit', year: 'numeric' });
    };
    const courier = (name: string, days: number, rate: number) => ({
      courier_name: name,
      courier_company_id: name.length,
      estimated_delivery_days: String(days),
      etd: etd(days),
      cod: rule.cod ? 1 : 0,
      rate: rate + Math.ceil(weight * 2) * 20,
    });
    return {
      status: 200,
      currency: 'INR',
      data: {
        available_courier_companies: [
          courier('Delhivery Surface', rule.days + 2, 70),
          courier('Blue Dart Air', rule.days, 140),
        ],
      },
    };
  }

  private create(body: Record<string, unknown>) {
    const missing = [
      'order_id',
      'order_date',
      'pickup_location',
      'billing_customer_name',
      'billing_address',
      'billing_city',
      'billing_pincode',
      'billing_state',
      'billing_country',
      'billing_email',
      'billing_phone',
      'payment_method',
      'sub_total',
      'length',
      'breadth',
      'height',
      'weight',
    ].filter((field) => text(body[field]) === '');
    if (!Array.isArray(body.order_items) || body.order_items.length === 0) missing.push('order_items');
    if (missing.length > 0) {
      throw new StandInRefusal(422, `The ${missing.join(', ')} field(s) are required.`);
    }
    if (body.pickup_location !== this.options.pickupLocation) {
      throw new StandInRefusal(
        422,
        `Wrong Pickup location entered. Please choose one location from data given`,
      );
    }
    const reference = text(body.order_id);
    const open = [...this.shipments.values()].find(
      (shipment) => shipment.channelOrderId === reference && !shipment.cancelled,
    );
    if (open) throw new StandInRefusal(422, `Order Id ${reference} already exists`);
    const orderId = this.nextId++;
    const shipmentId = this.nextId++;
    this.shipments.set(orderId, {
      orderId,
      shipmentId,
      channelOrderId: reference,
      deliveryPin: text(body.billing_pincode),
      paymentMethod: body.payment_method === 'COD' ? 'COD' : 'Prepaid',
      subTotalRupees: Number(body.sub_total),
      recipient: `${text(body.billing_customer_name)} ${text(body.billing_last_name)}, ${text(body.billing_address)}, ${text(body.billing_city)}`,
      awb: null,
      courierName: null,
      etd: null,
      pickupToken: null,
      cancelled: false,
      scans: [],
    });
    return { order_id: orderId, shipment_id: shipmentId, status: 'NEW', status_code: 1 };
  }

  private shipmentOf(id: unknown): StandInShipment {
    const wanted = Number(Array.isArray(id) ? id[0] : id);
    const shipment = [...this.shipments.values()].find((each) => each.shipmentId === wanted);
    if (!shipment) throw new StandInRefusal(400, 'Shipment id does not exist');
    if (shipment.cancelled) throw new StandInRefusal(400, 'The shipment is cancelled');
    return shipment;
  }

  private assign(body: Record<string, unknown>) {
    const shipment = this.shipmentOf(body.shipment_id);
    if (shipment.awb) throw new StandInRefusal(400, 'AWB is already assigned');
    const rule = standInServiceability('110001', shipment.deliveryPin);
    if (!rule.served || rule.days === null) {
      throw new StandInRefusal(400, 'Selected courier is not serviceable for this pincode');
    }
    if (shipment.paymentMethod === 'COD' && !rule.cod) {
      throw new StandInRefusal(400, 'Cash on delivery is not available for this pincode');
    }
    shipment.awb = `1410${String(randomInt(10_000_000_000)).padStart(10, '0')}`;
    shipment.courierName = 'Blue Dart Air';
    shipment.etd = new Date(this.now().getTime() + (rule.days + 1) * 86_400_000);
    shipment.scans.push({ statusId: 52, label: statusLabels[52] ?? '', location: '', at: this.now() });
    return {
      awb_assign_status: 1,
      response: {
        data: {
          courier_company_id: 13,
          awb_code: shipment.awb,
          cod: shipment.paymentMethod === 'COD' ? 1 : 0,
          order_id: shipment.orderId,
          shipment_id: shipment.shipmentId,
          awb_code_status: 1,
          assigned_date_time: { date: yearFirst(this.now()), timezone_type: 3, timezone: 'Asia/Kolkata' },
          courier_name: shipment.courierName,
          etd: yearFirst(shipment.etd),
        },
      },
    };
  }

  private async label(body: Record<string, unknown>) {
    const shipment = this.shipmentOf(body.shipment_id);
    if (!shipment.awb) throw new StandInRefusal(400, 'AWB is not assigned for this shipment');
    const key = randomBytes(12).toString('hex');
    this.labels.set(key, await labelPdf(shipment));
    return {
      label_created: 1,
      label_url: `${this.url}/__stand-in/labels/${key}.pdf`,
      response: '',
      not_created: [],
    };
  }

  private pickup(body: Record<string, unknown>) {
    const shipment = this.shipmentOf(body.shipment_id);
    if (!shipment.awb) throw new StandInRefusal(400, 'AWB is not assigned for this shipment');
    if (shipment.pickupToken) throw new StandInRefusal(400, 'Already in Pickup Queue.');
    shipment.pickupToken = `Reference No: ${randomInt(1_000_000_000)}`;
    const scheduled = new Date(this.now().getTime() + 86_400_000);
    shipment.scans.push({ statusId: 19, label: statusLabels[19] ?? '', location: '', at: this.now() });
    return {
      pickup_status: 1,
      response: {
        pickup_scheduled_date: yearFirst(scheduled),
        pickup_token_number: shipment.pickupToken,
        status: 3,
        data: `Pickup is confirmed by ${shipment.courierName} For AWB :- ${shipment.awb}`,
      },
    };
  }

  private cancel(body: Record<string, unknown>) {
    const ids = Array.isArray(body.ids) ? body.ids.map(Number) : [];
    const found = ids.map((id) => this.shipments.get(id)).filter((each) => each !== undefined);
    if (found.length === 0) throw new StandInRefusal(400, 'Order id(s) not found');
    const picked = found.find((shipment) => shipment.scans.some((each) => each.statusId === 42));
    if (picked) throw new StandInRefusal(400, 'Order cannot be cancelled after pickup');
    for (const shipment of found) shipment.cancelled = true;
    return { status: 200, message: 'Order cancelled successfully.' };
  }

  private track(awb: string) {
    const shipment = this.shipmentByAwb(awb);
    if (!shipment) throw new StandInRefusal(404, 'AWB not found');
    const latest = shipment.scans.at(-1);
    return {
      tracking_data: {
        track_status: 1,
        shipment_status: latest?.statusId ?? 52,
        shipment_track: [
          {
            awb_code: shipment.awb,
            courier_name: shipment.courierName,
            current_status: latest?.label ?? '',
            destination: shipment.deliveryPin,
          },
        ],
        // Newest first, as Shiprocket lists them.
        shipment_track_activities: [...shipment.scans].reverse().map((each) => ({
          date: yearFirst(each.at),
          status: each.label,
          activity: each.label,
          location: each.location,
          'sr-status': String(each.statusId),
          'sr-status-label': each.label,
        })),
        track_url: `${this.url}/__stand-in/track/${shipment.awb}`,
        etd: shipment.etd ? yearFirst(shipment.etd) : null,
      },
    };
  }
}
