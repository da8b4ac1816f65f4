import { Trans } from '@lingui/react/macro';
import { Notice } from '#web/components/ui/notice.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useActiveBanners } from '#web/features/content/api/get-active-banners.ts';
import { deferredPart } from '#web/lib/deferred-part.tsx';
import { useMessages } from '#web/lib/use-messages.ts';

const bannerSkeleton = <Skeleton className="aspect-[4/5] w-full md:aspect-[8/3]" />;

/**
 * The slider's code: the server's markup shows the first banner at once; its behaviour (advancing,
 * the controls) loads once the main thread is idle or at the shopper's first input (ADR 0046).
 */
const BannerSlider = deferredPart(
  () => import('./banner-slider.tsx'),
  (module) => module.BannerSlider,
  { idle: true },
  bannerSkeleton,
);

/** The home page's banner slider with its loading, empty ("No banners available") and error states. */
export function HomeBanners() {
  const banners = useActiveBanners();
  const m = useMessages('messages');
  return (
    <QueryState
      query={banners}
      loading={
        <div role="status" aria-busy="true">
          <span className="sr-only">
            <Trans>Loading banners</Trans>
          </span>
          {bannerSkeleton}
        </div>
      }
      errorTitle={m.failedToFetchBanners}
      errorClassName="my-6"
      isEmpty={(list) => list.length === 0}
      empty={<Notice title={m.noBannersAvailable} className="my-6" />}
    >
      {(list) => <BannerSlider banners={list} />}
    </QueryState>
  );
}
