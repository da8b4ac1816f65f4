import { useLingui } from '@lingui/react/macro';
import { messages } from '@shahi/contract';
import { QueryClientContext } from '@tanstack/react-query';
import { useContext } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '#web/lib/session.ts';
import { useToggleWishlist, useWishlist } from '#web/lib/wishlist.ts';

interface WishlistHeartProps {
  productId: string;
  /** The piece's title as the page shows it, so a screen reader hears which piece the heart saves. */
  title: string;
  /** `card`: a round button over a card's photo; `page`: beside the product page's title. */
  variant?: 'card' | 'page';
  className?: string;
}

const variantClasses = {
  card: 'h-9 w-9 bg-ivory/90 shadow-sm ring-1 ring-gold-300/70 backdrop-blur-sm',
  page: 'h-11 w-11 bg-ivory ring-1 ring-gold-300',
} as const;

/** The heart's look: pressed (filled) or not, with its labels. */
function HeartButton({
  pressed,
  title,
  variant,
  className,
  onClick,
}: {
  pressed: boolean;
  title: string;
  variant: 'card' | 'page';
  className: string;
  onClick: () => void;
}) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={pressed}
      aria-label={pressed ? t`Remove from wishlist` : t`Save to wishlist`}
      title={pressed ? t`Remove ${title} from your wishlist` : t`Save ${title} to your wishlist`}
      data-testid="wishlist-heart"
      className={`inline-flex shrink-0 cursor-pointer items-center justify-center rounded-full text-maroon-700 transition-colors hover:text-maroon-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-maroon-700 ${variantClasses[variant]} ${className}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className={variant === 'page' ? 'h-6 w-6' : 'h-5 w-5'}
        fill={pressed ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      >
        <path d="M12 20.5s-7.5-4.6-7.5-10.3A4.2 4.2 0 0 1 12 7.6a4.2 4.2 0 0 1 7.5 2.6c0 5.7-7.5 10.3-7.5 10.3Z" />
      </svg>
    </button>
  );
}

/** A signed-in shopper's heart: pressed while the piece is in their wishlist; a press saves or removes it. */
function ShopperHeart({
  userId,
  productId,
  title,
  variant = 'card',
  className = '',
}: WishlistHeartProps & { userId: string }) {
  const wishlist = useWishlist(userId);
  const toggle = useToggleWishlist(userId);
  const saved = wishlist.data?.some((item) => item.product._id === productId) ?? false;
  // While a change is on its way, show what it will make.
  const pressed = toggle.isPending ? toggle.variables?.save === true : saved;
  return (
    <HeartButton
      pressed={pressed}
      title={title}
      variant={variant}
      className={className}
      onClick={() => {
        if (!toggle.isPending) toggle.mutate({ productId, save: !saved });
      }}
    />
  );
}

/**
 * The wishlist heart (ADR 0038): a toggle button, `aria-pressed` while the piece is saved,
 * labelled "Save to wishlist" / "Remove from wishlist". A visitor's heart leads to /login (and
 * back), as Add to bag does, and reads nothing (so it also renders where no query client is).
 */
export function WishlistHeart(props: WishlistHeartProps) {
  const { user } = useSession();
  const queryClient = useContext(QueryClientContext);
  const navigate = useNavigate();
  const location = useLocation();
  if (user && queryClient) return <ShopperHeart {...props} userId={user.userId} />;
  return (
    <HeartButton
      pressed={false}
      title={props.title}
      variant={props.variant ?? 'card'}
      className={props.className ?? ''}
      onClick={() => {
        const from = `${location.pathname}${location.search}`;
        // The notice goes in English: /login shows it in the page's language (translateMessage).
        navigate('/login', { state: { from, notice: messages.loginToSaveToWishlist } });
      }}
    />
  );
}
