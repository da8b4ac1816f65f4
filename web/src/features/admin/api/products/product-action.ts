import { useMutation, useQueryClient } from '@tanstack/react-query';
import { archiveProduct } from './archive-product.ts';
import { duplicateProduct } from './duplicate-product.ts';
import { markProductSold } from './mark-product-sold.ts';
import { type ProductResult, showChangedProduct } from './product-result.ts';
import { publishProduct } from './publish-product.ts';

export type ProductAction = 'duplicate' | 'mark-sold' | 'archive' | 'publish';

const actions: Record<ProductAction, (id: string) => Promise<ProductResult>> = {
  duplicate: duplicateProduct,
  'mark-sold': markProductSold,
  archive: archiveProduct,
  publish: publishProduct,
};

/**
 * Duplicates, marks sold, archives or publishes the piece `id` as one mutation, so its buttons share one
 * pending state and one error; the answer (the copy or the changed piece) is shown at once.
 */
export function useProductAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ProductAction) => actions[action](id),
    onSuccess: (result) => showChangedProduct(queryClient, result),
  });
}
