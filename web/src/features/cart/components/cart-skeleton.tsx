import { useLingui } from '@lingui/react/macro';
import { Skeleton } from '#web/components/ui/skeleton.tsx';

/** The bag's placeholder while it loads: four cards (announced as "Loading your bag"). */
export function CartSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-busy="true" aria-label={t`Loading your bag`}>
      <div className="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 md:gap-x-6 lg:grid-cols-4">
        {['a', 'b', 'c', 'd'].map((key) => (
          <div key={key}>
            <Skeleton className="aspect-[4/5] w-full" />
            <Skeleton className="mt-3 h-5 w-3/4" />
            <Skeleton className="mt-2 h-4 w-1/3" />
            <Skeleton className="mt-3 h-9 w-full" />
          </div>
        ))}
      </div>
    </div>
  );
}
