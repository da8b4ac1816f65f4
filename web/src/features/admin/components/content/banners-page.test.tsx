import type { AdminBanner } from '@shahi/contract/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type PhotoKind, uploadPhotos } from '#web/features/admin/api/uploads/upload-photos.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { jsonResponse, mockApi, renderWithProviders } from '#web/test/render.tsx';
import { BannersPage } from './banners-page.tsx';

vi.mock('#web/features/admin/api/uploads/upload-photos.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('#web/features/admin/api/uploads/upload-photos.ts')>()),
  uploadPhotos: vi.fn(),
}));

const list = '/api/admin/banners';

function makeBanner(overrides: Partial<AdminBanner> = {}): AdminBanner {
  return {
    _id: 'banner-1',
    image: 'uploads/banners/diwali.webp',
    mobileImage: 'uploads/banners-mobile/diwali.webp',
    title: 'Diwali sale',
    link: '/sale',
    active: true,
    position: 0,
    ...overrides,
  };
}

/** An upload the test settles by hand, after it reported 40 % sent. */
function pendingUpload() {
  const settle: { finish: (path: string) => void; fail: (error: Error) => void } = {
    finish: () => {},
    fail: () => {},
  };
  vi.mocked(uploadPhotos).mockImplementationOnce((_files, _kind, onProgress) => {
    onProgress?.(0.4);
    return new Promise((resolve, reject) => {
      settle.finish = (path) => resolve([{ path, width: 1600, height: 600 }]);
      settle.fail = reject;
    });
  });
  return settle;
}

const unreadable = 'The photo could not be read: the file is damaged or incomplete';

const jpeg = (name: string) => new File([new Uint8Array([255, 216, 255])], name, { type: 'image/jpeg' });

/** Renders the page over a stand-in server whose `GET` answers `rows` as they are now. */
function renderPage(rows: AdminBanner[], api: (rows: AdminBanner[]) => Parameters<typeof mockApi>[0]) {
  const fetchMock = mockApi({ [`GET ${list}`]: () => rows, ...api(rows) });
  renderWithProviders(<BannersPage />);
  return { fetchMock, user: userEvent.setup() };
}

function sent(fetchMock: ReturnType<typeof mockApi>, method: string, url: string) {
  return fetchMock.mock.calls
    .filter(([called, init]) => String(called) === url && (init?.method ?? 'GET') === method)
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined));
}

const kindsUploaded = (): PhotoKind[] => vi.mocked(uploadPhotos).mock.calls.map(([, kind]) => kind);

beforeEach(() => vi.mocked(uploadPhotos).mockReset());

