import { describe, expect, it } from 'vitest';
import {
  adminGstRateRuleCreateSchema,
  describeRateDecision,
  type GstRateFacts,
  type GstRateRule,
  gstRateMessages,
  inThresholdBand,
  isIsoDate,
  rateOfRule,
  resolveGstRate,
  ruleInForce,
  thresholdPricePaise,
} from './gst-rates.ts';

const handicraft = 'Notification 21/2018-CT(Rate) as substituted by 13/2025-CT(Rate)';

const rule = (hsnPrefix: string, rateBp: number, extra: Partial<GstRateRule> = {}): GstRateRule => ({
  id: `${hsnPrefix}-${extra.handmadeOnly ? 1 : 0}-${extra.effectiveFrom ?? 0}-${rateBp}`,
  hsnPrefix,
  handmadeOnly: false,
  rateBp,
  thresholdPaise: null,
  rateAboveBp: null,
  effectiveFrom: '2025-09-22',
  source: 'Notification 9/2025-CT(Rate)',
  description: `Chapter ${hsnPrefix}`,
  ...extra,
});
const threshold = { thresholdPaise: 250_000, rateAboveBp: 1800 };

/** The rules migration 0017 seeds, in short. */
const seeded: GstRateRule[] = [
  rule('61', 500, threshold),
  rule('62', 500, threshold),
  rule('63', 500, threshold),
  rule('64', 500, threshold),
  rule('940490', 500, threshold),
  rule('5007', 500),
  rule('71', 300),
  rule('6214', 500, {
    handmadeOnly: true,
    source: handicraft,
    description: 'Handmade or hand-embroidered shawls',
  }),
  rule('57', 500, { handmadeOnly: true, source: handicraft, description: 'Handmade carpets' }),
];

const facts = (extra: Partial<GstRateFacts>): GstRateFacts => ({
  pieceRateBp: null,
  categoryRateBp: null,
  hsnCode: '',
  handmade: false,
  ...extra,
});
const today = '2026-11-27';

describe('resolveGstRate', () => {
  it('a ₹10,000 hand-embroidered phulkari (6214, handmade) pays 5 % by the handicraft entry', () => {
    const decision = resolveGstRate(seeded, facts({ hsnCode: '6214', handmade: true }), 1_000_000, today);
    expect(decision).toEqual({
      rateBp: 500,
      rule: {
        kind: 'table',
        description: 'Handmade or hand-embroidered shawls',
        source: handicraft,
        effectiveFrom: '2025-09-22',
        hsnPrefix: '6214',
      },
    });
    expect(describeRateDecision(decision as NonNullable<typeof decision>)).toBe(
      `5 % · Handmade or hand-embroidered shawls · ${handicraft}, from 22 Sep 2025`,
    );
  });

  it('the same shawl not declared handmade falls to chapter 62: 18 % above ₹2,625', () => {
    expect(resolveGstRate(seeded, facts({ hsnCode: '6214' }), 1_000_000, today)?.rateBp).toBe(1800);
    expect(resolveGstRate(seeded, facts({ hsnCode: '6214' }), 262_500, today)?.rateBp).toBe(500);
  });

  it('a handmade rug (5702) is 5 % at ₹2,400 and at ₹12,000; a machine-made one has no table rule', () => {
    for (const price of [240_000, 1_200_000]) {
      expect(resolveGstRate(seeded, facts({ hsnCode: '5702', handmade: true }), price, today)?.rateBp).toBe(
        500,
      );
    }
    expect(resolveGstRate(seeded, facts({ hsnCode: '5702' }), 240_000, today)).toBeNull();
    expect(
      resolveGstRate(seeded, facts({ hsnCode: '5702', categoryRateBp: 1800 }), 240_000, today)?.rule.kind,
    ).toBe('category');
  });

  it('the piece’s own rate wins over the table, the table over the category’s', () => {
    const own = resolveGstRate(
      seeded,
      facts({ hsnCode: '6214', handmade: true, pieceRateBp: 1800, categoryRateBp: 300 }),
      100,
      today,
    );
    expect(own).toMatchObject({
      rateBp: 1800,
      rule: { kind: 'piece', description: gstRateMessages.pieceRule },
    });
    const table = resolveGstRate(seeded, facts({ hsnCode: '7113', categoryRateBp: 500 }), 100, today);
    expect(table).toMatchObject({ rateBp: 300, rule: { kind: 'table', hsnPrefix: '71' } });
    expect(resolveGstRate(seeded, facts({ hsnCode: '4420', categoryRateBp: 500 }), 100, today)).toMatchObject(
      {
        rateBp: 500,
        rule: { kind: 'category', description: gstRateMessages.categoryRule },
      },
    );
    expect(resolveGstRate(seeded, facts({}), 100, today)).toBeNull();
  });

  it('a rule dated later applies only from its day; before the first rule there is none', () => {
    const later = [...seeded, rule('6214', 1800, { handmadeOnly: true, effectiveFrom: '2026-12-01' })];
    const shawl = facts({ hsnCode: '6214', handmade: true });
    expect(resolveGstRate(later, shawl, 1_000_000, '2026-11-30')?.rateBp).toBe(500);
    expect(resolveGstRate(later, shawl, 1_000_000, '2026-12-01')).toMatchObject({
      rateBp: 1800,
      rule: { effectiveFrom: '2026-12-01' },
    });
    expect(resolveGstRate(seeded, facts({ hsnCode: '6204' }), 100, '2025-09-21')).toBeNull();
  });
});

