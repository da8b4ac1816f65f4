import type { AdminCategory, AdminProduct } from '@shahi/contract/schemas';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { useAdminCategories } from '#web/features/admin/api/categories/get-categories.ts';
import { useAdminProduct } from '#web/features/admin/api/products/get-product.ts';
import { useTaxRates } from '#web/features/admin/api/tax-rates/tax-rates.ts';
import { formatDateTime } from '#web/features/admin/components/common/format.ts';
import { LoadingList } from '#web/features/admin/components/common/loading-list.tsx';
import { PageHeader } from '#web/features/admin/components/common/page-header.tsx';
import { ProductStatusBadge } from '#web/features/admin/components/common/status-badges.tsx';
import { failureMessage } from '#web/lib/error-message.ts';
import { ProductActions } from './product-actions.tsx';
import { ProductForm } from './product-form.tsx';

function flashOf(state: unknown): string {
  const flash = state && typeof state === 'object' ? (state as { flash?: unknown }).flash : undefined;
  return typeof flash === 'string' ? flash : '';
}

const backLink = (
  <Link
    to="/admin/products"
    className="mb-2 inline-flex min-h-11 items-center text-sm font-semibold text-maroon-700 underline-offset-4 hover:underline"
  >
    ← All pieces
  </Link>
);

/** `/admin/products/new` and `/admin/products/:id`: the piece's form, and its actions once it exists. */
export function ProductEditorPage({ id }: { id?: string }) {
  const categories = useAdminCategories();
  return (
    <QueryState
      query={categories}
      loading={<LoadingList label="Loading" rows={3} />}
      errorTitle="The categories could not be loaded"
      errorDetail={(error) => failureMessage(error, '')}
      compactRetry
    >
      {(list) => (id ? <ExistingProduct id={id} categories={list} /> : <NewProduct categories={list} />)}
    </QueryState>
  );
}

function NewProduct({ categories }: { categories: AdminCategory[] }) {
  const navigate = useNavigate();
  const taxRates = useTaxRates();
  return (
    <>
      {backLink}
      <PageHeader title="New piece" />
      <ProductForm
        categories={categories}
        taxRates={taxRates.data}
        onSaved={({ product, message }) =>
          navigate(`/admin/products/${product._id}`, {
            replace: true,
            state: { flash: message || 'Created' },
          })
        }
      />
    </>
  );
}

function ExistingProduct({ id, categories }: { id: string; categories: AdminCategory[] }) {
  const product = useAdminProduct(id);
  const taxRates = useTaxRates();
  const location = useLocation();
  const [message, setMessage] = useState(() => flashOf(location.state));
  return (
    <QueryState
      query={product}
      loading={<LoadingList label="Loading the piece" rows={3} />}
      errorTitle="The piece could not be loaded"
      errorDetail={(error) => failureMessage(error, '')}
      errorHeader={backLink}
      compactRetry
    >
      {(piece) => (
        <>
          {backLink}
          <ProductHeader product={piece} onDone={setMessage} />
          {message ? (
            <FormAlert tone="success" className="mb-4">
              {message}
            </FormAlert>
          ) : null}
          <ProductForm
            // A new copy of the piece (after Save, Duplicate) starts a fresh form.
            key={`${piece._id}-${piece.updatedAt}`}
            product={piece}
            categories={categories}
            taxRates={taxRates.data}
            onSaved={(result) => setMessage(result.message || 'Saved')}
          />
        </>
      )}
    </QueryState>
  );
}

function ProductHeader({ product, onDone }: { product: AdminProduct; onDone: (message: string) => void }) {
  return (
    <PageHeader title={product.title} actions={<ProductActions product={product} onDone={onDone} />}>
      <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-ink-muted">
        <ProductStatusBadge status={product.status} />
        <span>Updated {formatDateTime(product.updatedAt)}</span>
        {product.status !== 'archived' ? (
          <Link
            to={`/product/${product._id}`}
            className="font-semibold text-maroon-700 underline underline-offset-2"
          >
            View in shop
          </Link>
        ) : null}
      </div>
    </PageHeader>
  );
}
