/** Classes of a top-level navigation entry (links and the CATEGORY button look alike). */
export function navItemClasses(active = false): string {
  return [
    'flex min-h-11 items-center gap-1.5 px-3 text-sm font-semibold tracking-[0.15em] uppercase transition-colors',
    active ? 'text-gold-300' : 'text-ivory hover:text-gold-300',
  ].join(' ');
}
