import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Notice } from '#web/components/ui/notice.tsx';
import { SectionHeading } from '#web/components/ui/section-heading.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useActiveTestimonials } from '#web/features/content/api/get-active-testimonials.ts';
import { deferredPart } from '#web/lib/deferred-part.tsx';
import { useMessages } from '#web/lib/use-messages.ts';

/** The slider's code loads once the section nears the viewport or at the first input (ADR 0046). */
const TestimonialSlider = deferredPart(
  () => import('./testimonial-slider.tsx'),
  (module) => module.TestimonialSlider,
  { visible: '#testimonials-heading' },
);

function TestimonialsContent() {
  const m = useMessages('messages');
  const testimonials = useActiveTestimonials();
  const [errorCleared, setErrorCleared] = useState(false);

  if (testimonials.isPending) {
    return (
      <div role="status" aria-busy="true" className="mx-auto flex max-w-3xl flex-col items-center gap-3">
        <span className="sr-only">
          <Trans>Loading testimonials</Trans>
        </span>
        <Skeleton className="h-6 w-full" />
        <Skeleton className="h-6 w-4/5" />
        <Skeleton className="mt-2 h-4 w-40" />
      </div>
    );
  }
  if (testimonials.isError && !errorCleared) {
    return (
      <Notice
        tone="error"
        title={m.noTestimonialsAvailable}
        actions={
          <>
            <Button disabled={testimonials.isFetching} onClick={() => testimonials.refetch()}>
              {testimonials.isFetching ? <Trans>Retrying…</Trans> : <Trans>Retry</Trans>}
            </Button>
            <Button variant="outline" onClick={() => setErrorCleared(true)}>
              <Trans>Clear Error</Trans>
            </Button>
          </>
        }
      >
        {testimonials.error.message}
      </Notice>
    );
  }
  if (!testimonials.data || testimonials.data.length === 0) {
    return <p className="text-center text-ink-muted">{m.noTestimonialsAvailable}</p>;
  }
  return <TestimonialSlider testimonials={testimonials.data} />;
}

/** The home page's "What People Are Saying" section with its slider, loading, empty and error states. */
export function TestimonialsSection() {
  return (
    <section aria-labelledby="testimonials-heading" className="bg-parchment px-4 py-14">
      <SectionHeading id="testimonials-heading">
        <Trans>What People Are Saying</Trans>
      </SectionHeading>
      <TestimonialsContent />
    </section>
  );
}
