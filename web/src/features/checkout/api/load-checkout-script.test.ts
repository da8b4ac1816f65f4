import { messages } from '@shahi/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCheckoutScript } from './load-checkout-script.ts';
import type { RazorpayConstructor } from './razorpay-checkout.ts';

const FakeRazorpay = class {
  open() {}
  on() {}
} as unknown as RazorpayConstructor;

// Each test its own src: the loader remembers a script that loaded.
let counter = 0;
const nextSrc = () => `/api/payments/sandbox/checkout.js?test=${++counter}`;
const scriptsFor = (src: string) =>
  [...document.querySelectorAll('script')].filter((s) => s.src.endsWith(src));

afterEach(() => {
  delete window.Razorpay;
  for (const script of document.querySelectorAll('script')) script.remove();
});

describe('loadCheckoutScript', () => {
  it('adds the script once and resolves with window.Razorpay when it has loaded', async () => {
    const src = nextSrc();
    const first = loadCheckoutScript(src);
    const second = loadCheckoutScript(src);
    const scripts = scriptsFor(src);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.async).toBe(true);
    window.Razorpay = FakeRazorpay;
    scripts[0]?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(FakeRazorpay);
    await expect(second).resolves.toBe(FakeRazorpay);
  });

  it('resolves at once, without a script, when Razorpay is already there', async () => {
    window.Razorpay = FakeRazorpay;
    const src = nextSrc();
    await expect(loadCheckoutScript(src)).resolves.toBe(FakeRazorpay);
    expect(scriptsFor(src)).toHaveLength(0);
  });

  it('rejects with the gateway message when the script fails, and tries afresh next time', async () => {
    const src = nextSrc();
    const attempt = loadCheckoutScript(src);
    scriptsFor(src)[0]?.dispatchEvent(new Event('error'));
    await expect(attempt).rejects.toThrow(messages.paymentGatewayUnavailable);
    expect(scriptsFor(src)).toHaveLength(0);
    const again = loadCheckoutScript(src);
    expect(scriptsFor(src)).toHaveLength(1);
    window.Razorpay = FakeRazorpay;
    scriptsFor(src)[0]?.dispatchEvent(new Event('load'));
    await expect(again).resolves.toBe(FakeRazorpay);
  });

  it('rejects when the script loads but defines no Razorpay', async () => {
    const src = nextSrc();
    const attempt = loadCheckoutScript(src);
    scriptsFor(src)[0]?.dispatchEvent(new Event('load'));
    await expect(attempt).rejects.toThrow(messages.paymentGatewayUnavailable);
  });

  it('rejects when the script does not answer in time', async () => {
    const src = nextSrc();
    await expect(loadCheckoutScript(src, 20)).rejects.toThrow(messages.paymentGatewayUnavailable);
    expect(scriptsFor(src)).toHaveLength(0);
  });
});
