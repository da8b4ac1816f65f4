import { ADD_BUTTON_FEEDBACK_MS } from '@shahi/contract';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAddToCart } from '#web/features/cart/api/add-to-cart.ts';
import { useInCart } from '#web/features/cart/api/check-in-cart.ts';
import { failureMessage } from '#web/lib/error-message.ts';
import { translateMessage } from '#web/lib/i18n.ts';
import { useSession } from '#web/lib/session.ts';
import { useMessages } from '#web/lib/use-messages.ts';

/** The Add button's label state: idle, adding, then added for a moment. */
export type AddButtonState = 'idle' | 'adding' | 'added';

export interface AddToCartButton {
  state: AddButtonState;
  /** The server says the piece is in the bag: "Added", and Add and Buy disabled. */
  alreadyInBag: boolean;
  /** Why the last Add failed (the server's message, else "Error adding to cart. Please try again."). */
  error: string | null;
  add: () => void;
}

/**
 * The Add button of the product page: idle → adding → added for 1.5 s → idle, unless the piece is
 * in the bag, which shows "Added" (disabled, and Buy too) — so after a successful add it stays
 * "Added" once the server confirms. A visitor goes to /login (and back) with "Please login to add product in cart".
 */
export function useAddToCartButton(productId: string): AddToCartButton {
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const m = useMessages('messages');
  const inBag = useInCart(user?.userId, productId);
  const mutation = useAddToCart(user?.userId ?? '');
  const [justAdded, setJustAdded] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function add() {
    if (!user) {
      const from = `${location.pathname}${location.search}`;
      navigate('/login', { state: { from, notice: m.loginToAddToCart } });
      return;
    }
    setError(null);
    mutation.mutate(productId, {
      onSuccess: () => {
        setJustAdded(true);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setJustAdded(false), ADD_BUTTON_FEEDBACK_MS);
      },
      onError: (failure) => setError(translateMessage(failureMessage(failure, m.errorAddingToCart))),
    });
  }

  // After its 1.5 s the feedback ends; the bag's answer (asked again after adding) then decides.
  const alreadyInBag = inBag.data === true;
  let state: AddButtonState = 'idle';
  if (mutation.isPending) state = 'adding';
  else if (justAdded || alreadyInBag) state = 'added';
  return { state, alreadyInBag, error, add };
}
