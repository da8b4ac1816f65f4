import { Trans, useLingui } from '@lingui/react/macro';
import { DELIVERY_TEXTS, ONE_PIECE_NOTE, type Product } from '@shahi/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ProductDescription, ProductDetailsList } from '#web/components/product/product-description.tsx';
import { ProductPrice } from '#web/components/product/product-price.tsx';
import { ProductStatusBadge } from '#web/components/product/product-status-badge.tsx';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { WishlistHeart } from '#web/components/wishlist/wishlist-heart.tsx';
import { shopWord } from '#web/lib/shop-words.ts';
import { useLocalized } from '#web/lib/use-locale.ts';
import { DeliverTo } from './deliver-to.tsx';
import { ProductGallery } from './product-gallery.tsx';
import { ProductInformation } from './product-information.tsx';
import { askHref } from './similar-pieces.tsx';

interface ProductViewProps {
  product: Product;
  /** The purchase controls (Add / Buy), composed by the route so accounts and cart can plug in. */
  actions: ReactNode;
}

function galleryImages(product: Product): string[] {
  if (product.images.length > 0) return product.images;
  return [product.image1, product.image2].filter((path): path is string => Boolean(path));
}

/**
 * The product page's content: gallery, title, status and wishlist heart, price, description,
 * actions, "Deliver to [PIN] Check" for an available piece (ADR 0064) or "Ask for one like this"
 * for a sold or reserved one, details and the listing's declarations (Product information). The
 * title, description and category are the owner's Hindi or Punjabi on those pages when she gave
 * them; the details and declarations stay as she wrote them.
 */
export function ProductView({ product, actions }: ProductViewProps) {
  const { i18n } = useLingui();
  const local = useLocalized();
  const title = local(product, 'title');
  return (
    <article className="mx-auto grid max-w-6xl gap-8 px-4 py-8 md:grid-cols-2 md:gap-12 md:py-12">
      <ProductGallery images={galleryImages(product)} title={title} />
      <div className="flex flex-col gap-5">
        {product.category ? (
          <Link
            to={`/collection/${product.category._id}`}
            className="self-start text-sm font-semibold tracking-widest text-maroon-700 uppercase underline-offset-4 hover:underline"
          >
            {local(product.category, 'name')}
          </Link>
        ) : null}
        <div className="flex flex-wrap items-start gap-3">
          <h1 className="font-display text-3xl leading-tight font-semibold text-ink md:text-4xl">{title}</h1>
          <ProductStatusBadge status={product.status} className="mt-2" />
          <WishlistHeart productId={product._id} title={title} variant="page" className="ml-auto" />
        </div>
        <ProductPrice price={product.price} mrp={product.mrp} size="lg" />
        <ProductDescription description={local(product, 'description')} />
        {actions}
        {product.status === 'available' ? <DeliverTo /> : null}
        {product.status === 'available' ? null : (
          <div className="flex flex-col gap-2 rounded-sm border border-gold-300 bg-parchment px-4 py-4">
            <p className="text-sm text-ink">
              <Trans>Our artisans can make a piece like this one for you — in your colours and size.</Trans>
            </p>
            <Link to={askHref(product._id)} className={`${buttonClasses('primary')} self-start`}>
              <Trans>Ask for one like this</Trans>
            </Link>
          </div>
        )}
        <ul className="space-y-1 border-y border-gold-300 py-4 text-sm text-ink">
          {DELIVERY_TEXTS.map((text) => (
            <li key={text} className="flex items-center gap-2">
              <span aria-hidden="true" className="text-gold-700">
                ✦
              </span>
              {shopWord(text, i18n)}
            </li>
          ))}
        </ul>
        <p className="rounded-sm bg-maroon-50 px-4 py-3 text-sm font-semibold text-maroon-800">
          {shopWord(ONE_PIECE_NOTE, i18n)}
        </p>
        <ProductDetailsList details={product.productDetails} />
        <ProductInformation declarations={product.declarations} />
      </div>
    </article>
  );
}
