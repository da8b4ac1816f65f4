import type { AdminBanner } from '@shahi/contract/schemas';
import { useState } from 'react';
import { z } from 'zod';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { CheckboxField } from '#web/features/admin/components/common/fields.tsx';
import { PageHeader } from '#web/features/admin/components/common/page-header.tsx';
import { imageUrl } from '#web/lib/image-url.ts';
import { EntryFormDialog } from './entry-form-dialog.tsx';
import { EntryList } from './entry-list.tsx';
import { SinglePhotoField, useSinglePhoto } from './single-photo-field.tsx';

const bannerFormSchema = z.object({
  title: z.string().trim().max(200, 'Title must be at most 200 characters'),
  link: z
    .string()
    .trim()
    .max(500, 'Link must be at most 500 characters')
    .refine(
      (value) =>
        value === '' ||
        (value.startsWith('/') && !value.startsWith('//') && !/\s/.test(value)) ||
        (/^https?:\/\//i.test(value) && URL.canParse(value)),
      'Enter a shop path like /sale or a full https:// address',
    ),
  active: z.boolean(),
});
type BannerForm = z.output<typeof bannerFormSchema>;

function bannerName(banner: AdminBanner): string {
  return banner.title || `Banner ${banner.position + 1}`;
}

/** The home page's sliding banners: desktop and phone photos, title, link; show or hide, order, delete. */
export function BannersPage() {
  const [editing, setEditing] = useState<AdminBanner | 'new' | null>(null);
  const entry = editing === 'new' ? undefined : (editing ?? undefined);
  return (
    <>
      <PageHeader title="Banners" actions={<Button onClick={() => setEditing('new')}>New banner</Button>} />
      <EntryList
        kind="banners"
        noun="banners"
        nameOf={bannerName}
        onEdit={setEditing}
        render={(banner) => (
          <div className="flex flex-wrap items-center gap-3">
            <img src={imageUrl(banner.image, 800)} alt="" className="h-16 w-auto rounded-sm" loading="lazy" />
            <img
              src={imageUrl(banner.mobileImage)}
              alt=""
              className="h-16 w-auto rounded-sm"
              loading="lazy"
            />
            <div className="min-w-0">
              <p className="font-semibold text-ink">{banner.title || 'Untitled'}</p>
              <p className="text-sm break-all text-ink-muted">{banner.link || 'No link'}</p>
            </div>
          </div>
        )}
      />
      {editing === 'new' ? <NewBannerDialog onClose={() => setEditing(null)} /> : null}
      {entry ? (
        <EntryFormDialog<BannerForm>
          kind="banners"
          title="Edit banner"
          id={entry._id}
          schema={bannerFormSchema}
          defaultValues={{ title: entry.title ?? '', link: entry.link ?? '', active: entry.active }}
          toBody={({ title, link }) => ({ title: title || null, link: link || null })}
          onClose={() => setEditing(null)}
          fields={(register, errors) => <BannerTextFields register={register} errors={errors} />}
        />
      ) : null}
    </>
  );
}

function BannerTextFields({
  register,
  errors,
}: {
  register: Parameters<Parameters<typeof EntryFormDialog<BannerForm>>[0]['fields']>[0];
  errors: Parameters<Parameters<typeof EntryFormDialog<BannerForm>>[0]['fields']>[1];
}) {
  return (
    <>
      <TextField
        label="Title (optional)"
        hint="Read by screen readers as the banner's text"
        error={errors.title?.message}
        {...register('title')}
      />
      <TextField
        label="Link (optional)"
        hint="e.g. /sale or /collection/…"
        error={errors.link?.message}
        {...register('link')}
      />
    </>
  );
}

function NewBannerDialog({ onClose }: { onClose: () => void }) {
  const desktop = useSinglePhoto('banner');
  const mobile = useSinglePhoto('banner-mobile');
  return (
    <EntryFormDialog<BannerForm>
      kind="banners"
      title="New banner"
      schema={bannerFormSchema}
      defaultValues={{ title: '', link: '', active: true }}
      changed={[desktop.photo, mobile.photo].some((photo) => photo.uploading || photo.path !== null)}
      blocker={() =>
        desktop.photo.uploading || mobile.photo.uploading
          ? 'Wait until the photos have uploaded.'
          : !desktop.photo.path || !mobile.photo.path
            ? 'Add both photos: one for computers, one for phones.'
            : ''
      }
      toBody={({ title, link, active }) => ({
        image: desktop.photo.path,
        mobileImage: mobile.photo.path,
        title: title || null,
        link: link || null,
        active,
      })}
      onClose={onClose}
      fields={(register, errors) => (
        <>
          <SinglePhotoField
            label="Desktop photo"
            hint="Wide: cropped to 1600 × 600."
            photo={desktop.photo}
            onFile={desktop.upload}
          />
          <SinglePhotoField
            label="Phone photo"
            hint="Upright: cropped to 800 × 1000."
            photo={mobile.photo}
            onFile={mobile.upload}
          />
          <BannerTextFields register={register} errors={errors} />
          <CheckboxField label="Show on the home page" {...register('active')} />
        </>
      )}
    />
  );
}
