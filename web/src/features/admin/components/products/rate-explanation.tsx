import { rupeesToPaise } from '@shahi/contract';
import {
  type AdminCategory,
  type AdminGstRateRules,
  describeRateDecision,
  gstRateMessages,
  gstRateToBp,
  inThresholdBand,
  resolveGstRate,
  ruleInForce,
} from '@shahi/contract/schemas';
import { parseRupees } from './product-form-schema.ts';

/** What the product form has typed that the rate depends on. */
export interface RateInputs {
  price: string;
  categoryId: string;
  hsnCode: string;
  /** '' = from the rate table, else percent. */
  gstRate: string;
  handmade: boolean;
}

/** What the line says: which rule decides, or why none does, and the D7 band warning. */
export interface RateExplanationText {
  decides: string | null;
  warning: string | null;
}

/**
 * Which rule decides the piece's GST rate at the typed price today (India date `today`), with the
 * same resolution the tax invoice uses (contract/src/gst-rates.ts, ADR 0055); a warning when no
 * rule gives a rate, or when the price lies in the band the ₹2,500 threshold leaves unsettled.
 */
export function explainRate(
  inputs: RateInputs,
  rates: AdminGstRateRules,
  category: AdminCategory | undefined,
): RateExplanationText {
  const rupees = parseRupees(inputs.price);
  const pricePaise = Number.isNaN(rupees) ? 0 : rupeesToPaise(rupees);
  const hsnCode = inputs.hsnCode.trim() || category?.hsnCode || '';
  const facts = {
    pieceRateBp: inputs.gstRate === '' ? null : gstRateToBp(Number(inputs.gstRate)),
    categoryRateBp: gstRateToBp(category?.gstRate ?? null),
    hsnCode,
    handmade: inputs.handmade,
  };
  const decision = resolveGstRate(rates.rules, facts, pricePaise, rates.today);
  if (!decision) {
    return {
      decides: null,
      warning: hsnCode
        ? `${gstRateMessages.noRate}. A shop registered for GST cannot invoice it.`
        : 'No HSN code on the piece or its category: a shop registered for GST cannot invoice it.',
    };
  }
  const rule =
    decision.rule.kind === 'table' ? ruleInForce(rates.rules, hsnCode, inputs.handmade, rates.today) : null;
  const band = rule !== null && pricePaise > 0 && inThresholdBand(rule, pricePaise);
  return { decides: describeRateDecision(decision), warning: band ? gstRateMessages.priceBand : null };
}

interface RateExplanationProps {
  inputs: RateInputs;
  rates: AdminGstRateRules | undefined;
  categories: AdminCategory[];
}

/** The live "GST today" line under the rate picker; nothing until the rate table has loaded. */
export function RateExplanation({ inputs, rates, categories }: RateExplanationProps) {
  if (!rates) return null;
  const category = categories.find((entry) => entry._id === inputs.categoryId);
  const { decides, warning } = explainRate(inputs, rates, category);
  return (
    <div aria-live="polite" className="flex flex-col gap-2 text-sm sm:col-span-2">
      {decides ? (
        <p className="rounded-sm bg-parchment px-3 py-2 text-ink">
          <span className="font-semibold">GST today: </span>
          {decides}
        </p>
      ) : null}
      {warning ? (
        <p className="rounded-sm border-l-4 border-maroon-500 bg-maroon-50 px-3 py-2 font-medium text-maroon-900">
          {warning}
        </p>
      ) : null}
    </div>
  );
}
