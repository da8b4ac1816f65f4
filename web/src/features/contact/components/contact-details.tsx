import { Trans } from '@lingui/react/macro';
import { ContactValue } from '#web/components/contact/contact-value.tsx';
import { useContactDetails } from '#web/features/contact/api/get-contact-details.ts';

const linkClasses =
  'break-words font-semibold text-maroon-700 underline decoration-gold-500 underline-offset-4 hover:text-maroon-900';

/** The shop's office, phone, WhatsApp and e-mail entries from the database (GET /api/footer). */
export function ContactDetails() {
  const details = useContactDetails();
  if (details.isPending)
    return (
      <p className="text-sm text-ink-muted">
        <Trans>Loading contact details…</Trans>
      </p>
    );
  if (details.isError) {
    return (
      <p className="text-sm text-ink-muted">
        <Trans>Contact details are unavailable right now; the form still works.</Trans>
      </p>
    );
  }
  return (
    <dl className="space-y-4">
      {details.data.contacts.map((contact) => (
        <div key={`${contact.type}-${contact.value}`}>
          <dt className="text-xs font-semibold tracking-widest text-gold-700 uppercase">{contact.label}</dt>
          <dd className="mt-0.5 text-ink">
            <ContactValue contact={contact} linkClassName={linkClasses} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
