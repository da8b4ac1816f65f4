import { DEFAULT_SHOP_NAME, type PaymentMode } from '@shahi/contract';

/** Settings the server injects into index.html in place of `<!--app-config-->`. */
export interface ShopConfig {
  shopName: string;
  imageBaseUrl: string;
  /**
   * How online payment is taken (docs/decisions/0019): `live` Razorpay, `test` the sandbox,
   * `off` none (cash on delivery only). Not injected (Vite dev, tests): `live` — online payment is
   * offered and the server's answer tells whether it is the sandbox.
   */
  paymentMode: PaymentMode;
  /**
   * Whether sign-in by mobile number is offered (an SMS provider is set up; ADR 0066). Not injected
   * (Vite dev, tests): true — the server's 503 answer tells when it is off.
   */
  mobileSignIn?: boolean;
}

const paymentModes: readonly PaymentMode[] = ['live', 'test', 'off'];

declare global {
  /** In the browser `window.__SHOP_CONFIG__`; on the server the page renderer sets it (entry-server.tsx). */
  var __SHOP_CONFIG__: Partial<ShopConfig> | undefined;
}

/** Where images are served when the server injects no base URL (the API's IMAGE_BASE_URL default). */
export const DEFAULT_IMAGE_BASE_URL = '/images/';

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The shop's runtime settings; defaults apply in dev (no injection) and in tests. */
export function getShopConfig(): Required<ShopConfig> {
  const injected = globalThis.__SHOP_CONFIG__;
  return {
    shopName: nonEmpty(injected?.shopName) ?? DEFAULT_SHOP_NAME,
    imageBaseUrl: nonEmpty(injected?.imageBaseUrl) ?? DEFAULT_IMAGE_BASE_URL,
    paymentMode: paymentModes.find((mode) => mode === injected?.paymentMode) ?? 'live',
    mobileSignIn: typeof injected?.mobileSignIn === 'boolean' ? injected.mobileSignIn : true,
  };
}
