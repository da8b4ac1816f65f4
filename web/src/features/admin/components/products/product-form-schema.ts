import { compactTranslations, paiseToRupees, rupeesToPaise } from '@shahi/contract';
import {
  type AdminProduct,
  type AdminProductRequest,
  DECLARATION_LIMITS,
  DEFAULT_COUNTRY_OF_ORIGIN,
  DEFAULT_NET_QUANTITY,
  declarationMessages,
  gstRatePercents,
  isHsnCode,
  MAX_PRICE_PAISE,
  MAX_PRODUCT_TEXT,
  MAX_TRANSLATED_TITLE,
  makerComplete,
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

/** Optional text up to `max` characters, named `label` in its message. */
function declarationText(label: string, max: number) {
  return z.string().trim().max(max, `${label} must be at most ${max} characters`);
}

/** The languages of the piece's own words, as the form names them. */
export const pieceLanguages = [
  { locale: 'hi', name: 'Hindi' },
  { locale: 'pa', name: 'Punjabi' },
] as const;

/** One language's optional title (≤ 200) and description (the English description's limit). */
function pieceWords(language: string) {
  return z.object({
    title: z
      .string()
      .trim()
      .max(MAX_TRANSLATED_TITLE, `${language} title must be at most ${MAX_TRANSLATED_TITLE} characters`),
    description: z.string().max(MAX_PRODUCT_TEXT, `At most ${MAX_PRODUCT_TEXT} characters`),
  });
}

/** The GST rate select's values: '' (from the rate table, ADR 0055) or a rate in percent. */
export const gstRateOptions = ['', ...gstRatePercents.map(String)] as const;

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
    hsnCode: z
      .string()
      .trim()
      .refine((text) => text === '' || isHsnCode(text), declarationMessages.hsnShape),
    gstRate: z.enum(gstRateOptions, declarationMessages.gstRate),
    handmade: z.boolean(),
    makerName: declarationText('Maker’s name', DECLARATION_LIMITS.makerName),
    makerAddress: declarationText('Maker’s address', DECLARATION_LIMITS.makerAddress),
    countryOfOrigin: declarationText('Country of origin', DECLARATION_LIMITS.countryOfOrigin).min(
      1,
      declarationMessages.countryRequired,
    ),
    genericName: declarationText('Generic name', DECLARATION_LIMITS.genericName),
    netQuantity: declarationText('Net quantity', DECLARATION_LIMITS.netQuantity).min(
      1,
      declarationMessages.netQuantityRequired,
    ),
    dimensions: declarationText('Dimensions', DECLARATION_LIMITS.dimensions),
    /** The owner's Hindi and Punjabi words, all optional (ADR 0065). */
    translations: z.object({ hi: pieceWords('Hindi'), pa: pieceWords('Punjabi') }),
  })
  .refine((form) => !form.mrp || parseRupees(form.mrp) >= parseRupees(form.price), {
    message: declarationMessages.priceAboveMrp,
    path: ['price'],
  })
  .refine(
    (form) => makerComplete({ makerName: form.makerName.trim(), makerAddress: form.makerAddress.trim() }),
    {
      message: declarationMessages.makerIncomplete,
      path: ['makerAddress'],
    },
  );
export type ProductFormValues = z.input<typeof productFormSchema>;

const emptyDeclarations = {
  hsnCode: '',
  gstRate: '',
  handmade: false,
  makerName: '',
  makerAddress: '',
  countryOfOrigin: DEFAULT_COUNTRY_OF_ORIGIN,
  genericName: '',
  netQuantity: DEFAULT_NET_QUANTITY,
  dimensions: '',
} as const;

/** The form's Hindi and Punjabi fields of a piece's stored words ('' where none). */
function translationValues(product?: AdminProduct): ProductFormValues['translations'] {
  const words = (locale: 'hi' | 'pa') => ({
    title: product?.translations?.[locale]?.title ?? '',
    description: product?.translations?.[locale]?.description ?? '',
  });
  return { hi: words('hi'), pa: words('pa') };
}

/** The form's values of a piece (paise shown as rupees), or an empty form. */
export function productFormValues(product?: AdminProduct): ProductFormValues {
  if (!product) {
    return {
      title: '',
      price: '',
      mrp: '',
      categoryId: '',
      description: '',
      productDetails: '',
      ...emptyDeclarations,
      translations: translationValues(),
    };
  }
  return {
    title: product.title,
    price: String(paiseToRupees(product.pricePaise)),
    mrp: product.mrpPaise === null ? '' : String(paiseToRupees(product.mrpPaise)),
    categoryId: product.category._id,
    description: product.description,
    productDetails: product.productDetails,
    hsnCode: product.hsnCode,
    gstRate: product.gstRate === null ? '' : (String(product.gstRate) as ProductFormValues['gstRate']),
    handmade: product.handmade,
    makerName: product.makerName,
    makerAddress: product.makerAddress,
    countryOfOrigin: product.countryOfOrigin,
    genericName: product.genericName,
    netQuantity: product.netQuantity,
    dimensions: product.dimensions,
    translations: translationValues(product),
  };
}

/**
 * The API body of the form (prices in paise) with the photos' paths in gallery order, and the
 * Hindi and Punjabi words typed (blank ones left out).
 */
export function productRequest(values: ProductFormValues, images: string[]): AdminProductRequest {
  return {
    title: values.title.trim(),
    pricePaise: rupeesToPaise(parseRupees(values.price)),
    mrpPaise: values.mrp.trim() ? rupeesToPaise(parseRupees(values.mrp)) : null,
    categoryId: values.categoryId,
    description: values.description.trim(),
    productDetails: values.productDetails.trim(),
    images,
    hsnCode: values.hsnCode.trim(),
    gstRate: values.gstRate === '' ? null : Number(values.gstRate),
    handmade: values.handmade,
    makerName: values.makerName.trim(),
    makerAddress: values.makerAddress.trim(),
    countryOfOrigin: values.countryOfOrigin.trim(),
    genericName: values.genericName.trim(),
    netQuantity: values.netQuantity.trim(),
    dimensions: values.dimensions.trim(),
    // Always sent, so emptying a field removes it; blank ones are dropped.
    translations: compactTranslations(values.translations, ['title', 'description']) ?? {},
  };
}
