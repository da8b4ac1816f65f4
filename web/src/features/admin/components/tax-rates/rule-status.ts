import type { GstRateRule } from '@shahi/contract/schemas';

/** Where a rule stands on India date `today`: coming (starts later), in force, or replaced by a later one. */
export type RuleStatus = 'coming' | 'in-force' | 'replaced';

/**
 * The status of `rule` among `rules` on `today` (`YYYY-MM-DD`): coming when it starts after today;
 * replaced when a rule of the same HSN prefix and kind started later but not after today; else in force.
 */
export function ruleStatus(rule: GstRateRule, rules: readonly GstRateRule[], today: string): RuleStatus {
  if (rule.effectiveFrom > today) return 'coming';
  const replaced = rules.some(
    (other) =>
      other.hsnPrefix === rule.hsnPrefix &&
      other.handmadeOnly === rule.handmadeOnly &&
      other.effectiveFrom > rule.effectiveFrom &&
      other.effectiveFrom <= today,
  );
  return replaced ? 'replaced' : 'in-force';
}

/** The rules in the order the page lists them: coming first, then in force, then replaced; by HSN prefix within. */
export function rulesInPageOrder(rules: readonly GstRateRule[], today: string): GstRateRule[] {
  const rank: Record<RuleStatus, number> = { coming: 0, 'in-force': 1, replaced: 2 };
  return [...rules].sort(
    (a, b) =>
      rank[ruleStatus(a, rules, today)] - rank[ruleStatus(b, rules, today)] ||
      a.hsnPrefix.localeCompare(b.hsnPrefix) ||
      Number(b.handmadeOnly) - Number(a.handmadeOnly) ||
      b.effectiveFrom.localeCompare(a.effectiveFrom),
  );
}
