import { type ClaimKind, type ClaimStatus, claimKindLabels } from '@shahi/contract/schemas';
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx';

const statusBadges: Record<ClaimStatus, { tone: BadgeTone; label: string }> = {
  open: { tone: 'yellow', label: 'Open' },
  refunded: { tone: 'green', label: 'Refunded' },
  declined: { tone: 'grey', label: 'Declined' },
};

/** A claim's status in the back office: Open yellow, Refunded green, Declined grey. */
export function ClaimStatusBadge({ status }: { status: ClaimStatus }) {
  const badge = statusBadges[status];
  return <Badge tone={badge.tone}>{badge.label}</Badge>;
}

/** What went wrong, as the contract names it ("Arrived damaged"). */
export function claimKindLabel(kind: ClaimKind): string {
  return claimKindLabels[kind];
}
