import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminCategory, AdminGstRateRules, AdminProduct } from '@shahi/contract/schemas';
import { MAX_PRODUCT_IMAGES } from '@shahi/contract/schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import type { ProductResult } from '#web/features/admin/api/products/product-result.ts';
import { useSaveProduct } from '#web/features/admin/api/products/save-product.ts';
import { SelectField, TextAreaField } from '#web/features/admin/components/common/fields.tsx';
import { usePhotoUploads } from '#web/features/admin/hooks/use-photo-uploads.ts';
import { useUnsavedChangesWarning } from '#web/features/admin/hooks/use-unsaved-changes-warning.ts';
import { failureMessage } from '#web/lib/error-message.ts';
import { DeclarationFields } from './declaration-fields.tsx';
import { DescriptionPreview } from './description-preview.tsx';
import { PhotoManager } from './photo-manager.tsx';
import { productFormSchema, productFormValues, productRequest } from './product-form-schema.ts';
import { RateExplanation } from './rate-explanation.tsx';
import { TranslationFields } from './translation-fields.tsx';

interface ProductFormProps {
  /** The piece to edit; none for a new one. */
  product?: AdminProduct;
  categories: AdminCategory[];
  /** The GST rate table, for the live "which rule decides" line; none hides it. */
  taxRates?: AdminGstRateRules | undefined;
  onSaved: (result: ProductResult) => void;
}

/**
 * A piece's form: title, price and MRP in rupees (sent in paise), category, description and
 * details with a live preview of their lines (one per Enter, or per `$` in older texts), the
 * owner's optional Hindi and Punjabi title and description, the tax and listing declarations, and
 * the photos. Saving waits for uploads.
 */
export function ProductForm({ product, categories, taxRates, onSaved }: ProductFormProps) {
  const save = useSaveProduct(product?._id);
  const photos = usePhotoUploads('product', product?.images ?? [], MAX_PRODUCT_IMAGES);
  const [photoError, setPhotoError] = useState('');
  const { register, handleSubmit, formState, watch, reset, getValues } = useForm({
    resolver: zodResolver(productFormSchema),
    defaultValues: productFormValues(product),
  });
  const { errors } = formState;
  const [savedPhotos, setSavedPhotos] = useState(() => (product?.images ?? []).join('\n'));
  const photosChanged = photos.items.map((item) => item.path).join('\n') !== savedPhotos;
  useUnsavedChangesWarning(formState.isDirty || photosChanged);
  const priceLocked = product?.status === 'reserved' || product?.status === 'sold';
  const rateInputs = {
    price: watch('price'),
    categoryId: watch('categoryId'),
    hsnCode: watch('hsnCode'),
    gstRate: watch('gstRate'),
    handmade: watch('handmade'),
  };
  const categoryHsn = categories.find((category) => category._id === rateInputs.categoryId)?.hsnCode ?? '';
  const jewellery = (rateInputs.hsnCode.trim() || categoryHsn).startsWith('71') || rateInputs.gstRate === '3';

  const submit = handleSubmit((values) => {
    if (photos.uploading) return setPhotoError('Wait until the photos have uploaded.');
    if (photos.paths.length === 0) return setPhotoError('Add at least one photo.');
    setPhotoError('');
    save.mutate(productRequest(values, photos.paths), {
      onSuccess: (result) => {
        photos.markSaved();
        // What was sent is now the saved piece: nothing left to warn about.
        reset(getValues());
        setSavedPhotos(photos.paths.join('\n'));
        onSaved(result);
      },
    });
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <TextField label="Title" data-autofocus error={errors.title?.message} {...register('title')} />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label="Price (₹)"
          inputMode="decimal"
          autoComplete="off"
          readOnly={priceLocked}
          hint={priceLocked ? 'A reserved or sold piece keeps its price.' : 'In rupees, e.g. 2499 or 2499.50'}
          error={errors.price?.message}
          {...register('price')}
        />
        <TextField
          label="MRP (₹, optional)"
          inputMode="decimal"
          autoComplete="off"
          readOnly={priceLocked}
          hint="Shown struck through when above the price; empty declares the price as MRP"
          error={errors.mrp?.message}
          {...register('mrp')}
        />
        <SelectField label="Category" error={errors.categoryId?.message} {...register('categoryId')}>
          <option value="">Choose…</option>
          {categories.map((category) => (
            <option key={category._id} value={category._id}>
              {category.name}
              {category.active ? '' : ' (hidden)'}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="flex flex-col gap-4">
          <TextAreaField
            label="Description"
            rows={5}
            hint="Press Enter for a new line. A line with ₹ shows as a price, a line with % as a discount; ~~two tildes~~ around an old price strike it through."
            error={errors.description?.message}
            {...register('description')}
          />
          <TextAreaField
            label="Product details"
            rows={5}
            hint="One detail per line, e.g. Fabric: silk, then Enter, Length: 6.3 m. Each line shows as its own bullet."
            error={errors.productDetails?.message}
            {...register('productDetails')}
          />
        </div>
        <DescriptionPreview description={watch('description')} details={watch('productDetails')} />
      </div>
      <TranslationFields
        register={register}
        errors={errors}
        filled={Object.keys(product?.translations ?? {}).length > 0}
      />
      <DeclarationFields
        register={register}
        errors={errors}
        jewellery={jewellery}
        explanation={<RateExplanation inputs={rateInputs} rates={taxRates} categories={categories} />}
      />
      <PhotoManager
        items={photos.items}
        notice={photos.notice}
        max={MAX_PRODUCT_IMAGES}
        onAdd={photos.add}
        onMove={photos.move}
        onRemove={photos.remove}
        error={photoError}
      />
      {save.isError ? (
        <FormAlert tone="error">{failureMessage(save.error, 'The piece could not be saved.')}</FormAlert>
      ) : null}
      <div className="sticky bottom-0 -mx-4 flex justify-end gap-3 border-t border-gold-300 bg-ivory/95 px-4 py-3">
        <SubmitButton pending={save.isPending} pendingLabel="Saving..." size="lg">
          {product ? 'Save changes' : 'Create piece'}
        </SubmitButton>
      </div>
    </form>
  );
}
