import { type AdminProduct, adminProductStatuses } from '@shahi/contract/schemas';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { queryString } from '#web/features/admin/api/admin-keys.ts';
import { useAdminCategories } from '#web/features/admin/api/categories/get-categories.ts';
import { useAdminProducts } from '#web/features/admin/api/products/get-products.ts';
import { SelectField } from '#web/features/admin/components/common/fields.tsx';
import { FilterPanel } from '#web/features/admin/components/common/filter-panel.tsx';
import { formatPaise, humanise } from '#web/features/admin/components/common/format.ts';
import { PageHeader } from '#web/features/admin/components/common/page-header.tsx';
import { PagedList } from '#web/features/admin/components/common/paged-list.tsx';
import { ProductStatusBadge } from '#web/features/admin/components/common/status-badges.tsx';
import { imageUrl } from '#web/lib/image-url.ts';

const filterKeys = ['search', 'categoryId', 'status'] as const;

/** Every piece (archived too), searchable by title and filtered by category and status; filters in the URL. */
export function ProductListPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const categories = useAdminCategories();
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const filters = Object.fromEntries(filterKeys.map((key) => [key, searchParams.get(key) ?? undefined]));
  const products = useAdminProducts(queryString({ ...filters, page: page > 1 ? page : undefined }));
  const hrefOf = (target: number) =>
    `/admin/products${queryString({ ...filters, page: target > 1 ? target : undefined })}`;

  const apply = (form: FormData) => {
    const next = new URLSearchParams();
    for (const key of filterKeys) {
      const value = String(form.get(key) ?? '').trim();
      if (value) next.set(key, value);
    }
    setSearchParams(next);
  };

  return (
    <>
      <PageHeader
        title="Products"
        actions={
          <Link to="/admin/products/new" className={buttonClasses('primary')}>
            New piece
          </Link>
        }
      />
      <FilterPanel
        key={searchParams.toString()}
        label="Filter products"
        activeCount={(filters.categoryId ? 1 : 0) + (filters.status ? 1 : 0)}
        clearHref="/admin/products"
        onApply={apply}
        search={
          <TextField label="Search titles" name="search" type="search" defaultValue={filters.search ?? ''} />
        }
      >
        <SelectField label="Category" name="categoryId" defaultValue={filters.categoryId ?? ''}>
          <option value="">All categories</option>
          {(categories.data ?? []).map((category) => (
            <option key={category._id} value={category._id}>
              {category.name}
            </option>
          ))}
        </SelectField>
        <SelectField label="Status" name="status" defaultValue={filters.status ?? ''}>
          <option value="">Any status</option>
          {adminProductStatuses.map((status) => (
            <option key={status} value={status}>
              {humanise(status)}
            </option>
          ))}
        </SelectField>
      </FilterPanel>
      <PagedList
        query={products}
        label="Pieces"
        noun="pieces"
        failure="The pieces could not be loaded."
        empty="No pieces match"
        listClassName="grid gap-3 md:grid-cols-2"
        hrefOf={hrefOf}
        renderItem={(product) => <ProductRow key={product._id} product={product} />}
      />
    </>
  );
}

function ProductRow({ product }: { product: AdminProduct }) {
  const photo = product.images[0];
  return (
    <li className="relative flex gap-3 rounded-sm border border-gold-300 bg-white p-3 hover:border-maroon-700">
      <div className="h-24 w-20 shrink-0 overflow-hidden rounded-sm bg-parchment">
        {photo ? (
          <img src={imageUrl(photo, 480)} alt="" loading="lazy" className="h-full w-full object-cover" />
        ) : null}
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <Link
          to={`/admin/products/${product._id}`}
          className="line-clamp-2 font-semibold text-ink after:absolute after:inset-0 hover:text-maroon-700"
        >
          {product.title}
        </Link>
        <p className="text-sm">
          <span className="font-bold text-maroon-700">{formatPaise(product.pricePaise)}</span>
          {product.mrpPaise && product.mrpPaise > product.pricePaise ? (
            <s className="ml-2 text-ink-muted">{formatPaise(product.mrpPaise)}</s>
          ) : null}
        </p>
        <p className="text-xs text-ink-muted">{product.category.name}</p>
        <div>
          <ProductStatusBadge status={product.status} />
        </div>
      </div>
    </li>
  );
}
