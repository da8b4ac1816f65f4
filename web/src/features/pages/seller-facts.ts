/**
 * The wording of the seller facts a written page leaves open (types.ts `SellerFact`), from the
 * seller disclosure of `GET /api/seller`. A registered seller's prices include GST; an unregistered
 * seller may not collect an amount as tax nor say GST is included (CGST Act 2017 s.32(1)), so it
 * says none is charged. The privacy contact is the grievance officer (DPDP Act 2023 s.8(9); DPDP
 * Rules 2025 rule 3(c)). While the disclosure is unknown (loading, or the call failed) the sentence
 * says only what is true either way.
 */
import { t } from '@lingui/core/macro';
import type { SellerDisclosure } from '@shahi/contract';
import type { SellerFactName } from '#web/features/pages/types.ts';

/**
 * The sentence of `name` for `seller`'s GST mode, or the neutral one when `seller` is undefined, in
 * the active language (read at render).
 */
export function sellerFactText(
  name: SellerFactName,
  seller: Pick<SellerDisclosure, 'gstMode' | 'grievanceOfficer'> | undefined,
): string {
  switch (name) {
    case 'gstPrices':
      if (!seller) return t`The price shown is the full price you pay.`;
      return seller.gstMode === 'registered'
        ? t`All prices include GST.`
        : t`Our workshop is not registered under GST; no GST is charged.`;
    case 'privacyContact': {
      if (!seller)
        return t`Our grievance officer, named at the foot of every page, answers for your personal data.`;
      const { name: officer, designation, email, phone } = seller.grievanceOfficer;
      return t`Our grievance officer, ${officer} (${designation}), answers for your personal data: ${email}, ${phone}.`;
    }
  }
}
