/**
 * The product's photos full screen (yet-another-react-lightbox and its Zoom plugin), in a chunk of
 * its own: the gallery imports this module on the first tap on a photo, so neither the library nor
 * its stylesheet is part of the product page's first load (docs/decisions/0070).
 */
import { useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import Lightbox from 'yet-another-react-lightbox';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';

/** A photo full screen: its file's URL and its text alternative. */
export interface FullScreenPhoto {
  src: string;
  alt: string;
}

export interface ProductLightboxProps {
  /** The product's photos, in the gallery's order. */
  photos: readonly FullScreenPhoto[];
  /** The product's title in the page's language, for the view's name. */
  title: string;
  /** Whether the full-screen view is shown. */
  open: boolean;
  /** The photo (0-based) the view shows when it opens. */
  index: number;
  /** Told the photo (0-based) on screen when the view closes (Escape, Close, or a tap outside). */
  onClose: (index: number) => void;
}

/**
 * The full-screen view of a product's photos: a swipe, the arrow keys or the Previous and Next
 * buttons move between them, a pinch, a double tap, `+`/`-` or the Zoom buttons zoom, Escape or
 * Close closes. A modal dialog: the rest of the page is inert while it is open, so focus stays in
 * it. Fades and slides are skipped for visitors who prefer reduced motion (the library asks
 * `prefers-reduced-motion` itself). Its labels are in the page's language.
 */
export function ProductLightbox({ photos, title, open, index, onClose }: ProductLightboxProps) {
  const { t } = useLingui();
  const viewed = useRef(index);
  // The library puts the numbers in for its own placeholders `{index}` and `{total}`.
  const slideLabel = (position: string, total: string) => t`${position} of ${total}`;
  return (
    <Lightbox
      open={open}
      index={index}
      close={() => onClose(viewed.current)}
      on={{
        view: ({ index: shown }) => {
          viewed.current = shown;
        },
      }}
      slides={photos}
      plugins={[Zoom]}
      // Handwork is looked at closely: up to twice the file's own pixels, by pinch, double tap or wheel.
      zoom={{ maxZoomPixelRatio: 2, scrollToZoom: true }}
      carousel={{ finite: true, preload: 1 }}
      controller={{ closeOnBackdropClick: true, closeOnPullDown: true }}
      labels={{
        Lightbox: t`Photos of ${title}`,
        'Photo gallery': t`Photos`,
        Carousel: t`carousel`,
        Slide: t`slide`,
        '{index} of {total}': slideLabel('{index}', '{total}'),
        Previous: t`Previous photo`,
        Next: t`Next photo`,
        Close: t`Close`,
        'Zoom in': t`Zoom in`,
        'Zoom out': t`Zoom out`,
      }}
    />
  );
}
