import { CategoriesPage } from '../features/admin/components/categories/categories-page.tsx';

/** `/admin/categories`. */
export function AdminCategoriesRoute() {
  return <CategoriesPage />;
}
