import { categoryFormMessages } from '@shahi/contract';
import type { AdminCategory } from '@shahi/contract/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { uploadPhotos } from '#web/features/admin/api/uploads/upload-photos.ts';
import { ADMIN_CATEGORY_ID, adminCategories } from '#web/features/admin/test/admin-fixtures.ts';
import { jsonResponse, mockApi, renderWithProviders } from '#web/test/render.tsx';
import { CategoriesPage } from './categories-page.tsx';

vi.mock('#web/features/admin/api/uploads/upload-photos.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('#web/features/admin/api/uploads/upload-photos.ts')>()),
  uploadPhotos: vi.fn(),
}));

const SAREES_ID = '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const LEHENGAS_ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const list = '/api/admin/categories';

function category(overrides: Partial<AdminCategory>): AdminCategory {
  return { ...(adminCategories[0] as AdminCategory), ...overrides };
}

/** Dupattas, Sarees (hidden), Lehengas, in that order. */
function threeCategories(): AdminCategory[] {
  return [
    category({}),
    category({
      _id: SAREES_ID,
      name: 'Sarees',
      categoryName: 'Heirloom Sarees',
      active: false,
      position: 1,
      productCounts: { total: 1, available: 0, reserved: 1, sold: 0, archived: 0 },
    }),
    category({ _id: LEHENGAS_ID, name: 'Lehengas', categoryName: 'Bridal Lehengas', position: 2 }),
  ];
}

/**
 * Renders the page over a stand-in server holding `rows`: `GET` answers the rows as they are now,
 * so a change a test answers by editing them shows once the page reads the list again.
 */
function renderPage(rows: AdminCategory[], api: (rows: AdminCategory[]) => Parameters<typeof mockApi>[0]) {
  const fetchMock = mockApi({ [`GET ${list}`]: () => rows, ...api(rows) });
  renderWithProviders(<CategoriesPage />);
  return { fetchMock, user: userEvent.setup() };
}

/** What was sent to `url` with `method`, its JSON body parsed (undefined when it had none). */
function sent(fetchMock: ReturnType<typeof mockApi>, method: string, url: string) {
  const calls = fetchMock.mock.calls.filter(
    ([called, init]) => String(called) === url && (init?.method ?? 'GET') === method,
  );
  return calls.map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined));
}

