import { Trans, useLingui } from '@lingui/react/macro';

/** Where the workshop is on OpenStreetMap (Sector 17, Chandigarh). */
export const OPEN_STREET_MAP_URL =
  'https://www.openstreetmap.org/?mlat=30.7398&mlon=76.7827#map=16/30.7398/76.7827';

const SECTORS = [
  { name: '10', x: 0, y: 0, w: 100, h: 64 },
  { name: '9', x: 124, y: 0, w: 112, h: 64 },
  { name: '8', x: 260, y: 0, w: 100, h: 64 },
  { name: '16', x: 0, y: 88, w: 100, h: 88 },
  { name: '18', x: 260, y: 88, w: 100, h: 88 },
  { name: '23', x: 0, y: 200, w: 100, h: 60 },
  { name: '22', x: 124, y: 200, w: 112, h: 60 },
  { name: '21', x: 260, y: 200, w: 100, h: 60 },
] as const;

const roadLabel = 'fill-ink-muted text-[9px] font-semibold tracking-widest uppercase';

/**
 * A drawn, not embedded, map of the workshop's corner of Chandigarh: Sector 17 between Madhya
 * Marg, Udyog Path, Jan Marg and Himalaya Marg, with its neighbours. No third-party script,
 * frame or image; the address and a link to OpenStreetMap sit under it.
 */
export function LocationMap({ address }: { address: string }) {
  const { t } = useLingui();
  return (
    <figure className="space-y-3">
      <svg
        viewBox="0 0 360 260"
        role="img"
        aria-labelledby="location-map-title location-map-desc"
        className="h-auto w-full rounded-sm border border-gold-300 bg-parchment"
      >
        <title id="location-map-title">{t`Map of Sector 17, Chandigarh`}</title>
        <desc id="location-map-desc">
          {t`A simplified drawing of the city centre: the workshop is marked in Sector 17, bounded by Madhya Marg to the north, Udyog Path to the south, Jan Marg to the west and Himalaya Marg to the east, with Sectors 16, 18, 9 and 22 around it. Not to scale.`}
        </desc>
        <rect x="0" y="0" width="360" height="260" className="fill-ivory" />
        {SECTORS.map((sector) => (
          <g key={sector.name}>
            <rect
              x={sector.x + 4}
              y={sector.y + 4}
              width={sector.w - 8}
              height={sector.h - 8}
              rx="3"
              className="fill-parchment stroke-gold-300"
            />
            <text
              x={sector.x + sector.w / 2}
              y={sector.y + sector.h / 2 + 4}
              textAnchor="middle"
              className="fill-ink-muted text-[11px]"
            >
              {t`Sector ${sector.name}`}
            </text>
          </g>
        ))}
        {/* The Rose Garden in Sector 16. */}
        <ellipse cx="50" cy="158" rx="34" ry="11" className="fill-[#cfe3c6]" />
        <text x="50" y="161" textAnchor="middle" className="fill-sale text-[9px]">
          {t`Rose Garden`}
        </text>
        {/* Sector 17, the city centre. */}
        <rect
          x="128"
          y="92"
          width="104"
          height="80"
          rx="3"
          className="fill-maroon-50 stroke-maroon-700"
          strokeWidth="1.5"
        />
        <text x="180" y="108" textAnchor="middle" className="fill-maroon-800 text-[11px] font-semibold">
          {t`Sector 17`}
        </text>
        {/* Roads. */}
        <text x="180" y="80" textAnchor="middle" className={roadLabel}>
          {t`Madhya Marg`}
        </text>
        <text x="180" y="192" textAnchor="middle" className={roadLabel}>
          {t`Udyog Path`}
        </text>
        <text x="112" y="132" textAnchor="middle" transform="rotate(-90 112 132)" className={roadLabel}>
          {t`Jan Marg`}
        </text>
        <text x="248" y="132" textAnchor="middle" transform="rotate(90 248 132)" className={roadLabel}>
          {t`Himalaya Marg`}
        </text>
        {/* The workshop. */}
        <g transform="translate(180 146)">
          <path
            d="M0 0 C -9 -12 -12 -16 -12 -22 A 12 12 0 1 1 12 -22 C 12 -16 9 -12 0 0 Z"
            className="fill-maroon-700"
          />
          <circle cx="0" cy="-22" r="4.5" className="fill-gold-300" />
        </g>
        <text x="180" y="164" textAnchor="middle" className="fill-maroon-900 text-[10px] font-semibold">
          {t`Our workshop`}
        </text>
      </svg>
      <figcaption className="text-sm text-ink">
        <span className="block">{address}</span>
        <a
          href={OPEN_STREET_MAP_URL}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-1 inline-block font-semibold text-maroon-700 underline decoration-gold-500 underline-offset-4 hover:text-maroon-900"
        >
          <Trans>Open in OpenStreetMap</Trans>
          <span className="sr-only">
            {' '}
            <Trans>(opens in a new tab)</Trans>
          </span>
        </a>
      </figcaption>
    </figure>
  );
}
