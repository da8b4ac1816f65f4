import { Trans, useLingui } from '@lingui/react/macro';
import { isUuid, type ProductStatus } from '@shahi/contract';
import { useSearchParams } from 'react-router';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { SectionHeading } from '#web/components/ui/section-heading.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useRequestPiece } from '#web/features/requests/api/get-piece.ts';
import { AskForm } from '#web/features/requests/components/ask-form.tsx';
import { RequestPieceCard } from '#web/features/requests/components/request-piece-card.tsx';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';

/**
 * `/ask?product=<id>` ("Ask for one like this", ADR 0040) and `/ask` (made to order): the piece
 * asked about, when named and found, above the request form (a piece not found is said so and the
 * request goes without it); open to guests and shoppers.
 */
export function AskRoute() {
  const { t } = useLingui();
  const [searchParams] = useSearchParams();
  const named = searchParams.get('product') ?? '';
  const productId = isUuid(named) ? named.toLowerCase() : undefined;
  const piece = useRequestPiece(productId);
  const found = piece.data;
  const title = productId ? t`Ask for one like this` : t`Made to order`;
  useDocumentTitle(title);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 md:py-16">
      <SectionHeading level={1}>{title}</SectionHeading>
      <p className="mx-auto -mt-2 mb-8 max-w-2xl text-center text-ink-muted">
        <Trans>
          Every piece we sell is one of a kind. Tell us what you would love, and our artisans will quote a
          price and a making time for a new piece made for you.
        </Trans>
      </p>
      <section className="flex flex-col gap-6 rounded-sm border border-gold-300 bg-white p-4 shadow-sm sm:p-8">
        {productId && piece.isPending ? <Skeleton className="h-36 w-full" /> : null}
        {productId && piece.isError ? (
          <FormAlert tone="info">
            <Trans>
              We could not find that piece, but we would still love to hear what you would like made.
            </Trans>
          </FormAlert>
        ) : null}
        {found ? (
          <RequestPieceCard
            piece={{
              _id: found._id,
              title: found.title,
              price: found.price,
              image: found.image1 || null,
              status: found.status as ProductStatus,
            }}
            caption={t`You are asking for one like this`}
          />
        ) : null}
        <AskForm key={found?._id ?? 'free'} productId={found?._id} />
      </section>
    </div>
  );
}
