/**
 * The sandbox's stand-in checkout.js in a DOM (jsdom, the web workspace's test DOM), talking to
 * the sandbox routes through `fetch` → `app.inject`: Checkout's option and handler contract, the
 * "Test mode" dialog, Pay → handler, Fail → payment.failed, × and Escape → modal.ondismiss.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorHandler } from '#server/http/error-handler.ts';
import { RazorpayEmulator } from '#server/modules/payments/emulator.ts';
import type { GatewayOrder, PaymentGateway } from '#server/modules/payments/gateway.ts';
import { createSandboxGateway } from '#server/modules/payments/sandbox-gateway.ts';
import { SANDBOX_CHECKOUT_SCRIPT } from '#server/modules/payments/sandbox-widget.ts';
import { sandboxRoutes } from './payments-sandbox.ts';

/** The little of the DOM these tests touch (the server's TypeScript has no DOM library). */
interface Node {
  textContent: string | null;
  getAttribute(name: string): string | null;
  querySelector(selector: string): Node | null;
  querySelectorAll(selector: string): ArrayLike<Node>;
  click(): void;
  focus(): void;
  dispatchEvent(event: unknown): boolean;
  style: Record<string, string>;
  disabled?: boolean;
}
interface Page {
  document: { body: Node; activeElement: unknown; getElementById(id: string): Node | null };
  eval(code: string): unknown;
  fetch: unknown;
  KeyboardEvent: new (type: string, init: object) => unknown;
  Razorpay: new (
    options: object,
  ) => { open(): void; on(event: string, listener: (response: unknown) => void): void };
  close(): void;
}

let app: FastifyInstance;
let gateway: PaymentGateway;
let page: Page;
let order: GatewayOrder;

beforeAll(async () => {
  const emulator = new RazorpayEmulator({ keySecret: 'ks', webhookSecret: 'ws' });
  gateway = createSandboxGateway({ emulator, keySecret: 'ks', webhookSecret: 'ws' });
  app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  await app.register(sandboxRoutes, { prefix: '/api', emulator, deliverWebhooks: false });
  await app.ready();
});
afterAll(() => app.close());

beforeEach(async () => {
  // jsdom is the web workspace's dev dependency; a variable keeps TypeScript from wanting its types.
  const jsdomModule = 'jsdom';
  const { JSDOM } = await import(jsdomModule);
  page = new JSDOM('<!doctype html><html><body><button id="buy">Buy</button></body></html>', {
    url: 'http://shop.test/checkout',
    runScripts: 'outside-only',
  }).window as Page;
  page.fetch = async (
    url: string,
    init: { method: string; headers: Record<string, string>; body: string },
  ) => {
    const response = await app.inject({
      method: init.method as 'POST',
      url: new URL(url, 'http://shop.test').pathname,
      headers: init.headers,
      payload: init.body,
    });
    return { ok: response.statusCode < 300, status: response.statusCode, json: async () => response.json() };
  };
  page.eval(SANDBOX_CHECKOUT_SCRIPT);
  order = await gateway.createOrder({ amountPaise: 123_450, receipt: 'our-order', notes: {} });
});

/** Opens the widget as the shop does; returns what its callbacks received. */
function openWidget(extra: object = {}) {
  const seen = { handler: [] as unknown[], failed: [] as unknown[], dismissed: 0 };
  const rzp = new page.Razorpay({
    key: 'rzp_test_sandbox',
    amount: order.amount,
    currency: 'INR',
    name: 'Shahi <b>Threads</b>',
    description: 'Order our-order',
    order_id: order.id,
    prefill: { name: 'Asha', email: 'asha@example.in', contact: '9000090000' },
    theme: { color: '#2563eb' },
    handler: (response: unknown) => seen.handler.push(response),
    modal: { ondismiss: () => (seen.dismissed += 1) },
    ...extra,
  });
  rzp.on('payment.failed', (response) => seen.failed.push(response));
  rzp.open();
  return seen;
}

const dialog = () => page.document.body.querySelector('[role="dialog"]');
const button = (name: string) =>
  Array.from(dialog()?.querySelectorAll('button') ?? []).find(
    (node) => (node.getAttribute('aria-label') ?? node.textContent) === name,
  );
const settled = async (check: () => boolean) => {
  for (let waited = 0; !check(); waited += 5) {
    if (waited > 2_000) throw new Error('the widget did not settle');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

describe('sandbox checkout.js', () => {
  it('shows an accessible "Test mode" dialog with the shop name as text, the amount in rupees and the theme colour', () => {
    openWidget();
    const shown = dialog();
    expect(shown?.getAttribute('aria-modal')).toBe('true');
    const title = page.document.getElementById(shown?.getAttribute('aria-labelledby') ?? '');
    expect(title?.textContent).toBe('Shahi <b>Threads</b>');
    expect(shown?.querySelector('b')).toBeNull();
    expect(shown?.textContent).toContain('Test mode');
    expect(shown?.textContent).toContain('₹1,234.50');
    expect(button('Pay')?.style.background).toMatch(/#2563eb|rgb\(37, 99, 235\)/);
    expect(button('Fail')).toBeDefined();
    expect(page.document.activeElement === button('Pay')).toBe(true);
  });

  it('Pay: the server pays, the dialog closes and handler gets a response that verifies', async () => {
    const buy = page.document.getElementById('buy');
    buy?.focus();
    const seen = openWidget();
    button('Pay')?.click();
    await settled(() => seen.handler.length > 0);
    expect(dialog()).toBeNull();
    const [response] = seen.handler as {
      razorpay_order_id: string;
      razorpay_payment_id: string;
      razorpay_signature: string;
    }[];
    expect(response?.razorpay_order_id).toBe(order.id);
    expect(
      gateway.verifyPaymentSignature(
        order.id,
        response?.razorpay_payment_id ?? '',
        response?.razorpay_signature ?? '',
      ),
    ).toBe(true);
    expect(seen.dismissed).toBe(0);
    // Focus goes back to where it was before the dialog opened.
    expect(page.document.activeElement === buy).toBe(true);
  });

  it('Fail: payment.failed listeners get the error, the dialog stays for another try; × calls ondismiss', async () => {
    const seen = openWidget();
    button('Fail')?.click();
    await settled(() => seen.failed.length > 0);
    expect(seen.failed[0]).toMatchObject({
      error: { code: 'BAD_REQUEST_ERROR', reason: 'payment_failed', metadata: { order_id: order.id } },
    });
    expect(dialog()?.querySelector('[role="status"]')?.textContent).toContain('Payment failed');
    expect(button('Pay')?.disabled).toBe(false);
    button('Close')?.click();
    expect(dialog()).toBeNull();
    expect(seen).toMatchObject({ handler: [], dismissed: 1 });
  });

  it('Escape dismisses (unless modal.escape is false); a server refusal is shown in the dialog', async () => {
    const seen = openWidget();
    const pressEscape = () =>
      dialog()?.dispatchEvent(new page.KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    pressEscape();
    expect([dialog(), seen.dismissed]).toEqual([null, 1]);

    const unknown = openWidget({ order_id: 'order_AAAAAAAAAAAAAA', modal: { escape: false } });
    pressEscape();
    expect(dialog()).not.toBeNull();
    button('Pay')?.click();
    await settled(() =>
      (dialog()?.querySelector('[role="status"]')?.textContent ?? '').includes('Unknown order'),
    );
    expect(unknown.handler).toEqual([]);
  });
});
