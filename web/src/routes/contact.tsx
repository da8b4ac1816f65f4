import { Trans, useLingui } from '@lingui/react/macro';
import { SellerDisclosure } from '#web/components/seller-disclosure.tsx';
import { SectionHeading } from '#web/components/ui/section-heading.tsx';
import { ContactDetails } from '#web/features/contact/components/contact-details.tsx';
import { ContactForm } from '#web/features/contact/components/contact-form.tsx';
import { StoreHours } from '#web/features/contact/components/store-hours.tsx';
import { WorkshopLocation } from '#web/features/contact/components/workshop-location.tsx';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';

const asideHeading = 'mb-3 font-display text-xl font-semibold text-maroon-700';
const linkClasses =
  'break-words font-semibold text-maroon-700 underline decoration-gold-500 underline-offset-4 hover:text-maroon-900';

/** `/contact` (`/contact-us` redirects here): the form, contact entries, the seller's details, hours and map. */
export function ContactRoute() {
  const { t } = useLingui();
  useDocumentTitle(t`Contact Us`);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 md:py-16">
      <SectionHeading level={1}>{t`Contact Us`}</SectionHeading>
      <p className="mx-auto -mt-2 mb-10 max-w-2xl text-center text-ink-muted">
        <Trans>
          A question about a piece, an order or a payment? Write to us — a person from our workshop reads
          every message.
        </Trans>
      </p>
      <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
        <section
          aria-labelledby="contact-form-heading"
          className="rounded-sm border border-gold-300 bg-white p-5 shadow-sm sm:p-8 lg:self-start"
        >
          <h2 id="contact-form-heading" className={asideHeading}>
            <Trans>Send us a message</Trans>
          </h2>
          <ContactForm />
        </section>
        <div className="space-y-8">
          <section aria-labelledby="contact-reach-heading">
            <h2 id="contact-reach-heading" className={asideHeading}>
              <Trans>Reach us</Trans>
            </h2>
            <ContactDetails />
          </section>
          <section aria-labelledby="contact-seller-heading">
            <h2 id="contact-seller-heading" className={asideHeading}>
              <Trans>Seller details</Trans>
            </h2>
            <SellerDisclosure variant="full" linkClassName={linkClasses} />
          </section>
          <section aria-labelledby="contact-hours-heading">
            <h2 id="contact-hours-heading" className={asideHeading}>
              <Trans>Store hours</Trans>
            </h2>
            <StoreHours />
          </section>
          <section aria-labelledby="contact-map-heading">
            <h2 id="contact-map-heading" className={asideHeading}>
              <Trans>Find us</Trans>
            </h2>
            <WorkshopLocation />
          </section>
        </div>
      </div>
    </div>
  );
}
