import { Trans } from '@lingui/react/macro';
import type { FooterContact } from '@shahi/contract';

/** The link of a contact entry by type: tel:, mailto:, wa.me; none for a postal address. */
export function contactHref(contact: FooterContact): string | undefined {
  switch (contact.type) {
    case 'phone':
      return `tel:${contact.value.replace(/[^\d+]/g, '')}`;
    case 'email':
      return `mailto:${contact.value.trim()}`;
    case 'whatsapp':
      return `https://wa.me/${contact.value.replace(/\D/g, '')}`;
    default:
      return undefined;
  }
}

/**
 * A contact entry's value, linked by its type (WhatsApp in a new tab, said so to screen
 * readers); a postal address stays text. Shared by the footer and the contact page.
 */
export function ContactValue({ contact, linkClassName }: { contact: FooterContact; linkClassName: string }) {
  const href = contactHref(contact);
  if (!href) return <span className="whitespace-pre-line">{contact.value}</span>;
  const external = contact.type === 'whatsapp';
  return (
    <a
      href={href}
      className={linkClassName}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {contact.value}
      {external ? (
        <span className="sr-only">
          {' '}
          <Trans>(opens in a new tab)</Trans>
        </span>
      ) : null}
    </a>
  );
}
