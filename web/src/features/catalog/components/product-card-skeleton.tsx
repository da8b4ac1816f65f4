import { Skeleton } from '#web/components/ui/skeleton.tsx';

/** The placeholder of one product card while products load. */
export function ProductCardSkeleton({ className = '' }: { className?: string }) {
  return (
    <div className={className}>
      <Skeleton className="aspect-[4/5] w-full" />
      <Skeleton className="mt-3 h-5 w-3/4" />
      <Skeleton className="mt-2 h-4 w-1/3" />
    </div>
  );
}
