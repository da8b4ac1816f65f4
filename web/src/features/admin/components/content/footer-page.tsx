import {
  type FooterEntryFate,
  type FooterSellerDetails,
  footerContactTypes,
  footerEntryFates,
  indianStateByCode,
} from '@shahi/contract';
import type { AdminFooterContact, AdminSocialLink, SellerSettings } from '@shahi/contract/schemas';
import { useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useContentEntries } from '#web/features/admin/api/content/get-content-entries.ts';
import { useSellerSettings } from '#web/features/admin/api/seller/get-seller-settings.ts';
import { SelectField } from '#web/features/admin/components/common/fields.tsx';
import { PageHeader } from '#web/features/admin/components/common/page-header.tsx';
import { EntryFormDialog } from './entry-form-dialog.tsx';
import { EntryList } from './entry-list.tsx';

const contactFormSchema = z.object({
  type: z.enum(footerContactTypes, { error: 'Choose a type' }),
  value: z.string().trim().min(1, 'Value is required').max(200, 'At most 200 characters'),
  label: z.string().trim().min(1, 'Label is required').max(100, 'At most 100 characters'),
});
type ContactForm = z.output<typeof contactFormSchema>;

const typeLabels: Record<(typeof footerContactTypes)[number], string> = {
  phone: 'Phone',
  email: 'E-mail',
  whatsapp: 'WhatsApp',
  address: 'Address',
};

const socialFormSchema = z.object({
  network: z.string().trim().min(1, 'Network is required').max(40, 'At most 40 characters'),
  url: z
    .string()
    .trim()
    .min(1, 'Address is required')
    .refine(
      (value) => /^https?:\/\//i.test(value) && URL.canParse(value),
      'Enter a full address starting with https://',
    ),
  label: z.string().trim().min(1, 'Label is required').max(100, 'At most 100 characters'),
});
type SocialForm = z.output<typeof socialFormSchema>;

function SectionTitle({ children, action }: { children: string; action: React.ReactNode }) {
  return (
    <div className="mt-2 mb-3 flex flex-wrap items-center justify-between gap-2">
      <h2 className="font-display text-2xl font-semibold text-maroon-700">{children}</h2>
      {action}
    </div>
  );
}

/** The seller's details the footer uses, from the back office's settings (`state` is a GST code). */
export function footerSellerDetails(settings: SellerSettings): FooterSellerDetails {
  return {
    carePhone: settings.carePhone,
    careEmail: settings.careEmail,
    address: settings.address,
    city: settings.city,
    state: indianStateByCode(settings.state)?.name ?? settings.state,
    pinCode: settings.pinCode,
  };
}

/**
 * Where the footer's phone, e-mail and address come from: while Seller settings are filled in, the
 * footer and /contact show the seller's customer-care phone, care e-mail and address in place of those
 * entries here (`footerContactsWithSeller`), so shoppers see one set of contact details.
 */
function SellerSourceNote({ seller }: { seller: FooterSellerDetails | undefined }) {
  const settingsLink = (
    <Link to="/admin/seller" className="font-semibold text-maroon-700 underline underline-offset-2">
      Seller settings
    </Link>
  );
  return (
    <p className="mb-6 rounded-sm border border-gold-300 bg-ivory p-3 text-sm text-ink">
      {seller ? (
        <>
          The footer and the contact page show the phone ({seller.carePhone}), e-mail ({seller.careEmail}) and
          address from {settingsLink}, each under the label of its entry below; change them there. WhatsApp
          entries and social links are the ones on this page.
        </>
      ) : (
        <>
          Once {settingsLink} are filled in, the footer and the contact page show the seller's customer-care
          phone, e-mail and address in place of the phone, e-mail and address entries below.
        </>
      )}
    </p>
  );
}

/** What shoppers see of one contact entry while Seller settings give its type. */
function EntryFateNote({ fate }: { fate: FooterEntryFate | undefined }) {
  if (fate?.kind === 'seller') {
    return (
      <p className="text-sm break-words text-maroon-700">Shoppers see {fate.value} (from Seller settings)</p>
    );
  }
  if (fate?.kind === 'hidden') {
    return <p className="text-sm text-maroon-700">Not shown: Seller settings give this detail once</p>;
  }
  return null;
}

