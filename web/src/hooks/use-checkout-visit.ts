import { useEffect } from 'react';
import { apiPost } from '#web/lib/api-client.ts';

/**
 * Tells the server that the signed-in shopper opened checkout with `pieces` (product ids), once per
 * set of pieces per mount: `POST /api/checkout/visit` `{ products }` (ADR 0042). Best-effort — a
 * failure is ignored and never sends anyone to /login. The server mails a reminder 24 hours later
 * only to a shopper who consented, and only about pieces still available and not ordered since.
 */
export function useCheckoutVisit(pieces: readonly { _id: string; status?: string }[] | undefined): void {
  const key = (pieces ?? [])
    .filter((piece) => piece.status === undefined || piece.status === 'available')
    .map((piece) => piece._id)
    .sort()
    .join(',');
  useEffect(() => {
    if (key === '') return;
    apiPost('/checkout/visit', { products: key.split(',') }, { redirectOnUnauthorized: false }).catch(
      () => {},
    );
  }, [key]);
}
