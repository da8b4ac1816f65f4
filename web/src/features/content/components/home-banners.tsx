import { messages } from '@shahi/contract';
import { Button } from '#web/components/ui/button.tsx';
import { Notice } from '#web/components/ui/notice.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useActiveBanners } from '#web/features/content/api/get-active-banners.ts';
import { BannerSlider } from './banner-slider.tsx';

/** The home page's banner slider with its loading, empty ("No banners available") and error states. */
export function HomeBanners() {
  const banners = useActiveBanners();
  if (banners.isPending) {
    return (
      <div role="status" aria-busy="true">
        <span className="sr-only">Loading banners</span>
        <Skeleton className="aspect-[4/5] w-full md:aspect-[8/3]" />
      </div>
    );
  }
  if (banners.isError) {
    return (
      <Notice
        tone="error"
        title={messages.failedToFetchBanners}
        className="my-6"
        actions={<Button onClick={() => banners.refetch()}>Retry</Button>}
      />
    );
  }
  if (banners.data.length === 0) return <Notice title={messages.noBannersAvailable} className="my-6" />;
  return <BannerSlider banners={banners.data} />;
}
