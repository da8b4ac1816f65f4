import { TestimonialsPage } from '#web/features/admin/components/content/testimonials-page.tsx';

/** `/admin/testimonials`. */
export function AdminTestimonialsRoute() {
  return <TestimonialsPage />;
}