describe('ruleInForce', () => {
  it('takes the longest prefix, and a handmade rule on a tie of length', () => {
    const rules = [rule('94', 1800), rule('940490', 500, threshold), rule('9404', 1200)];
    expect(ruleInForce(rules, '94049000', false, today)?.hsnPrefix).toBe('940490');
    const tie = [rule('6214', 1800), rule('6214', 500, { handmadeOnly: true })];
    expect(ruleInForce(tie, '621410', true, today)?.handmadeOnly).toBe(true);
    expect(ruleInForce(tie, '621410', false, today)?.handmadeOnly).toBe(false);
    expect(ruleInForce(tie, '', true, today)).toBeNull();
  });
});

describe('the ₹2,500 threshold on a tax-inclusive price (review row D7)', () => {
  const apparel = rule('62', 500, threshold);
  it('5 % up to ₹2,625.00, 18 % from ₹2,625.01', () => {
    expect(thresholdPricePaise(250_000, 500)).toBe(262_500);
    expect(rateOfRule(apparel, 262_500)).toBe(500);
    expect(rateOfRule(apparel, 262_501)).toBe(1800);
    expect(rateOfRule(apparel, 1)).toBe(500);
  });
  it('flags ₹2,625.01–₹2,950.00 as the unsettled band', () => {
    expect(inThresholdBand(apparel, 262_500)).toBe(false);
    expect(inThresholdBand(apparel, 262_501)).toBe(true);
    expect(inThresholdBand(apparel, 295_000)).toBe(true);
    expect(inThresholdBand(apparel, 295_001)).toBe(false);
    expect(inThresholdBand(rule('57', 500), 280_000)).toBe(false);
  });
});

describe('adminGstRateRuleCreateSchema', () => {
  const body = {
    hsnPrefix: '6214',
    handmadeOnly: true,
    rateBp: 1800,
    effectiveFrom: '2027-01-01',
    source: 'Notification 99/2026-CT(Rate)',
    description: 'Handmade shawls',
  };
  const problem = (value: unknown) => adminGstRateRuleCreateSchema.safeParse(value).error?.issues[0]?.message;
  it('takes a rule and fills no threshold', () => {
    expect(adminGstRateRuleCreateSchema.parse(body)).toMatchObject({
      thresholdPaise: null,
      rateAboveBp: null,
    });
  });
  it('refuses a bad prefix, rate, date or a half threshold', () => {
    expect(problem({ ...body, hsnPrefix: '6' })).toBe(gstRateMessages.prefixShape);
    expect(problem({ ...body, hsnPrefix: '62a4' })).toBe(gstRateMessages.prefixShape);
    expect(problem({ ...body, rateBp: 1200 })).toBe(gstRateMessages.rateSlab);
    expect(problem({ ...body, effectiveFrom: '2027-02-30' })).toBe(gstRateMessages.dateShape);
    expect(problem({ ...body, thresholdPaise: 250_000 })).toBe(gstRateMessages.thresholdPair);
    expect(problem({ ...body, thresholdPaise: 250_000, rateAboveBp: 1800 })).toBeUndefined();
  });
  it('knows real dates', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(isIsoDate('2027-1-01')).toBe(false);
  });
});
