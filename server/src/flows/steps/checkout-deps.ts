/** What the checkouts take (ADR 0007): the request's input and the dependencies the context hands them. */
import type { checkoutSchema } from '@shahi/contract/schemas';
import type pg from 'pg';
import type { z } from 'zod';
import type { MailQueue } from '#server/mail/queue.ts';
import type { CodDeps } from './cod-message.ts';
import type { DeliveryCheckDeps } from './delivery-check.ts';
import type { ShopperCaps } from './shopper-caps.ts';
import type { WhatsappQueue } from './whatsapp-update.ts';

/** The checkout body as `checkoutSchema` parsed it (prices are never taken from it). */
export type CheckoutInput = z.output<typeof checkoutSchema>;

/** The dependencies of the cash-on-delivery checkout and of accepting a quote. */
export interface CheckoutDeps {
  pool: pg.Pool;
  mail: Pick<MailQueue, 'enqueue' | 'wake'>;
  shopName: string;
  publicUrl: string;
  caps: ShopperCaps;
  /** Cash-on-delivery confirmation and ceiling (ADR 0035). */
  cod: CodDeps;
  /** The delivery PIN and cash-on-delivery refusals (ADR 0061); absent: not checked. */
  delivery?: DeliveryCheckDeps;
  /** Order updates on WhatsApp (ADR 0067); absent: the channel is off. */
  whatsapp?: WhatsappQueue;
}
