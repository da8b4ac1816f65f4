import type { AdminClaimSummary } from '@shahi/contract/schemas';
import { useAdminClaims } from '#web/features/admin/api/claims/claims.ts';
import { type Inbox, InboxPage } from '#web/features/admin/components/inbox/inbox-page.tsx';
import { ClaimCard } from './claim-card.tsx';

const claimsInbox: Inbox<AdminClaimSummary> = {
  title: 'Claims',
  path: '/admin/claims',
  noun: 'claims',
  param: 'status',
  filters: [
    { value: 'open', label: 'Open', empty: 'No open claims' },
    { value: 'decided', label: 'Decided' },
    { value: '', label: 'All' },
  ],
  defaultFilter: 'open',
  useList: useAdminClaims,
};

/** The list answers nothing itself: each claim is decided on its own page. */
const noChange = { isPending: false, isError: false, error: null, reset: () => undefined };

/**
 * Claims after delivery (ADR 0057; docs/product.md#claims): the open ones first (the default
 * filter), newest first, each with the days left to reply; a tap opens the claim to decide it.
 */
export function ClaimsPage() {
  return (
    <InboxPage<AdminClaimSummary>
      inbox={claimsInbox}
      change={noChange}
      changeFailure=""
      renderItem={(claim) => <ClaimCard claim={claim} />}
    />
  );
}
