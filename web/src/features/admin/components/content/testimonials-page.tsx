import type { AdminTestimonial } from '@shahi/contract/schemas';
import { useState } from 'react';
import { z } from 'zod';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { CheckboxField, TextAreaField } from '#web/features/admin/components/common/fields.tsx';
import { PageHeader } from '#web/features/admin/components/common/page-header.tsx';
import { EntryFormDialog } from './entry-form-dialog.tsx';
import { EntryList } from './entry-list.tsx';

const testimonialFormSchema = z.object({
  review: z.string().trim().min(1, 'Review is required').max(1000, 'Review must be at most 1000 characters'),
  reviewer: z.string().trim().min(1, 'Name is required').max(100, 'Name must be at most 100 characters'),
  designation: z.string().trim().max(100, 'At most 100 characters'),
  active: z.boolean(),
});
type TestimonialForm = z.output<typeof testimonialFormSchema>;

/** Customers' words on the home page: add, edit, show or hide, order, delete. */
export function TestimonialsPage() {
  const [editing, setEditing] = useState<AdminTestimonial | 'new' | null>(null);
  const entry = editing === 'new' ? undefined : (editing ?? undefined);
  return (
    <>
      <PageHeader
        title="Testimonials"
        actions={<Button onClick={() => setEditing('new')}>New testimonial</Button>}
      />
      <EntryList
        kind="testimonials"
        noun="testimonials"
        nameOf={(testimonial) => testimonial.reviewer}
        onEdit={setEditing}
        render={(testimonial) => (
          <>
            <p className="line-clamp-3 text-sm text-ink">“{testimonial.review}”</p>
            <p className="text-sm font-semibold text-ink">
              {testimonial.reviewer}
              {testimonial.designation ? (
                <span className="font-normal text-ink-muted">, {testimonial.designation}</span>
              ) : null}
            </p>
          </>
        )}
      />
      {editing ? (
        <EntryFormDialog<TestimonialForm>
          kind="testimonials"
          title={entry ? 'Edit testimonial' : 'New testimonial'}
          id={entry?._id}
          schema={testimonialFormSchema}
          defaultValues={{
            review: entry?.review ?? '',
            reviewer: entry?.reviewer ?? '',
            designation: entry?.designation ?? '',
            active: true,
          }}
          toBody={({ active, ...fields }) => (entry ? fields : { ...fields, active })}
          onClose={() => setEditing(null)}
          fields={(register, errors) => (
            <>
              <TextAreaField
                label="Review"
                rows={4}
                data-autofocus
                error={errors.review?.message}
                {...register('review')}
              />
              <TextField label="Customer's name" error={errors.reviewer?.message} {...register('reviewer')} />
              <TextField
                label="Designation (optional)"
                hint="e.g. Bride, Amritsar"
                error={errors.designation?.message}
                {...register('designation')}
              />
              {entry ? null : <CheckboxField label="Show on the home page" {...register('active')} />}
            </>
          )}
        />
      ) : null}
    </>
  );
}
