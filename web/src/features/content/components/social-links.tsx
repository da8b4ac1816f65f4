import { Trans } from '@lingui/react/macro';
import { useFooterContent } from '#web/features/content/api/get-footer-content.ts';
import { SocialIcon } from './social-icon.tsx';

const webLink = /^https?:\/\//i;

/** The shop's social profiles from /api/footer, opening in a new tab. */
export function SocialLinks() {
  const footer = useFooterContent();
  const links = footer.data?.socialLinks.filter((link) => webLink.test(link.url)) ?? [];
  if (links.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-3">
      {links.map((link) => (
        <li key={link.url}>
          <a
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            className="flex h-10 items-center gap-2 rounded-full border border-gold-500 px-3 text-sm text-ivory hover:bg-gold-500 hover:text-maroon-900"
          >
            <SocialIcon network={link.network} />
            {link.label}
            <span className="sr-only">
              {' '}
              <Trans>(opens in a new tab)</Trans>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
