import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '#web/test/session.ts';
import { uploadPhotos } from './upload-photos.ts';

/** A stand-in XMLHttpRequest that records what was sent and answers `status` with `body`. */
function fakeXhr(status: number, body: unknown) {
  const sent: { method?: string; url?: string; headers: Record<string, string>; form?: FormData } = {
    headers: {},
  };
  class FakeXhr extends EventTarget {
    status = 0;
    responseText = '';
    upload = new EventTarget();
    open(method: string, url: string) {
      sent.method = method;
      sent.url = url;
    }
    setRequestHeader(name: string, value: string) {
      sent.headers[name] = value;
    }
    send(form: FormData) {
      sent.form = form;
      const progress = Object.assign(new Event('progress'), {
        lengthComputable: true,
        loaded: 50,
        total: 100,
      });
      this.upload.dispatchEvent(progress);
      this.status = status;
      this.responseText = JSON.stringify(body);
      this.dispatchEvent(new Event('load'));
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

describe('uploadPhotos', () => {
  it('sends the kind first, then the files under "photos", with the bearer token, reporting progress', async () => {
    const token = signIn();
    const sent = fakeXhr(201, {
      success: true,
      data: [{ path: 'uploads/products/a.webp', width: 960, height: 1200 }],
    });
    const progress = vi.fn();
    const files = [
      new File(['a'], 'a.jpg', { type: 'image/jpeg' }),
      new File(['b'], 'b.jpg', { type: 'image/jpeg' }),
    ];
    await expect(uploadPhotos(files, 'product', progress)).resolves.toEqual([
      { path: 'uploads/products/a.webp', width: 960, height: 1200 },
    ]);
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe('/api/admin/uploads');
    expect(sent.headers.Authorization).toBe(`Bearer ${token}`);
    expect([...(sent.form?.keys() ?? [])]).toEqual(['kind', 'photos', 'photos']);
    expect(sent.form?.get('kind')).toBe('product');
    expect(progress).toHaveBeenCalledWith(0.5);
  });

  it('rejects with the server’s message', async () => {
    fakeXhr(415, { success: false, message: 'HEIC photos cannot be read here; send a JPEG' });
    await expect(uploadPhotos([new File(['x'], 'x.heic')], 'product')).rejects.toMatchObject({
      status: 415,
      message: 'HEIC photos cannot be read here; send a JPEG',
    });
  });
});