/** The footer's contact entries and social links: add, edit, order, delete. */
export function FooterPage() {
  const [contact, setContact] = useState<AdminFooterContact | 'new' | null>(null);
  const [social, setSocial] = useState<AdminSocialLink | 'new' | null>(null);
  const contactEntry = contact === 'new' ? undefined : (contact ?? undefined);
  const socialEntry = social === 'new' ? undefined : (social ?? undefined);
  const sellerSettings = useSellerSettings().data;
  const seller = sellerSettings ? footerSellerDetails(sellerSettings) : undefined;
  const contacts = useContentEntries('footer-contacts').data ?? [];
  const fates = footerEntryFates(contacts, seller);
  const fateOf = (id: string) => fates[contacts.findIndex((entry) => entry._id === id)];
  return (
    <>
      <PageHeader title="Footer" />
      <SellerSourceNote seller={seller} />
      <section aria-label="Contact entries" className="mb-10">
        <SectionTitle
          action={
            <Button size="sm" onClick={() => setContact('new')}>
              New contact entry
            </Button>
          }
        >
          Contact entries
        </SectionTitle>
        <EntryList
          kind="footer-contacts"
          noun="contact entries"
          nameOf={(entry) => entry.label}
          onEdit={setContact}
          render={(entry) => (
            <>
              <p className="font-semibold text-ink">{entry.label}</p>
              <p className="text-sm break-words text-ink-muted">
                {typeLabels[entry.type] ?? entry.type}: {entry.value}
              </p>
              <EntryFateNote fate={fateOf(entry._id)} />
            </>
          )}
        />
      </section>
      <section aria-label="Social links">
        <SectionTitle
          action={
            <Button size="sm" onClick={() => setSocial('new')}>
              New social link
            </Button>
          }
        >
          Social links
        </SectionTitle>
        <EntryList
          kind="social-links"
          noun="social links"
          nameOf={(entry) => entry.label}
          onEdit={setSocial}
          render={(entry) => (
            <>
              <p className="font-semibold text-ink">
                {entry.label} <span className="font-normal text-ink-muted">({entry.network})</span>
              </p>
              <p className="text-sm break-all text-ink-muted">{entry.url}</p>
            </>
          )}
        />
      </section>
      {contact ? (
        <EntryFormDialog<ContactForm>
          kind="footer-contacts"
          title={contactEntry ? 'Edit contact entry' : 'New contact entry'}
          id={contactEntry?._id}
          schema={contactFormSchema}
          defaultValues={{
            type: contactEntry?.type ?? 'phone',
            value: contactEntry?.value ?? '',
            label: contactEntry?.label ?? '',
          }}
          onClose={() => setContact(null)}
          fields={(register, errors) => (
            <>
              <SelectField label="Type" error={errors.type?.message} {...register('type')}>
                {footerContactTypes.map((type) => (
                  <option key={type} value={type}>
                    {typeLabels[type]}
                  </option>
                ))}
              </SelectField>
              <TextField
                label="Value"
                hint="The number, address or e-mail"
                error={errors.value?.message}
                {...register('value')}
              />
              <TextField
                label="Label"
                hint="What the footer shows, e.g. Call us"
                error={errors.label?.message}
                {...register('label')}
              />
            </>
          )}
        />
      ) : null}
      {social ? (
        <EntryFormDialog<SocialForm>
          kind="social-links"
          title={socialEntry ? 'Edit social link' : 'New social link'}
          id={socialEntry?._id}
          schema={socialFormSchema}
          defaultValues={{
            network: socialEntry?.network ?? '',
            url: socialEntry?.url ?? '',
            label: socialEntry?.label ?? '',
          }}
          onClose={() => setSocial(null)}
          fields={(register, errors) => (
            <>
              <TextField
                label="Network"
                hint="e.g. instagram"
                data-autofocus
                error={errors.network?.message}
                {...register('network')}
              />
              <TextField
                label="Address"
                type="url"
                inputMode="url"
                error={errors.url?.message}
                {...register('url')}
              />
              <TextField label="Label" error={errors.label?.message} {...register('label')} />
            </>
          )}
        />
      ) : null}
    </>
  );
}
