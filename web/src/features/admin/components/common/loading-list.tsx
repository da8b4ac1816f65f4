import { Skeleton } from '#web/components/ui/skeleton.tsx';

/** A list's placeholder while it loads, announced once as `label`. */
export function LoadingList({ label, rows = 4 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-3">
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders.
        <Skeleton key={index} className="h-20 w-full" />
      ))}
    </div>
  );
}
