/**
 * GST rates as dated data (docs/decisions/0055-gst-rates-as-dated-data.md): which rate a piece
 * pays at a price on a date, and which rule decided it. One home for the server's tax documents
 * and the back office's live "which rule decides" line. Pure; money in integer paise, rates in
 * basis points (500 = 5 %), dates as India dates `YYYY-MM-DD`.
 *
 * Order (first that applies): the piece's own rate; the rate table (Notification 9/2025-CT(Rate)
 * and the handicraft table of 21/2018-CT(Rate) as substituted by 13/2025-CT(Rate)); the category's
 * rate; else no rate (a registered seller cannot invoice the piece).
 */
import { z } from 'zod';
import { bodyError, requiredText } from './fields.ts';

/** A rule of the rate table as the back office lists it (`GET /admin/tax-rates`). */
export interface GstRateRule {
  id: string;
  /** 2 to 8 digits: the HSN codes it covers start with these ("57", "6214"). */
  hsnPrefix: string;
  /** Applies only to pieces declared handmade or hand-embroidered. */
  handmadeOnly: boolean;
  /** Basis points; up to the threshold when there is one. */
  rateBp: number;
  /** Sale value per piece or pair, GST excluded, in paise (₹2,500 = 250000); null = any value. */
  thresholdPaise: number | null;
  /** Basis points above the threshold; null exactly when thresholdPaise is. */
  rateAboveBp: number | null;
  /** First India date it applies, `YYYY-MM-DD`. */
  effectiveFrom: string;
  /** The notification and entry. */
  source: string;
  /** The goods in plain words. */
  description: string;
}

/** What decided a rate: the piece, the rate table (with the rule's date) or the category. */
export interface GstRateSource {
  kind: 'piece' | 'table' | 'category';
  description: string;
  source: string;
  /** The table rule's first day (`YYYY-MM-DD`); only for `table`. */
  effectiveFrom?: string;
  /** The table rule's HSN prefix; only for `table`. */
  hsnPrefix?: string;
}

/** A resolved rate: basis points and the rule that gave them. */
export interface GstRateDecision {
  rateBp: number;
  rule: GstRateSource;
}

/** The facts of a piece the rate depends on. */
export interface GstRateFacts {
  /** The owner's rate on the piece, basis points; null = not set. */
  pieceRateBp: number | null;
  /** The category's rate, basis points; null = not set. */
  categoryRateBp: number | null;
  /** The piece's HSN code, else its category's; '' = none. */
  hsnCode: string;
  /** Declared handmade or hand-embroidered. */
  handmade: boolean;
}

/** The wording of rates (ours). */
export const gstRateMessages = {
  pieceRule: 'Set on this piece',
  pieceSource: 'The owner’s rate on this piece',
  categoryRule: 'Set on the category',
  categorySource: 'The owner’s rate on the category',
  noRate:
    'No GST rate applies: no rule of the rate table covers its HSN code, and neither the piece nor its category has a rate',
  prefixShape: 'The HSN prefix must be 2 to 8 digits',
  rateSlab: 'The rate must be one of 0.25, 1.5, 3, 5, 18, 28 or 40 %',
  thresholdPair: 'Give both the threshold and the rate above it, or neither',
  dateShape: 'The date must be written YYYY-MM-DD',
  futureOnly:
    'A new rule must start on a later day than today (India time), so no document issued today changes',
  ruleExists: 'A rule for this HSN prefix and kind already starts on that day',
  ruleNotFound: 'Rate rule not found',
  ruleInForce: 'A rule already in force cannot be deleted: documents were issued under it',
  priceBand:
    'Prices from ₹2,625.01 to ₹2,950.00 fall in a band the law does not settle: the shop taxes them at 18 %. Price at or below ₹2,625 or above ₹2,950.',
} as const;

/** The GST slabs of goods under Notification 9/2025-CT(Rate), in basis points. */
export const gstSlabsBp = [25, 150, 300, 500, 1800, 2800, 4000] as const;

/** True when `prefix` (2–8 digits) starts `hsnCode`. */
function covers(prefix: string, hsnCode: string): boolean {
  return hsnCode.startsWith(prefix);
}

