import { Trans } from '@lingui/react/macro';
import { ContactValue } from '#web/components/contact/contact-value.tsx';
import { useFooterContent } from '#web/features/content/api/get-footer-content.ts';

const footerLinkClasses = 'break-words underline-offset-4 hover:text-gold-300 hover:underline';

/** The footer's contact entries from /api/footer, each with its label and linked value. */
export function FooterContacts() {
  const footer = useFooterContent();
  if (footer.isPending)
    return (
      <p className="text-sm text-ivory/80">
        <Trans>Loading contact details…</Trans>
      </p>
    );
  if (footer.isError)
    return (
      <p className="text-sm text-ivory/80">
        <Trans>Contact details are unavailable right now.</Trans>
      </p>
    );
  return (
    <ul className="space-y-3 text-sm">
      {footer.data.contacts.map((contact) => (
        <li key={`${contact.type}-${contact.value}`}>
          <span className="block text-xs font-semibold tracking-widest text-gold-300 uppercase">
            {contact.label}
          </span>
          <ContactValue contact={contact} linkClassName={footerLinkClasses} />
        </li>
      ))}
    </ul>
  );
}
