import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { isUuid, LISTING_PAGE_SIZE, type SoldListPage } from '@shahi/contract';
import { Link, useParams, useSearchParams } from 'react-router';
import { SoldNote } from '#web/components/product/sold-note.tsx';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { Notice } from '#web/components/ui/notice.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { useActiveCategories } from '#web/features/catalog/api/get-active-categories.ts';
import { useSoldList } from '#web/features/catalog/api/get-sold-list.ts';
import { parsePage } from '#web/features/catalog/hooks/use-collection-params.ts';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';
import { useScrollToTop } from '#web/hooks/use-scroll-to-top.ts';
import { useLocalized } from '#web/lib/use-locale.ts';
import { Pagination } from './pagination.tsx';
import { ProductCard } from './product-card.tsx';
import { ProductGridSkeleton } from './product-grid.tsx';

const gridClasses = 'grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-4 md:gap-x-6';
const gridImageSizes = '(min-width: 1280px) 300px, (min-width: 768px) 25vw, 50vw';

/** The URL of page `page` of the archive, of one category when `categoryId` is given. */
export function soldHref(page: number | undefined, categoryId?: string): string {
  const query = categoryId ? `?category=${encodeURIComponent(categoryId)}` : '';
  return `/sold${page && page > 1 ? `/${page}` : ''}${query}`;
}

/** "12 pieces found homes". */
function FoundHomesCount({ count }: { count: number }) {
  return <Plural value={count} one="# piece found its home" other="# pieces found homes" />;
}

/** "page 2 of 5" after the count. */
function PageOf({ page, totalPage }: { page: number; totalPage: number }) {
  return (
    <Trans>
      page {page} of {totalPage}
    </Trans>
  );
}

/** The archive's grid: each sold piece with its SOLD badge and "Sold in <month year>". */
function SoldGrid({ page }: { page: SoldListPage }) {
  return (
    <ul className={gridClasses}>
      {page.data.map((product, index) => (
        <li key={product._id}>
          <ProductCard
            product={product}
            sizes={gridImageSizes}
            priority={index < 2}
            note={<SoldNote soldAt={product.soldAt} />}
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * `/sold/:page?` (?category=<id>): the pieces that found homes, newest sale first, 8 a page
 * (docs/product.md#sold-archive, ADR 0037). An unknown category id lists the whole archive.
 */
export function SoldView() {
  const { t } = useLingui();
  const local = useLocalized();
  const { page: rawPage } = useParams();
  const [searchParams] = useSearchParams();
  const page = parsePage(rawPage);
  const rawCategory = searchParams.get('category') ?? '';
  const categories = useActiveCategories();
  const category = isUuid(rawCategory)
    ? categories.data?.find((candidate) => candidate._id === rawCategory)
    : undefined;
  const categoryId = category?._id;
  // Wait for the categories when one is asked for, so an unknown one falls back to the whole archive.
  const waiting = isUuid(rawCategory) && categories.isPending;
  const list = useSoldList(
    { page, perPage: LISTING_PAGE_SIZE, filter: categoryId ? { categoryId } : {} },
    !waiting,
  );
  const name = category ? local(category, 'name') : '';
  const title = category ? t`Sold: ${name}` : t`Found Their Homes`;
  useDocumentTitle(title);
  useScrollToTop(soldHref(page, categoryId));

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 md:py-12">
      <header className="mb-8 flex flex-col items-center gap-2 text-center">
        <h1 className="font-display text-4xl font-semibold text-maroon-700">{title}</h1>
        <p className="max-w-2xl text-ink-muted">
          <Trans>
            Every piece here was one of a kind, and each has gone to its one owner. See what our artisans make
            — and ask for one like it.
          </Trans>
        </p>
        {category ? (
          <Link
            to={soldHref(1)}
            className="text-sm font-semibold text-maroon-700 underline-offset-4 hover:underline"
          >
            <Trans>All sold pieces</Trans>
          </Link>
        ) : null}
      </header>
      <QueryState
        query={list}
        loading={<ProductGridSkeleton count={8} label={t`Loading sold pieces`} />}
        errorTitle={(error) => error.message}
        isEmpty={(answer) => answer.data.length === 0}
        empty={
          <Notice
            title={t`No sold pieces here yet`}
            actions={
              <Link to="/shop" className={buttonClasses('primary')}>
                <Trans>Shop the pieces still waiting</Trans>
              </Link>
            }
          />
        }
      >
        {(answer) => (
          <section aria-labelledby="sold-results-heading">
            <h2 id="sold-results-heading" className="sr-only">
              <Trans>Sold pieces</Trans>
            </h2>
            <p className="mb-4 text-sm text-ink-muted" aria-live="polite">
              <FoundHomesCount count={answer.totalCount} />
              {answer.totalPage > 1 ? (
                <>
                  {' · '}
                  <PageOf page={page} totalPage={answer.totalPage} />
                </>
              ) : null}
            </p>
            <SoldGrid page={answer} />
            <Pagination
              currentPage={page}
              totalPage={answer.totalPage}
              hrefFor={(target) => soldHref(target, categoryId)}
            />
          </section>
        )}
      </QueryState>
    </div>
  );
}
