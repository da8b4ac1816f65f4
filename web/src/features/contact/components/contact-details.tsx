import type { FooterContact } from '@shahi/contract';
import { useContactDetails } from '../api/get-contact-details.ts';

/** The link of an entry by type: tel:, mailto:, wa.me; none for a postal address. */
export function contactEntryHref(contact: FooterContact): string | undefined {
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

const linkClasses =
  'break-words font-semibold text-maroon-700 underline decoration-gold-500 underline-offset-4 hover:text-maroon-900';

function EntryValue({ contact }: { contact: FooterContact }) {
  const href = contactEntryHref(contact);
  if (!href) return <span className="whitespace-pre-line">{contact.value}</span>;
  const external = contact.type === 'whatsapp';
  return (
    <a
      href={href}
      className={linkClasses}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {contact.value}
      {external ? <span className="sr-only"> (opens in a new tab)</span> : null}
    </a>
  );
}

/** The shop's office, phone, WhatsApp and e-mail entries from the database (GET /api/footer). */
export function ContactDetails() {
  const details = useContactDetails();
  if (details.isPending) return <p className="text-sm text-ink-muted">Loading contact details…</p>;
  if (details.isError) {
    return (
      <p className="text-sm text-ink-muted">
        Contact details are unavailable right now; the form still works.
      </p>
    );
  }
  return (
    <dl className="space-y-4">
      {details.data.contacts.map((contact) => (
        <div key={`${contact.type}-${contact.value}`}>
          <dt className="text-xs font-semibold tracking-widest text-gold-700 uppercase">{contact.label}</dt>
          <dd className="mt-0.5 text-ink">
            <EntryValue contact={contact} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
