import { useState } from 'react';
import { ProductImage } from '#web/components/product/product-image.tsx';
import { useImageLoaded } from '#web/hooks/use-image-loaded.ts';
import { imageUrl } from '#web/lib/image-url.ts';

/** The product's main photo and a thumbnail button per gallery image to show it. */
export function ProductGallery({ images, title }: { images: string[]; title: string }) {
  const [activeIndex, setActiveIndex] = useState(0);
  // Thumbnails wait for the main photo, the page's largest paint, rather than share the network with it.
  const main = useImageLoaded();
  const current = images[activeIndex] ?? images[0];
  if (!current) return <div className="aspect-[4/5] rounded-sm bg-parchment" />;
  const count = images.length;
  return (
    <div>
      <div className="aspect-[4/5] overflow-hidden rounded-sm bg-parchment ring-1 ring-gold-300/60">
        <ProductImage
          key={current}
          path={current}
          alt={activeIndex === 0 ? title : `${title}, image ${activeIndex + 1} of ${count}`}
          priority
          sizes="(min-width: 768px) 50vw, 100vw"
          className="h-full w-full object-cover"
          {...main.imageProps}
        />
      </div>
      {count > 1 ? (
        <ul aria-label="Product images" className="mt-3 grid grid-cols-5 gap-2">
          {images.map((path, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gallery may repeat a path; positions are fixed.
            <li key={`${index}-${path}`}>
              <button
                type="button"
                onClick={() => setActiveIndex(index)}
                aria-label={`Show image ${index + 1} of ${count}`}
                aria-pressed={index === activeIndex}
                className={`block w-full overflow-hidden rounded-sm ring-2 transition ${
                  index === activeIndex ? 'ring-maroon-700' : 'ring-transparent hover:ring-gold-500'
                }`}
              >
                {main.loaded ? (
                  <img
                    src={imageUrl(path, 480)}
                    alt=""
                    width={96}
                    height={120}
                    loading="lazy"
                    decoding="async"
                    className="aspect-[4/5] w-full object-cover"
                  />
                ) : (
                  <span className="block aspect-[4/5] w-full bg-parchment" />
                )}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
