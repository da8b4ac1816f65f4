/** A pulsing placeholder block; hidden from assistive technology (the region announces loading). */
export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded-sm bg-parchment ${className}`} />;
}
