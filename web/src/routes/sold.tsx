import { SoldView } from '#web/features/catalog/components/sold-view.tsx';

/** `/sold/:page?`: the archive of sold pieces, newest sale first (ADR 0037). */
export function SoldRoute() {
  return <SoldView />;
}
