/**
 * The WhatsApp Cloud API's webhook, once its signature is proven (ADR 0067), in one transaction:
 * message statuses move their rows forward only (read stays read), and a STOP or UNSUBSCRIBE reply
 * opts its number's shopper out — the account with that verified mobile number and every account
 * messaged at it — and gives up what is still queued to it, so nothing more is sent.
 */
import type pg from 'pg';
import { withTransaction } from '#server/db/transaction.ts';
import { optOutOfWhatsapp } from '#server/modules/auth/whatsapp-consent.ts';
import {
  accountsMessagedAt,
  applyWhatsappStatus,
  dropQueuedTo,
} from '#server/modules/whatsapp/repository.ts';
import { readWebhook, type WhatsappWebhook } from '#server/modules/whatsapp/webhook.ts';

/** What a webhook changed: status rows moved, accounts opted out, queued messages given up. */
export interface WhatsappWebhookOutcome {
  statuses: number;
  optedOut: number;
  dropped: number;
}

/** Applies the statuses and STOP replies of `body` (already verified and parsed). */
export async function handleWhatsappWebhook(
  deps: { pool: pg.Pool },
  body: WhatsappWebhook,
): Promise<WhatsappWebhookOutcome> {
  const { statuses, optOuts } = readWebhook(body);
  if (statuses.length === 0 && optOuts.length === 0) return { statuses: 0, optedOut: 0, dropped: 0 };
  return withTransaction(deps.pool, async (tx) => {
    let moved = 0;
    for (const report of statuses) {
      if (await applyWhatsappStatus(tx.db, report.messageId, report.status, report.at, report.error))
        moved += 1;
    }
    const accounts = await accountsMessagedAt(tx.db, optOuts);
    const optedOut = await optOutOfWhatsapp(tx.db, optOuts, accounts);
    const dropped = await dropQueuedTo(tx.db, optOuts);
    return { statuses: moved, optedOut, dropped };
  });
}
