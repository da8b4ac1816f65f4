import { useLingui } from '@lingui/react';
import { SHOP_SLOGAN } from '@shahi/contract';
import { Link } from 'react-router';
import { getShopConfig } from '#web/lib/config.ts';
import { shopWord } from '#web/lib/shop-words.ts';
import { brandInitials, LogoCrest } from './logo-crest.tsx';
import { MainNav, type NavigationVariant } from './main-nav.tsx';

/** The header: crest, shop name and slogan linking home, and the main navigation. */
export function SiteHeader({ navigation }: { navigation: NavigationVariant }) {
  const { i18n } = useLingui();
  const { shopName } = getShopConfig();
  return (
    <header data-surface="dark" className="relative border-b-2 border-gold-500 bg-maroon-700 text-ivory">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-3 px-4 py-3">
        <Link to="/" className="flex min-w-0 items-center gap-3 rounded-sm">
          <LogoCrest initials={brandInitials(shopName)} className="h-12 w-12 shrink-0 md:h-14 md:w-14" />
          <span className="min-w-0">
            <span className="block truncate font-display text-2xl leading-tight font-semibold text-gold-300 md:text-3xl">
              {shopName}
            </span>
            <span className="block text-[0.6rem] tracking-[0.25em] text-ivory/90 md:text-xs">
              {shopWord(SHOP_SLOGAN, i18n)}
            </span>
          </span>
        </Link>
        <MainNav variant={navigation} />
      </div>
    </header>
  );
}
