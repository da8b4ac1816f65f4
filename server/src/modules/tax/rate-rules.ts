/**
 * The rate table (docs/decisions/0055-gst-rates-as-dated-data.md): GST rate rules by HSN prefix and
 * date, read once per document issue and listed, added or withdrawn in the back office. Rules are
 * added, never edited; one not yet in force may be deleted. Resolution itself is the contract's
 * pure `resolveGstRate` (contract/src/gst-rates.ts), shared with the back office.
 */
import { indiaDate } from '@shahi/contract';
import {
  type AdminGstRateRuleInput,
  type AdminGstRateRules,
  type GstRateRule,
  gstRateMessages,
} from '@shahi/contract/schemas';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { badRequest, conflict, notFound } from '#server/http/errors.ts';
import { gstRateRules } from './tables.ts';

type RuleRow = typeof gstRateRules.$inferSelect;

/** Row → the contract's rule. */
function toRule(row: RuleRow): GstRateRule {
  return {
    id: row.id,
    hsnPrefix: row.hsnPrefix,
    handmadeOnly: row.handmadeOnly,
    rateBp: row.rateBp,
    thresholdPaise: row.thresholdPaise,
    rateAboveBp: row.rateAboveBp,
    effectiveFrom: row.effectiveFrom,
    source: row.source,
    description: row.description,
  };
}

/** Every rule, past, current and future, by HSN prefix, then kind, then start date. */
export async function loadRateRules(db: Database): Promise<GstRateRule[]> {
  const rows = await db
    .select()
    .from(gstRateRules)
    .orderBy(asc(gstRateRules.hsnPrefix), asc(gstRateRules.handmadeOnly), asc(gstRateRules.effectiveFrom));
  return rows.map(toRule);
}

/** The back office's list: every rule and today's India date at `now`. */
export async function listRateRules(db: Database, now = new Date()): Promise<AdminGstRateRules> {
  return { today: indiaDate(now), rules: await loadRateRules(db) };
}

/**
 * Adds a rule that starts after today (India time at `now`), so no document already issued today
 * could have taken another rate; resolves with it. 400 futureOnly for today or earlier, 409
 * ruleExists when a rule of the same prefix and kind starts that day.
 */
export async function addRateRule(
  db: Database,
  input: AdminGstRateRuleInput,
  now = new Date(),
): Promise<GstRateRule> {
  if (input.effectiveFrom <= indiaDate(now)) throw badRequest(gstRateMessages.futureOnly);
  const [row] = await db.insert(gstRateRules).values(input).onConflictDoNothing().returning();
  if (!row) throw conflict(gstRateMessages.ruleExists, 'RATE_RULE_EXISTS');
  return toRule(row);
}

/**
 * Deletes rule `id` while it is not yet in force (starts after today, India time at `now`). 404
 * unknown; 409 ruleInForce once it applies, because documents may have been issued under it.
 */
export async function deleteRateRule(db: Database, id: string, now = new Date()): Promise<void> {
  const [row] = await db.select().from(gstRateRules).where(eq(gstRateRules.id, id));
  if (!row) throw notFound(gstRateMessages.ruleNotFound);
  if (row.effectiveFrom <= indiaDate(now)) throw conflict(gstRateMessages.ruleInForce, 'RATE_RULE_IN_FORCE');
  await db.delete(gstRateRules).where(eq(gstRateRules.id, id));
}