describe('BannersPage', () => {
  it('creates a banner once both photos have uploaded, sending their paths with the title and link', async () => {
    const { user, fetchMock } = renderPage([], (rows) => ({
      [`POST ${list}`]: (body: unknown) => {
        const created = makeBanner({ ...(body as object), _id: 'banner-9' });
        rows.push(created);
        return jsonResponse({ success: true, data: created }, 201);
      },
    }));
    expect(await screen.findByText('No banners yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New banner' }));
    const dialog = within(screen.getByRole('dialog', { name: 'New banner' }));

    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Add both photos: one for computers, one for phones.',
    );

    const desktop = pendingUpload();
    await user.upload(dialog.getByLabelText('Choose desktop photo'), jpeg('wide.jpg'));
    const progress = dialog.getByRole('progressbar', { name: 'Uploading…' }) as HTMLProgressElement;
    expect(progress.value).toBeCloseTo(0.4);
    expect(dialog.getByLabelText('Choose desktop photo')).toBeDisabled();
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Wait until the photos have uploaded.')).toBeInTheDocument();
    desktop.finish('uploads/banners/wide.webp');
    const preview = await dialog.findByRole('img', { name: 'Desktop photo preview' });
    expect(preview.getAttribute('src')).toMatch(/uploads\/banners\/wide\.webp$/);
    expect(dialog.getByLabelText('Choose another desktop photo')).toBeEnabled();

    const refused = pendingUpload();
    await user.upload(dialog.getByLabelText('Choose phone photo'), jpeg('tall.jpg'));
    refused.fail(new ApiError(unreadable, 422, 'HTTP_422', true));
    expect(await dialog.findByText(unreadable)).toHaveAttribute('role', 'alert');
    expect(dialog.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(dialog.queryByRole('img', { name: 'Phone photo preview' })).not.toBeInTheDocument();
    const mobile = pendingUpload();
    await user.upload(dialog.getByLabelText('Choose phone photo'), jpeg('tall.jpg'));
    mobile.finish('uploads/banners-mobile/tall.webp');
    expect(await dialog.findByRole('img', { name: 'Phone photo preview' })).toBeInTheDocument();
    expect(dialog.queryByText(unreadable)).not.toBeInTheDocument();
    expect(kindsUploaded()).toEqual(['banner', 'banner-mobile', 'banner-mobile']);

    await user.type(dialog.getByLabelText('Title (optional)'), 'Wedding season');
    await user.type(dialog.getByLabelText('Link (optional)'), 'sale');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(
      await dialog.findByText('Enter a shop path like /sale or a full https:// address'),
    ).toBeInTheDocument();
    expect(sent(fetchMock, 'POST', list)).toHaveLength(0);
    await user.clear(dialog.getByLabelText('Link (optional)'));
    await user.type(dialog.getByLabelText('Link (optional)'), '/collection/bridal');
    await user.click(dialog.getByLabelText('Show on the home page'));
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent(fetchMock, 'POST', list)).toEqual([
      {
        image: 'uploads/banners/wide.webp',
        mobileImage: 'uploads/banners-mobile/tall.webp',
        title: 'Wedding season',
        link: '/collection/bridal',
        active: false,
      },
    ]);
    const banners = within(await screen.findByRole('list', { name: 'Banners' }));
    expect(banners.getByText('Wedding season')).toBeInTheDocument();
    expect(banners.getByText('/collection/bridal')).toBeInTheDocument();
    expect(banners.getByRole('button', { name: 'Show Wedding season' })).toBeInTheDocument();
  });

  it('hides and shows a banner', async () => {
    const { user, fetchMock } = renderPage([makeBanner()], (rows) => ({
      [`POST ${list}/banner-1/deactivate`]: () => {
        rows[0] = makeBanner({ active: false });
        return rows[0];
      },
      [`POST ${list}/banner-1/activate`]: () => {
        rows[0] = makeBanner({ active: true });
        return rows[0];
      },
    }));
    await user.click(await screen.findByRole('button', { name: 'Hide Diwali sale' }));
    await user.click(await screen.findByRole('button', { name: 'Show Diwali sale' }));
    expect(await screen.findByRole('button', { name: 'Hide Diwali sale' })).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(sent(fetchMock, 'POST', `${list}/banner-1/deactivate`)).toHaveLength(1);
    expect(sent(fetchMock, 'POST', `${list}/banner-1/activate`)).toHaveLength(1);
  });

  it('deletes a banner only once confirmed, and shows a refusal inside the confirmation', async () => {
    let refuse = true;
    const { user, fetchMock } = renderPage(
      [makeBanner(), makeBanner({ _id: 'banner-2', title: null, position: 1 })],
      (rows) => ({
        [`DELETE ${list}/banner-1`]: () => {
          if (refuse) {
            refuse = false;
            return jsonResponse({ success: false, message: 'Banner not found' }, 404);
          }
          rows.splice(0, 1);
          return null;
        },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Delete Diwali sale' }));
    let dialog = within(screen.getByRole('dialog', { name: 'Delete?' }));
    expect(dialog.getByText(/“Diwali sale” is removed from the shop/)).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent(fetchMock, 'DELETE', `${list}/banner-1`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Diwali sale' }));
    dialog = within(screen.getByRole('dialog', { name: 'Delete?' }));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Banner not found');
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent(fetchMock, 'DELETE', `${list}/banner-1`)).toEqual([undefined, undefined]);
    await waitFor(() => expect(screen.queryByText('Diwali sale')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Delete Banner 2' })).toBeInTheDocument();
  });
});
