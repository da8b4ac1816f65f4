import { paiseToRupees, rupeesToPaise } from '@shahi/contract';
import {
  type AdminProduct,
  type AdminProductRequest,
  MAX_PRICE_PAISE,
  MAX_PRODUCT_TEXT,
} from '@shahi/contract/schemas';
import { z } from 'zod';

const rupeePattern = /^\d{1,8}(\.\d{1,2})?$/;
const maxRupees = paiseToRupees(MAX_PRICE_PAISE);

/** Rupees typed in a field ("2,499.50" or "2499") as a number, or NaN. */
export function parseRupees(text: string): number {
  const plain = text.replace(/[₹,\s]/g, '');
  return rupeePattern.test(plain) ? Number(plain) : Number.NaN;
}

function rupeeField(name: string) {
  return z
    .string()
    .trim()
    .refine((text) => !Number.isNaN(parseRupees(text)), `Enter the ${name} in rupees, e.g. 2499 or 2499.50`)
    .refine((text) => parseRupees(text) > 0, `The ${name} must be more than ₹0`)
    .refine((text) => !(parseRupees(text) > maxRupees), `The ${name} must be at most ₹1,00,00,000`);
}

/**
 * The product form as the owner types it: prices in rupees (text), converted to the API's paise
 * on submit (productRequest). The server checks again with adminProductSchema.
 */
export const productFormSchema = z
  .object({
    title: z.string().trim().min(1, 'Title is required').max(200, 'Title must be at most 200 characters'),
    price: z.string().trim().min(1, 'Price is required').pipe(rupeeField('price')),
    mrp: z.union([z.literal(''), rupeeField('MRP')]),
    categoryId: z.string().min(1, 'Choose a category'),
    description: z.string().max(MAX_PRODUCT_TEXT, `At most ${MAX_PRODUCT_TEXT} characters`),
    productDetails: z.string().max(MAX_PRODUCT_TEXT, `At most ${MAX_PRODUCT_TEXT} characters`),
  })
  .refine((form) => !form.mrp || parseRupees(form.mrp) >= parseRupees(form.price), {
    message: 'The MRP must be at least the price',
    path: ['mrp'],
  });
export type ProductFormValues = z.input<typeof productFormSchema>;

/** The form's values of a piece (paise shown as rupees), or an empty form. */
export function productFormValues(product?: AdminProduct): ProductFormValues {
  if (!product) return { title: '', price: '', mrp: '', categoryId: '', description: '', productDetails: '' };
  return {
    title: product.title,
    price: String(paiseToRupees(product.pricePaise)),
    mrp: product.mrpPaise === null ? '' : String(paiseToRupees(product.mrpPaise)),
    categoryId: product.category._id,
    description: product.description,
    productDetails: product.productDetails,
  };
}

/** The API body of the form (prices in paise) with the photos' paths in gallery order. */
export function productRequest(values: ProductFormValues, images: string[]): AdminProductRequest {
  return {
    title: values.title.trim(),
    pricePaise: rupeesToPaise(parseRupees(values.price)),
    mrpPaise: values.mrp.trim() ? rupeesToPaise(parseRupees(values.mrp)) : null,
    categoryId: values.categoryId,
    description: values.description.trim(),
    productDetails: values.productDetails.trim(),
    images,
  };
}
