import type { AdminGstRateRules, GstRateRule } from '@shahi/contract/schemas';
import { defaultDeclarations } from '@shahi/contract/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadPhotos } from '#web/features/admin/api/uploads/upload-photos.ts';
import {
  ADMIN_CATEGORY_ID,
  adminCategories,
  makeAdminProduct,
} from '#web/features/admin/test/admin-fixtures.ts';
import { jsonResponse, mockApi, renderWithProviders } from '#web/test/render.tsx';
import { ProductForm } from './product-form.tsx';

vi.mock('#web/features/admin/api/uploads/upload-photos.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('#web/features/admin/api/uploads/upload-photos.ts')>()),
  uploadPhotos: vi.fn(),
}));
vi.mock('#web/features/admin/api/uploads/delete-photo.ts', () => ({
  deletePhoto: vi.fn(async () => undefined),
}));

/** An upload the test settles by hand, after reporting progress. */
function pendingUpload() {
  let finish: (paths: string[]) => void = () => {};
  let fail: (error: Error) => void = () => {};
  vi.mocked(uploadPhotos).mockImplementationOnce((_files, _kind, onProgress) => {
    onProgress?.(0.4);
    return new Promise((resolve, reject) => {
      finish = (paths) => resolve(paths.map((path) => ({ path, width: 960, height: 1200 })));
      fail = reject;
    });
  });
  return { finish: (paths: string[]) => finish(paths), fail: (error: Error) => fail(error) };
}

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

function renderForm(
  product?: ReturnType<typeof makeAdminProduct>,
  api: Parameters<typeof mockApi>[0] = {},
  taxRates?: AdminGstRateRules,
) {
  const onSaved = vi.fn();
  const fetchMock = mockApi(api);
  renderWithProviders(
    <ProductForm product={product} categories={adminCategories} taxRates={taxRates} onSaved={onSaved} />,
  );
  return { fetchMock, onSaved, user: userEvent.setup() };
}

const handicraft = 'Notification 21/2018-CT(Rate) as substituted by 13/2025-CT(Rate)';
const rule = (extra: Partial<GstRateRule>): GstRateRule => ({
  id: crypto.randomUUID(),
  hsnPrefix: '62',
  handmadeOnly: false,
  rateBp: 500,
  thresholdPaise: 250_000,
  rateAboveBp: 1800,
  effectiveFrom: '2025-09-22',
  source: 'Notification 9/2025-CT(Rate), Sch. I and II (ch. 62)',
  description: 'Apparel and clothing accessories, not knitted',
  ...extra,
});
/** The seeded rules the form needs: chapter 62's threshold and the handmade shawls' 5 %. */
const taxRates: AdminGstRateRules = {
  today: '2026-11-27',
  rules: [
    rule({}),
    rule({
      hsnPrefix: '6214',
      handmadeOnly: true,
      thresholdPaise: null,
      rateAboveBp: null,
      source: handicraft,
      description: 'Handmade or hand-embroidered shawls',
    }),
  ],
};

beforeEach(() => vi.mocked(uploadPhotos).mockReset());

