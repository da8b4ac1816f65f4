import { CategoriesPage } from '#web/features/admin/components/categories/categories-page.tsx';

/** `/admin/categories`. */
export function AdminCategoriesRoute() {
  return <CategoriesPage />;
}