/**
 * The rule of `rules` that decides a piece of `hsnCode` (handmade or not) on India date `date`:
 * among rules whose prefix starts the HSN code, not handmade-only unless the piece is handmade,
 * in force on `date`, the latest of each (prefix, handmade-only) pair; then the longest prefix,
 * a handmade-only rule winning a tie. Null when none covers it.
 */
export function ruleInForce(
  rules: readonly GstRateRule[],
  hsnCode: string,
  handmade: boolean,
  date: string,
): GstRateRule | null {
  let best: GstRateRule | null = null;
  for (const rule of rules) {
    if (hsnCode === '' || !covers(rule.hsnPrefix, hsnCode)) continue;
    if (rule.handmadeOnly && !handmade) continue;
    if (rule.effectiveFrom > date) continue;
    if (!best || ranksAbove(rule, best)) best = rule;
  }
  return best;
}

/** Longer prefix first, then handmade-only, then the later start. */
function ranksAbove(rule: GstRateRule, other: GstRateRule): boolean {
  if (rule.hsnPrefix.length !== other.hsnPrefix.length) return rule.hsnPrefix.length > other.hsnPrefix.length;
  if (rule.handmadeOnly !== other.handmadeOnly) return rule.handmadeOnly;
  return rule.effectiveFrom > other.effectiveFrom;
}

/**
 * Highest tax-inclusive price (paise) whose sale value, GST at `rateBp` excluded, is at most
 * `thresholdPaise`: floor(T·(10000 + r)/10000); ₹2,500 at 5 % → ₹2,625.00 (262500).
 */
export function thresholdPricePaise(thresholdPaise: number, rateBp: number): number {
  return Math.floor((thresholdPaise * (10_000 + rateBp)) / 10_000);
}

/**
 * The rate of `rule` for a piece at tax-inclusive `pricePaise`: `rateBp` while the sale value
 * P/(1 + rate) is at most the threshold, i.e. P·10000 ≤ T·(10000 + rate), else `rateAboveBp`.
 * Prices whose value would pass under either reading (₹2,625.01–₹2,950.00 for ₹2,500 at 5/18 %)
 * take the higher rate: the conservative reading of the threshold (review row D7).
 */
export function rateOfRule(
  rule: Pick<GstRateRule, 'rateBp' | 'thresholdPaise' | 'rateAboveBp'>,
  pricePaise: number,
): number {
  if (rule.thresholdPaise === null || rule.rateAboveBp === null) return rule.rateBp;
  return pricePaise * 10_000 <= rule.thresholdPaise * (10_000 + rule.rateBp) ? rule.rateBp : rule.rateAboveBp;
}

/**
 * True when `pricePaise` lies in the band of a threshold rule the law does not settle: above the
 * lower rate's limit (₹2,625.00) and at or below the higher rate's (₹2,950.00) for ₹2,500 at 5/18 %.
 */
export function inThresholdBand(
  rule: Pick<GstRateRule, 'rateBp' | 'thresholdPaise' | 'rateAboveBp'>,
  pricePaise: number,
): boolean {
  if (rule.thresholdPaise === null || rule.rateAboveBp === null) return false;
  return (
    pricePaise > thresholdPricePaise(rule.thresholdPaise, rule.rateBp) &&
    pricePaise <= thresholdPricePaise(rule.thresholdPaise, rule.rateAboveBp)
  );
}

/**
 * The GST rate of a piece with `facts` sold at tax-inclusive `pricePaise` (paise) on India date
 * `date`, under `rules`: its own rate; else the table rule in force (ruleInForce, rateOfRule);
 * else its category's rate; else null (no rate: a registered seller cannot invoice it).
 */
