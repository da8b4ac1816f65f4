import type { FooterContact } from '@shahi/contract';
import { useFooterContent } from '../api/get-footer-content.ts';

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

function ContactValue({ contact }: { contact: FooterContact }) {
  const href = contactHref(contact);
  if (!href) return <span className="whitespace-pre-line">{contact.value}</span>;
  const external = contact.type === 'whatsapp';
  return (
    <a
      href={href}
      className="break-words underline-offset-4 hover:text-gold-300 hover:underline"
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {contact.value}
      {external ? <span className="sr-only"> (opens in a new tab)</span> : null}
    </a>
  );
}

/** The footer's contact entries from /api/footer, each with its label and linked value. */
export function FooterContacts() {
  const footer = useFooterContent();
  if (footer.isPending) return <p className="text-sm text-ivory/80">Loading contact details…</p>;
  if (footer.isError)
    return <p className="text-sm text-ivory/80">Contact details are unavailable right now.</p>;
  return (
    <ul className="space-y-3 text-sm">
      {footer.data.contacts.map((contact) => (
        <li key={`${contact.type}-${contact.value}`}>
          <span className="block text-xs font-semibold tracking-widest text-gold-300 uppercase">
            {contact.label}
          </span>
          <ContactValue contact={contact} />
        </li>
      ))}
    </ul>
  );
}
