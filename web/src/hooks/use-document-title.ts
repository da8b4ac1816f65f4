import { useEffect } from 'react';
import { getShopConfig } from '#web/lib/config.ts';

/** Sets the tab title to "<title> — <shop name>", or the shop name alone without a title. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    const { shopName } = getShopConfig();
    document.title = title ? `${title} — ${shopName}` : shopName;
  }, [title]);
}
