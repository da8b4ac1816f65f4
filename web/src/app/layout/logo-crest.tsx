/** The shop's crest: a gold crown over the brand's initials in a gold-ringed dark-red medallion. */
export function LogoCrest({ initials, className = '' }: { initials: string; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 64 64" className={className} focusable="false">
      <circle cx="32" cy="32" r="30" fill="#4a0810" stroke="#c9a227" strokeWidth="2.5" />
      <circle
        cx="32"
        cy="32"
        r="25.5"
        fill="none"
        stroke="#c9a227"
        strokeWidth="0.8"
        strokeDasharray="1.5 2"
      />
      <path d="M20 22.5 23 13l5.2 5.5L32 10l3.8 8.5L41 13l3 9.5z" fill="#c9a227" />
      <rect x="20" y="23.5" width="24" height="2.5" rx="1" fill="#c9a227" />
      <text
        x="32"
        y="46"
        textAnchor="middle"
        fill="#e2c45e"
        fontFamily="'Cormorant Garamond', Georgia, serif"
        fontSize="17"
        fontWeight="700"
      >
        {initials}
      </text>
    </svg>
  );
}

/** Up to two initials of the shop's name ("Shahi Threads" → "ST"). */
export function brandInitials(shopName: string): string {
  return shopName
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
}
