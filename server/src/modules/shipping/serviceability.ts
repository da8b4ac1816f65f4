/**
 * The delivery promise for a PIN code (ADR 0061): whether a courier serves it, whether cash on
 * delivery is offered there, in how many days and by which India date. With a provider, its answer
 * is cached per PIN in `delivery_estimates` for 24 hours; when the provider fails, a stale cached
 * answer is used, then the shop's own table (contract `tableEstimate`). Without a provider, the table
 * answers.
 */
import { type DeliveryEstimate, deliveryByDate, tableEstimate } from '@shahi/contract/schemas';
import type { Database } from '#server/db/client.ts';
import { selectSeller } from '#server/modules/seller/public.ts';
import { type ShippingProvider, ShippingProviderError } from './provider.ts';
import { selectDeliveryEstimate, upsertDeliveryEstimate } from './repository.ts';

/** How long a provider's answer for a PIN code is reused before asking again. */
export const ESTIMATE_FRESH_MS = 24 * 60 * 60_000;

/** The parcel weight serviceability is asked for: one piece, 500 grams. */
export const ESTIMATE_WEIGHT_GRAMS = 500;

/** A warning sink for provider failures. */
export interface EstimateLog {
  warn(details: object, message: string): void;
}

type Facts = Pick<DeliveryEstimate, 'serviceable' | 'codAvailable' | 'days' | 'source'>;

async function fromTable(db: Database, pinCode: string): Promise<Facts> {
  const seller = await selectSeller(db);
  return { ...tableEstimate(pinCode, seller?.stateCode), source: 'table' };
}

/**
 * The promise for `pinCode` (six digits, checked by the caller) at `now`: the cached provider
 * answer while younger than 24 hours, else the provider's fresh one (stored), else — when the
 * provider throws a ShippingProviderError (logged) — the cached one however old, else the table.
 * Other errors (the database) are thrown on.
 */
export async function deliveryEstimate(
  db: Database,
  provider: ShippingProvider | undefined,
  pinCode: string,
  now: Date = new Date(),
  log?: EstimateLog,
): Promise<DeliveryEstimate> {
  const facts = provider ? await fromProvider(db, provider, pinCode, now, log) : await fromTable(db, pinCode);
  return {
    pinCode,
    ...facts,
    days: facts.serviceable ? facts.days : null,
    deliveryBy: facts.serviceable && facts.days !== null ? deliveryByDate(now, facts.days) : null,
  };
}

async function fromProvider(
  db: Database,
  provider: ShippingProvider,
  pinCode: string,
  now: Date,
  log: EstimateLog | undefined,
): Promise<Facts> {
  const cached = await selectDeliveryEstimate(db, pinCode);
  const cachedFacts = cached && {
    serviceable: cached.serviceable,
    codAvailable: cached.codAvailable,
    days: cached.days,
    source: 'provider' as const,
  };
  if (cached && cachedFacts && now.getTime() - cached.checkedAt.getTime() < ESTIMATE_FRESH_MS)
    return cachedFacts;
  try {
    const answer = await provider.serviceability(pinCode, ESTIMATE_WEIGHT_GRAMS);
    const days = answer.serviceable && answer.days !== null ? Math.min(Math.max(answer.days, 0), 60) : null;
    await upsertDeliveryEstimate(db, {
      pinCode,
      serviceable: answer.serviceable,
      codAvailable: answer.serviceable && answer.codAvailable,
      days,
      courierName: answer.courierName,
      checkedAt: now,
    });
    return {
      serviceable: answer.serviceable,
      codAvailable: answer.serviceable && answer.codAvailable,
      days,
      source: 'provider',
    };
  } catch (error) {
    if (!(error instanceof ShippingProviderError)) throw error;
    log?.warn(
      { err: error, pinCode },
      'delivery estimate: the provider failed; answering from the cache or the table',
    );
    return cachedFacts ?? fromTable(db, pinCode);
  }
}