const names = () =>
  within(screen.getByRole('list', { name: 'Categories' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.firstChild?.textContent?.trim());

describe('CategoriesPage', () => {
  it('lists the categories in order with their headings, visibility and pieces counted', async () => {
    renderPage(threeCategories(), () => ({}));
    expect(await screen.findByRole('list', { name: 'Categories' })).toBeInTheDocument();
    expect(names()).toEqual(['Dupattas', 'Sarees', 'Lehengas']);
    expect(screen.getByText('Heirloom Sarees')).toBeInTheDocument();
    expect(screen.getAllByText('3 pieces: 2 available, 1 sold')).toHaveLength(2);
    expect(screen.getByText('1 piece: 0 available, 1 reserved, 0 sold')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide Dupattas' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show Sarees' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move Dupattas up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Lehengas down' })).toBeDisabled();
  });

  it('creates a category after checking its fields, and lists it once saved', async () => {
    const { user, fetchMock } = renderPage([category({})], (rows) => ({
      [`POST ${list}`]: (body: unknown) => {
        const created = category({ ...(body as object), _id: SAREES_ID, position: 1 });
        rows.push(created);
        return jsonResponse({ success: true, data: created }, 201);
      },
    }));
    await user.click(await screen.findByRole('button', { name: 'New category' }));
    const dialog = within(screen.getByRole('dialog', { name: 'New category' }));
    expect(dialog.getByLabelText('Name (in the menu)')).toHaveFocus();
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Name is required')).toBeInTheDocument();
    expect(dialog.getByText('Heading is required')).toBeInTheDocument();
    expect(sent(fetchMock, 'POST', list)).toHaveLength(0);

    await user.type(dialog.getByLabelText('Name (in the menu)'), '  Sarees ');
    await user.type(dialog.getByLabelText('Heading (on the home page)'), 'Heirloom Sarees');
    await user.click(dialog.getByLabelText('Show in the shop'));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent(fetchMock, 'POST', list)).toEqual([
      {
        name: 'Sarees',
        categoryName: 'Heirloom Sarees',
        hsnCode: '',
        gstRate: null,
        active: false,
        translations: {},
      },
    ]);
    await waitFor(() => expect(names()).toEqual(['Dupattas', 'Sarees']));
    expect(screen.getByRole('button', { name: 'Show Sarees' })).toBeInTheDocument();
    expect(screen.getByText(categoryFormMessages.saved('Sarees'))).toBeInTheDocument();
  });

  it('sets a category’s HSN code and default GST rate, checking the code first', async () => {
    const { user, fetchMock } = renderPage([category({})], (rows) => ({
      [`PATCH ${list}/${ADMIN_CATEGORY_ID}`]: (body: unknown) => {
        rows[0] = category({ ...(body as object) });
        return rows[0];
      },
    }));
    await user.click(await screen.findByRole('button', { name: 'Edit Dupattas' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit category' }));
    const hsn = dialog.getByLabelText('HSN code of its pieces (optional)');
    expect(hsn).toHaveValue('6214');
    expect(dialog.getByLabelText('Default GST rate')).toHaveValue('');
    await user.clear(hsn);
    await user.type(hsn, '44201');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('The HSN code must be 4, 6 or 8 digits')).toBeInTheDocument();
    expect(sent(fetchMock, 'PATCH', `${list}/${ADMIN_CATEGORY_ID}`)).toEqual([]);
    await user.type(hsn, '0');
    await user.selectOptions(dialog.getByLabelText('Default GST rate'), '5');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent(fetchMock, 'PATCH', `${list}/${ADMIN_CATEGORY_ID}`)).toEqual([
      { name: 'Dupattas', categoryName: 'Royal Dupattas', hsnCode: '442010', gstRate: 5, translations: {} },
    ]);
  });

  it('renames a category with its current names filled in, and keeps the dialog open on a refusal', async () => {
    let refuse = true;
    const { user, fetchMock } = renderPage([category({})], (rows) => ({
      [`PATCH ${list}/${ADMIN_CATEGORY_ID}`]: (body: unknown) => {
        if (refuse) {
          refuse = false;
          return jsonResponse({ success: false, message: 'A category with this name already exists' }, 409);
        }
        rows[0] = category({ ...(body as object) });
        return rows[0];
      },
    }));
    await user.click(await screen.findByRole('button', { name: 'Edit Dupattas' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit category' }));
    expect(dialog.getByLabelText('Name (in the menu)')).toHaveValue('Dupattas');
    expect(dialog.getByLabelText('Heading (on the home page)')).toHaveValue('Royal Dupattas');
    expect(dialog.queryByLabelText('Show in the shop')).not.toBeInTheDocument();
    await user.clear(dialog.getByLabelText('Name (in the menu)'));
    await user.type(dialog.getByLabelText('Name (in the menu)'), 'Phulkari');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('A category with this name already exists');

    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const body = {
      name: 'Phulkari',
      categoryName: 'Royal Dupattas',
      hsnCode: '6214',
      gstRate: null,
      translations: {},
    };
    expect(sent(fetchMock, 'PATCH', `${list}/${ADMIN_CATEGORY_ID}`)).toEqual([body, body]);
    expect(await screen.findByRole('button', { name: 'Edit Phulkari' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('moves a category up or down by sending the whole order, then shows the new order', async () => {
    const byId = new Map(threeCategories().map((row) => [row._id, row]));
    const { user, fetchMock } = renderPage(threeCategories(), (rows) => ({
      [`POST ${list}/reorder`]: (body: unknown) => {
        const { ids } = body as { ids: string[] };
        rows.splice(0, rows.length, ...ids.map((id) => byId.get(id) as AdminCategory));
        return null;
      },
    }));
    await user.click(await screen.findByRole('button', { name: 'Move Sarees up' }));
    await waitFor(() => expect(names()).toEqual(['Sarees', 'Dupattas', 'Lehengas']));
    await user.click(screen.getByRole('button', { name: 'Move Sarees down' }));
    await waitFor(() => expect(names()).toEqual(['Dupattas', 'Sarees', 'Lehengas']));
    await user.click(screen.getByRole('button', { name: 'Move Dupattas down' }));
    await waitFor(() => expect(names()).toEqual(['Sarees', 'Dupattas', 'Lehengas']));
    expect(sent(fetchMock, 'POST', `${list}/reorder`)).toEqual([
      { ids: [SAREES_ID, ADMIN_CATEGORY_ID, LEHENGAS_ID] },
      { ids: [ADMIN_CATEGORY_ID, SAREES_ID, LEHENGAS_ID] },
      { ids: [SAREES_ID, ADMIN_CATEGORY_ID, LEHENGAS_ID] },
    ]);
    expect(screen.getByRole('button', { name: 'Move Sarees up' })).toBeDisabled();
  });

  it('hides and shows a category, and shows the server’s refusal above the list', async () => {
    const { user, fetchMock } = renderPage(threeCategories(), (rows) => ({
      [`POST ${list}/${ADMIN_CATEGORY_ID}/deactivate`]: () => {
        rows[0] = category({ active: false });
        return rows[0];
      },
      [`POST ${list}/${SAREES_ID}/activate`]: jsonResponse(
        { success: false, message: 'Category not found' },
        404,
      ),
    }));
    await user.click(await screen.findByRole('button', { name: 'Hide Dupattas' }));
    expect(await screen.findByRole('button', { name: 'Show Dupattas' })).toBeInTheDocument();
    const dupattas = screen.getByRole('button', { name: 'Show Dupattas' }).closest('li') as HTMLElement;
    expect(within(dupattas).getByText('Hidden')).toBeInTheDocument();
    expect(sent(fetchMock, 'POST', `${list}/${ADMIN_CATEGORY_ID}/deactivate`)).toEqual([{}]);

    await user.click(screen.getByRole('button', { name: 'Show Sarees' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Category not found');
    expect(sent(fetchMock, 'POST', `${list}/${SAREES_ID}/activate`)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Show Sarees' })).toBeInTheDocument();
  });

  it('sets a category’s photo: uploads it as a category photo, then saves its path', async () => {
    const { user, fetchMock } = renderPage([category({})], (rows) => ({
      [`PATCH ${list}/${ADMIN_CATEGORY_ID}`]: (body: unknown) => {
        rows[0] = category({ ...(body as object) });
        return rows[0];
      },
    }));
    let finish: (path: string) => void = () => {};
    vi.mocked(uploadPhotos).mockImplementationOnce(
      () => new Promise((resolve) => (finish = (path) => resolve([{ path, width: 960, height: 1200 }]))),
    );
    await user.click(await screen.findByRole('button', { name: 'Add photo for Dupattas' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Photo of Dupattas' }));
    expect(dialog.queryByRole('button', { name: 'Remove photo' })).not.toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Save photo' })).toBeDisabled();
    await user.upload(
      dialog.getByLabelText('Choose photo'),
      new File([new Uint8Array([255, 216, 255])], 'row.jpg', { type: 'image/jpeg' }),
    );
    expect(dialog.getByText('Uploading…')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Save photo' })).toBeDisabled();
    expect(vi.mocked(uploadPhotos).mock.calls.map(([files, kind]) => [files.length, kind])).toEqual([
      [1, 'category'],
    ]);
    finish('uploads/categories/row.webp');
    expect(await dialog.findByRole('img', { name: 'Photo preview' })).toBeInTheDocument();
    expect(dialog.getByLabelText('Choose another photo')).toBeEnabled();
    await user.click(dialog.getByRole('button', { name: 'Save photo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent(fetchMock, 'PATCH', `${list}/${ADMIN_CATEGORY_ID}`)).toEqual([
      { image: 'uploads/categories/row.webp' },
    ]);
    expect(await screen.findByRole('button', { name: 'Change photo for Dupattas' })).toBeInTheDocument();
    expect(screen.getByText(categoryFormMessages.photoSaved('Dupattas'))).toBeInTheDocument();
    const row = screen.getByRole('listitem');
    expect(row.querySelector('img')?.getAttribute('src')).toMatch(/uploads\/categories\/row-480w\.webp$/);
  });

  it('removes a category’s photo, and shows a refusal inside the dialog', async () => {
    let refuse = true;
    const { user, fetchMock } = renderPage([category({ image: 'uploads/categories/old.webp' })], (rows) => ({
      [`PATCH ${list}/${ADMIN_CATEGORY_ID}`]: (body: unknown) => {
        if (refuse) {
          refuse = false;
          return jsonResponse({ success: false, message: 'Category not found' }, 404);
        }
        rows[0] = category({ ...(body as object) });
        return rows[0];
      },
    }));
    await user.click(await screen.findByRole('button', { name: 'Change photo for Dupattas' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Photo of Dupattas' }));
    expect(dialog.getByRole('img', { name: 'Dupattas, as shown now' }).getAttribute('src')).toMatch(
      /old-480w\.webp$/,
    );
    await user.click(dialog.getByRole('button', { name: 'Remove photo' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Category not found');
    await user.click(dialog.getByRole('button', { name: 'Remove photo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent(fetchMock, 'PATCH', `${list}/${ADMIN_CATEGORY_ID}`)).toEqual([
      { image: null },
      { image: null },
    ]);
    expect(await screen.findByRole('button', { name: 'Add photo for Dupattas' })).toBeInTheDocument();
    expect(screen.getByRole('listitem').querySelector('img')).toBeNull();
  });
  it('saves the Hindi and Punjabi names from the folded section, keeping a stored heading, dropping a blank name', async () => {
    const named = category({
      translations: { hi: { name: 'दुपट्टे', categoryName: 'शाही दुपट्टे' }, pa: { name: 'ਦੁਪੱਟੇ' } },
    });
    const { user, fetchMock } = renderPage([named], (rows) => ({
      [`PATCH ${list}/${ADMIN_CATEGORY_ID}`]: (body: unknown) => {
        rows[0] = category({ ...(body as object) });
        return rows[0];
      },
    }));
    await user.click(await screen.findByRole('button', { name: 'Edit Dupattas' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit category' }));
    // Open, since the category has names: they are filled in.
    expect(dialog.getByText('Hindi and Punjabi (optional)').closest('details')).toHaveAttribute('open');
    expect(dialog.getByLabelText('Hindi name')).toHaveValue('दुपट्टे');
    expect(dialog.getByLabelText('Punjabi name')).toHaveValue('ਦੁਪੱਟੇ');
    await user.clear(dialog.getByLabelText('Hindi name'));
    await user.type(dialog.getByLabelText('Hindi name'), 'फुलकारी');
    await user.clear(dialog.getByLabelText('Punjabi name'));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent(fetchMock, 'PATCH', `${list}/${ADMIN_CATEGORY_ID}`)).toEqual([
      expect.objectContaining({ translations: { hi: { name: 'फुलकारी', categoryName: 'शाही दुपट्टे' } } }),
    ]);
  });

  it('refuses a Hindi name over 60 characters before sending', async () => {
    const { user, fetchMock } = renderPage([category({})], () => ({}));
    await user.click(await screen.findByRole('button', { name: 'Edit Dupattas' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit category' }));
    await user.click(dialog.getByText('Hindi and Punjabi (optional)'));
    await user.click(dialog.getByLabelText('Hindi name'));
    await user.paste('क'.repeat(61));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Hindi name must be at most 60 characters')).toBeInTheDocument();
    expect(sent(fetchMock, 'PATCH', `${list}/${ADMIN_CATEGORY_ID}`)).toEqual([]);
  });
});
