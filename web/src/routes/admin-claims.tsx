import { useParams } from 'react-router';
import { ClaimDetailPage } from '#web/features/admin/components/claims/claim-detail-page.tsx';
import { ClaimsPage } from '#web/features/admin/components/claims/claims-page.tsx';

/** `/admin/claims`: claims after delivery, open first. */
export function AdminClaimsRoute() {
  return <ClaimsPage />;
}

/** `/admin/claims/:claimId`: one claim and its decision. */
export function AdminClaimRoute() {
  const { claimId = '' } = useParams();
  return <ClaimDetailPage key={claimId} id={claimId} />;
}
