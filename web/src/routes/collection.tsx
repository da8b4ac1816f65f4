import { useParams } from 'react-router';
import { NewPiecesLink } from '#web/components/product/new-pieces-link.tsx';
import { CollectionView } from '#web/features/catalog/components/collection-view.tsx';

/** `/collection/:categoryId/:page?`: one category's listing, and the link to hear of new pieces in it. */
export function CollectionRoute() {
  const { categoryId } = useParams();
  return (
    <>
      <CollectionView />
      {categoryId ? (
        <div className="mx-auto w-full max-w-7xl px-4 pb-10 text-center">
          <NewPiecesLink categoryId={categoryId} />
        </div>
      ) : null}
    </>
  );
}
