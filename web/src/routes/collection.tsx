import { CollectionView } from '#web/features/catalog/components/collection-view.tsx';

/** `/collection/:categoryId/:page?`: one category's listing. */
export function CollectionRoute() {
  return <CollectionView />;
}
