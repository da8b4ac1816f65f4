import { Trans } from '@lingui/react/macro';
import type { ProductStatus } from '@shahi/contract';
import { Badge } from '#web/components/ui/badge.tsx';

/** "Sold" or "Reserved" for a piece that cannot be bought now; nothing when available. */
export function ProductStatusBadge({ status, className }: { status: ProductStatus; className?: string }) {
  if (status === 'sold')
    return (
      <Badge tone="sold" className={className}>
        <Trans>Sold</Trans>
      </Badge>
    );
  if (status === 'reserved')
    return (
      <Badge tone="reserved" className={className}>
        <Trans>Reserved</Trans>
      </Badge>
    );
  return null;
}
