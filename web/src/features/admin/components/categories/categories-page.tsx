import { categoryFormMessages } from '@shahi/contract';
import type { AdminCategory } from '@shahi/contract/schemas';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Notice } from '#web/components/ui/notice.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { useChangeCategory } from '#web/features/admin/api/categories/change-category.ts';
import { useAdminCategories } from '#web/features/admin/api/categories/get-categories.ts';
import { LoadingList } from '#web/features/admin/components/common/loading-list.tsx';
import { PageHeader } from '#web/features/admin/components/common/page-header.tsx';
import { ReorderButtons } from '#web/features/admin/components/common/reorder-buttons.tsx';
import { ActiveBadge } from '#web/features/admin/components/common/status-badges.tsx';
import { failureMessage } from '#web/lib/error-message.ts';
import { imageUrl } from '#web/lib/image-url.ts';
import { moveItem } from '#web/lib/move-item.ts';
import { CategoryFormDialog } from './category-form-dialog.tsx';
import { CategoryPhotoDialog } from './category-photo-dialog.tsx';

function counts(category: AdminCategory): string {
  const { total, available, reserved, sold, archived } = category.productCounts;
  const parts = [
    `${available} available`,
    reserved ? `${reserved} reserved` : '',
    `${sold} sold`,
    archived ? `${archived} archived` : '',
  ];
  return `${total} piece${total === 1 ? '' : 's'}: ${parts.filter(Boolean).join(', ')}`;
}

/** Categories in menu order: create, rename, set the photo, move, show or hide. */
export function CategoriesPage() {
  const categories = useAdminCategories();
  const change = useChangeCategory();
  const [editing, setEditing] = useState<AdminCategory | 'new' | null>(null);
  const [photoOf, setPhotoOf] = useState<AdminCategory | null>(null);
  const [saved, setSaved] = useState('');
  const error = change.isError ? failureMessage(change.error, 'The change could not be saved.') : '';

  const open = (target: AdminCategory | 'new') => {
    change.reset();
    setSaved('');
    setEditing(target);
  };
  const openPhoto = (target: AdminCategory) => {
    change.reset();
    setSaved('');
    setPhotoOf(target);
  };
  const list = categories.data ?? [];
  const move = (from: number, to: number) =>
    change.mutate({ kind: 'reorder', ids: moveItem(list, from, to).map((category) => category._id) });

  return (
    <>
      <PageHeader title="Categories" actions={<Button onClick={() => open('new')}>New category</Button>} />
      {saved && !error ? (
        <FormAlert tone="success" className="mb-4">
          {saved}
        </FormAlert>
      ) : null}
      {error && !editing && !photoOf ? (
        <FormAlert tone="error" className="mb-4">
          {error}
        </FormAlert>
      ) : null}
      <QueryState
        query={categories}
        loading={<LoadingList label="Loading categories" />}
        errorTitle="The categories could not be loaded"
        errorDetail={(error) => failureMessage(error, '')}
        compactRetry
        isEmpty={(all) => all.length === 0}
        empty={<Notice title="No categories yet" />}
      >
        {() => (
          <ol aria-label="Categories" className="flex flex-col gap-3">
            {list.map((category, index) => (
              <li
                key={category._id}
                className="flex flex-col gap-3 rounded-sm border border-gold-300 bg-white p-3 sm:flex-row sm:items-center"
              >
                {category.image ? (
                  <img
                    src={imageUrl(category.image, 480)}
                    alt=""
                    className="h-16 w-auto self-start rounded-sm"
                    loading="lazy"
                  />
                ) : null}
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-ink">
                    {category.name} <ActiveBadge active={category.active} />
                  </p>
                  <p className="text-sm text-ink-muted">{category.categoryName}</p>
                  <p className="text-xs text-ink-muted">{counts(category)}</p>
                </div>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <ReorderButtons
                    name={category.name}
                    index={index}
                    count={list.length}
                    onMove={move}
                    disabled={change.isPending}
                  />
                  <div className="flex flex-wrap gap-2">
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`Edit ${category.name}`}
                      onClick={() => open(category)}
                    >
                      Edit
                    </Button>
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`${category.image ? 'Change photo' : 'Add photo'} for ${category.name}`}
                      onClick={() => openPhoto(category)}
                    >
                      {category.image ? 'Change photo' : 'Add photo'}
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={change.isPending}
                      aria-label={`${category.active ? 'Hide' : 'Show'} ${category.name}`}
                      onClick={() =>
                        change.mutate({ kind: 'active', id: category._id, active: !category.active })
                      }
                    >
                      {category.active ? 'Hide' : 'Show'}
                    </Button>
                  </div>
                </div>
              </li>
            ))}
          </ol>
        )}
      </QueryState>
      {editing ? (
        <CategoryFormDialog
          category={editing === 'new' ? undefined : editing}
          busy={change.isPending}
          error={error}
          onClose={() => setEditing(null)}
          onSave={(values) =>
            change.mutate(
              editing === 'new'
                ? { kind: 'create', body: values }
                : {
                    kind: 'update',
                    id: editing._id,
                    body: {
                      name: values.name,
                      categoryName: values.categoryName,
                      hsnCode: values.hsnCode,
                      gstRate: values.gstRate,
                      translations: values.translations,
                    },
                  },
              {
                onSuccess: () => {
                  setSaved(categoryFormMessages.saved(values.name));
                  setEditing(null);
                },
              },
            )
          }
        />
      ) : null}
      {photoOf ? (
        <CategoryPhotoDialog
          category={photoOf}
          busy={change.isPending}
          error={error}
          onClose={() => setPhotoOf(null)}
          onSave={(image) =>
            change.mutate(
              { kind: 'update', id: photoOf._id, body: { image } },
              {
                onSuccess: () => {
                  const name = photoOf.name;
                  setSaved(
                    image ? categoryFormMessages.photoSaved(name) : categoryFormMessages.photoRemoved(name),
                  );
                  setPhotoOf(null);
                },
              },
            )
          }
        />
      ) : null}
    </>
  );
}
