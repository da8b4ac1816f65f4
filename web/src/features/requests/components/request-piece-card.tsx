import { useLingui } from '@lingui/react/macro';
import type { ProductStatus } from '@shahi/contract';
import { formatRupees } from '@shahi/contract';
import { Link } from 'react-router';
import { ProductImage } from '#web/components/product/product-image.tsx';
import { ProductStatusBadge } from '#web/components/product/product-status-badge.tsx';

/** The piece a request is like, as the request pages show it (price in rupees). */
export interface RequestPieceSummary {
  _id: string;
  title: string;
  price: number;
  /** The first photo's stored path, or null. */
  image: string | null;
  status: ProductStatus;
}

/**
 * The piece a request is like: photo, title (linking to its page), its price then and its
 * "Sold"/"Reserved" badge, beside `caption` ("You are asking for one like this").
 */
export function RequestPieceCard({ piece, caption }: { piece: RequestPieceSummary; caption: string }) {
  const { t } = useLingui();
  return (
    <figure
      aria-label={t`The piece you are asking about`}
      className="flex items-center gap-4 rounded-sm border border-gold-300 bg-ivory p-3 sm:p-4"
    >
      {piece.image ? (
        <ProductImage
          path={piece.image}
          alt={piece.title}
          priority
          sizes="112px"
          className="h-28 w-22 shrink-0 rounded-sm object-cover sm:h-36 sm:w-28"
        />
      ) : null}
      <figcaption className="flex min-w-0 flex-col gap-1.5 text-left">
        <span className="text-xs font-semibold tracking-wider text-ink-muted uppercase">{caption}</span>
        <Link
          to={`/product/${piece._id}`}
          className="font-display text-lg leading-snug font-semibold text-ink hover:text-maroon-700"
        >
          {piece.title}
        </Link>
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-maroon-700">{formatRupees(piece.price)}</span>
          <ProductStatusBadge status={piece.status} />
        </span>
      </figcaption>
    </figure>
  );
}