export function resolveGstRate(
  rules: readonly GstRateRule[],
  facts: GstRateFacts,
  pricePaise: number,
  date: string,
): GstRateDecision | null {
  if (facts.pieceRateBp !== null) {
    return {
      rateBp: facts.pieceRateBp,
      rule: { kind: 'piece', description: gstRateMessages.pieceRule, source: gstRateMessages.pieceSource },
    };
  }
  const rule = ruleInForce(rules, facts.hsnCode, facts.handmade, date);
  if (rule) {
    return {
      rateBp: rateOfRule(rule, pricePaise),
      rule: {
        kind: 'table',
        description: rule.description,
        source: rule.source,
        effectiveFrom: rule.effectiveFrom,
        hsnPrefix: rule.hsnPrefix,
      },
    };
  }
  if (facts.categoryRateBp !== null) {
    return {
      rateBp: facts.categoryRateBp,
      rule: {
        kind: 'category',
        description: gstRateMessages.categoryRule,
        source: gstRateMessages.categorySource,
      },
    };
  }
  return null;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** An India date `YYYY-MM-DD` as "22 Sep 2025"; the text itself when it is not such a date. */
export function formatRuleDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${Number(match[3])} ${month} ${match[1]}` : date;
}

/** A rate in basis points as percent text: 500 → "5 %", 25 → "0.25 %". */
export function formatRateBp(rateBp: number): string {
  return `${rateBp / 100} %`;
}

/**
 * One line saying which rule decides: "5 % · Handmade or hand-embroidered shawls · Notification
 * 21/2018-CT(Rate) as substituted by 13/2025-CT(Rate), from 22 Sep 2025".
 */
export function describeRateDecision(decision: GstRateDecision): string {
  const { rule } = decision;
  const from = rule.effectiveFrom ? `, from ${formatRuleDate(rule.effectiveFrom)}` : '';
  return `${formatRateBp(decision.rateBp)} · ${rule.description} · ${rule.source}${from}`;
}

/** True when `text` is a real calendar date written `YYYY-MM-DD`. */
export function isIsoDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const parsed = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === text;
}

const slabBp = z
  .number({ error: gstRateMessages.rateSlab })
  .refine((value) => (gstSlabsBp as readonly number[]).includes(value), gstRateMessages.rateSlab);

/**
 * `POST /admin/tax-rates`: hsnPrefix (2–8 digits), handmadeOnly (default false), rateBp (a slab),
 * thresholdPaise and rateAboveBp (both or neither; paise, basis points), effectiveFrom (a later
 * India date than today; the server checks), source and description.
 */
export const adminGstRateRuleCreateSchema = z
  .object(
    {
      hsnPrefix: z
        .string({ error: gstRateMessages.prefixShape })
        .trim()
        .max(8, { error: gstRateMessages.prefixShape, abort: true })
        .regex(/^\d{2,8}$/, gstRateMessages.prefixShape),
      handmadeOnly: z.boolean({ error: 'handmadeOnly must be true or false' }).default(false),
      rateBp: slabBp,
      thresholdPaise: z
        .number({ error: 'thresholdPaise must be a whole number of paise' })
        .int('thresholdPaise must be a whole number of paise')
        .min(1, 'thresholdPaise must be more than 0')
        .max(1_000_000_000, 'thresholdPaise must be at most 1000000000')
        .nullable()
        .default(null),
      rateAboveBp: slabBp.nullable().default(null),
      effectiveFrom: z
        .string({ error: gstRateMessages.dateShape })
        .trim()
        .max(10, { error: gstRateMessages.dateShape, abort: true })
        .refine(isIsoDate, gstRateMessages.dateShape),
      source: requiredText('source is required', 300, 'source must be at most 300 characters'),
      description: requiredText('description is required', 200, 'description must be at most 200 characters'),
    },
    bodyError,
  )
  .refine((value) => (value.thresholdPaise === null) === (value.rateAboveBp === null), {
    message: gstRateMessages.thresholdPair,
    path: ['rateAboveBp'],
  });
export type AdminGstRateRuleCreateRequest = z.input<typeof adminGstRateRuleCreateSchema>;
export type AdminGstRateRuleInput = z.output<typeof adminGstRateRuleCreateSchema>;

/** `GET /admin/tax-rates`: every rule, and today's India date (which rules are in force). */
export interface AdminGstRateRules {
  today: string;
  rules: GstRateRule[];
}