describe('ProductForm', () => {
  it('creates a piece: rupees typed, paise sent, photos in gallery order', async () => {
    const { user, fetchMock, onSaved } = renderForm(undefined, {
      'POST /api/admin/products': jsonResponse(
        { success: true, message: 'Created', data: makeAdminProduct() },
        201,
      ),
    });
    await user.type(screen.getByLabelText('Title'), 'Phulkari Dupatta');
    await user.type(screen.getByLabelText('Price (₹)'), '2,499.50');
    await user.type(screen.getByLabelText('MRP (₹, optional)'), '3000');
    await user.selectOptions(screen.getByLabelText('Category'), ADMIN_CATEGORY_ID);
    const first = pendingUpload();
    await user.upload(screen.getByLabelText('Choose photos'), [png('front.png'), png('back.png')]);
    expect(screen.getByText('Uploading 2 photos…')).toBeInTheDocument();
    expect(vi.mocked(uploadPhotos).mock.calls[0]?.[1]).toBe('product');
    await user.click(screen.getByRole('button', { name: 'Create piece' }));
    expect(await screen.findByText('Wait until the photos have uploaded.')).toBeInTheDocument();
    first.finish(['uploads/products/front.webp', 'uploads/products/back.webp']);
    expect(await screen.findByText('Main photo')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Move photo 2 left' }));
    await user.click(screen.getByRole('button', { name: 'Create piece' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/admin/products');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      title: 'Phulkari Dupatta',
      pricePaise: 249950,
      mrpPaise: 300000,
      categoryId: ADMIN_CATEGORY_ID,
      description: '',
      productDetails: '',
      images: ['uploads/products/back.webp', 'uploads/products/front.webp'],
      ...defaultDeclarations,
      translations: {},
    });
  });

  it('checks the prices and the photos before sending', async () => {
    const { user, fetchMock } = renderForm();
    await user.type(screen.getByLabelText('Price (₹)'), '12.345');
    await user.type(screen.getByLabelText('MRP (₹, optional)'), '10');
    await user.click(screen.getByRole('button', { name: 'Create piece' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Enter the price in rupees, e.g. 2499 or 2499.50')).toBeInTheDocument();
    expect(screen.getByText('Choose a category')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Price (₹)'));
    await user.type(screen.getByLabelText('Price (₹)'), '20');
    await user.click(screen.getByRole('button', { name: 'Create piece' }));
    expect(await screen.findByText('The price cannot be above the MRP')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the declarations and sends them with the GST rate as a number', async () => {
    const product = makeAdminProduct();
    const { user, fetchMock } = renderForm(product, {
      [`PUT /api/admin/products/${product._id}`]: { ...product, message: 'Updated' },
    });
    const rate = screen.getByLabelText('GST rate');
    expect(
      within(rate)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['From the rate table', '5 %', '18 %']);
    expect(screen.getByLabelText('Dimensions / size (optional)')).toHaveValue('2.5 m × 1.2 m');
    await user.type(screen.getByLabelText('HSN code (optional)'), '62141');
    await user.type(screen.getByLabelText('Maker’s name (optional)'), 'Kaur Looms');
    await user.clear(screen.getByLabelText('Country of origin'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The HSN code must be 4, 6 or 8 digits')).toBeInTheDocument();
    expect(screen.getByText('Country of origin is required')).toBeInTheDocument();
    expect(screen.getByText(/Give both the maker’s name and address/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('HSN code (optional)'), '010');
    await user.type(screen.getByLabelText('Maker’s address (optional)'), 'Patiala, Punjab');
    await user.type(screen.getByLabelText('Country of origin'), 'India');
    await user.selectOptions(rate, '18');
    await user.click(screen.getByLabelText('Handmade or hand-embroidered'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({
      hsnCode: '62141010',
      gstRate: 18,
      handmade: true,
      makerName: 'Kaur Looms',
      makerAddress: 'Patiala, Punjab',
      countryOfOrigin: 'India',
      dimensions: '2.5 m × 1.2 m',
    });
  });

  it('says live which rule decides the rate at the typed price, and warns of the band and of no rate', async () => {
    const { user } = renderForm(makeAdminProduct(), {}, taxRates);
    const price = screen.getByLabelText('Price (₹)');
    await user.clear(price);
    await user.type(price, '10000');
    expect(screen.getByText(/GST today:/).parentElement).toHaveTextContent(
      'GST today: 18 % · Apparel and clothing accessories, not knitted · Notification 9/2025-CT(Rate), Sch. I and II (ch. 62), from 22 Sep 2025',
    );
    await user.click(screen.getByLabelText('Handmade or hand-embroidered'));
    expect(screen.getByText(/GST today:/).parentElement).toHaveTextContent(
      `GST today: 5 % · Handmade or hand-embroidered shawls · ${handicraft}, from 22 Sep 2025`,
    );
    await user.click(screen.getByLabelText('Handmade or hand-embroidered'));
    await user.clear(price);
    await user.type(price, '2800');
    expect(screen.getByText(/₹2,625.01 to ₹2,950.00/)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('GST rate'), '5');
    expect(screen.getByText(/GST today:/).parentElement).toHaveTextContent('5 % · Set on this piece');
    expect(screen.queryByText(/₹2,625.01 to ₹2,950.00/)).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('GST rate'), '');
    await user.type(screen.getByLabelText('HSN code (optional)'), '4420');
    expect(screen.getByText(/cannot invoice it/)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('HSN code (optional)'));
    await user.type(screen.getByLabelText('HSN code (optional)'), '7113');
    expect(
      within(screen.getByLabelText('GST rate'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['From the rate table', '3 %', '5 %', '18 %']);
  });

  it('previews the description’s $ lines as the product page shows them', async () => {
    const { user } = renderForm();
    const preview = within(screen.getByRole('region', { name: 'Preview' }));
    await user.click(screen.getByLabelText('Description'));
    await user.paste('Hand embroidered$MRP ₹3,000$Was ~~₹3,000~~ now ₹2,499$17% OFF');
    await user.click(screen.getByLabelText('Product details'));
    await user.paste('Fabric: silk$Length: 2.5 m');
    expect(preview.getByText('Hand embroidered')).toHaveAttribute('data-line-kind', 'text');
    expect(preview.getByText('MRP ₹3,000')).toHaveAttribute('data-line-kind', 'price');
    expect(preview.getByText('17% OFF')).toHaveAttribute('data-line-kind', 'discount');
    expect(preview.getByText('₹3,000', { selector: 's' })).toBeInTheDocument();
    expect(preview.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Fabric: silk',
      'Length: 2.5 m',
    ]);
  });

  it('starts a new line and a new bullet at each Enter typed on the keyboard', async () => {
    const { user } = renderForm();
    const preview = within(screen.getByRole('region', { name: 'Preview' }));
    await user.type(
      screen.getByLabelText('Description'),
      'Hand embroidered{Enter}MRP ₹3,000{Enter}{Enter}17% OFF',
    );
    await user.type(
      screen.getByLabelText('Product details'),
      'Fabric: khaddar cotton{Enter}Thread: untwisted silk (pat){Enter}Care: dry clean only',
    );
    expect(preview.getByText('Hand embroidered')).toHaveAttribute('data-line-kind', 'text');
    expect(preview.getByText('MRP ₹3,000')).toHaveAttribute('data-line-kind', 'price');
    expect(preview.getByText('17% OFF')).toHaveAttribute('data-line-kind', 'discount');
    expect(preview.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Fabric: khaddar cotton',
      'Thread: untwisted silk (pat)',
      'Care: dry clean only',
    ]);
  });

  it('shows a refused upload’s message and lets the photo be removed', async () => {
    const { user } = renderForm(makeAdminProduct());
    const upload = pendingUpload();
    await user.upload(screen.getByLabelText('Choose photos'), png('photo.heic'));
    upload.fail(new Error('Unsupported image type'));
    expect(await screen.findByText('Not uploaded')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('photo.heic: The upload failed.');
    await user.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    expect(screen.queryByText('Not uploaded')).not.toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });

  it('sends the whole piece on edit and shows the server’s refusal', async () => {
    const { user, fetchMock } = renderForm(makeAdminProduct({ status: 'sold' }), {
      [`PUT /api/admin/products/${makeAdminProduct()._id}`]: jsonResponse(
        { success: false, message: 'The price of a reserved or sold piece cannot change' },
        409,
      ),
    });
    expect(screen.getByLabelText('Price (₹)')).toHaveValue('2499.5');
    expect(screen.getByLabelText('Price (₹)')).toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The price of a reserved or sold piece cannot change',
    );
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
    expect(body).toMatchObject({ pricePaise: 249950, mrpPaise: 300000, images: ['uploads/products/a.webp'] });
  });

  it('warns before the tab closes on typed changes, and no more once they are saved', async () => {
    const piece = makeAdminProduct();
    const { user, onSaved } = renderForm(piece, { [`PUT /api/admin/products/${piece._id}`]: piece });
    const closing = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(closing()).toBe(false);
    await user.type(screen.getByLabelText('Title'), ' with zari');
    expect(closing()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(closing()).toBe(false);
  });
  it('sends the Hindi and Punjabi words from the folded section, blank ones left out', async () => {
    const piece = makeAdminProduct({
      translations: { hi: { title: 'फुलकारी दुपट्टा', description: 'हाथ की कढ़ाई' } },
    });
    const { user, fetchMock, onSaved } = renderForm(piece, {
      [`PUT /api/admin/products/${piece._id}`]: piece,
    });
    // Open, since the piece has words: they are filled in.
    expect(screen.getByText('Hindi and Punjabi (optional)').closest('details')).toHaveAttribute('open');
    expect(screen.getByLabelText('Hindi title')).toHaveValue('फुलकारी दुपट्टा');
    expect(screen.getByLabelText('Hindi title')).toHaveAttribute('lang', 'hi');
    await user.clear(screen.getByLabelText('Hindi description'));
    await user.type(screen.getByLabelText('Punjabi title'), 'ਫੁਲਕਾਰੀ ਦੁਪੱਟਾ');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
    expect(body.translations).toEqual({ hi: { title: 'फुलकारी दुपट्टा' }, pa: { title: 'ਫੁਲਕਾਰੀ ਦੁਪੱਟਾ' } });
  });

  it('starts folded for a piece without words, and refuses a Hindi title over 200 characters', async () => {
    const piece = makeAdminProduct();
    const { user, fetchMock } = renderForm(piece, { [`PUT /api/admin/products/${piece._id}`]: piece });
    const section = screen.getByText('Hindi and Punjabi (optional)').closest('details');
    expect(section).not.toHaveAttribute('open');
    await user.click(screen.getByText('Hindi and Punjabi (optional)'));
    await user.click(screen.getByLabelText('Hindi title'));
    await user.paste('क'.repeat(201));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Hindi title must be at most 200 characters')).toBeInTheDocument();
    expect(section).toHaveAttribute('open');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
