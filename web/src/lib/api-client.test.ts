import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { jsonResponse } from '#web/test/render.tsx';
import { ApiError, apiGet, apiPatch, apiPost, apiPut, apiRequestEnvelope } from './api-client.ts';
import { AUTH_TOKEN_KEY } from './auth-token.ts';
import { loginRedirectState, onUnauthorized } from './unauthorized.ts';

function tokenExpiringAt(expSeconds: number): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/={1,2}$/, '');
  return `${encode({ alg: 'HS256' })}.${encode({ sub: 'u1', exp: expSeconds })}.signature`;
}

let fetchMock: Mock<typeof fetch>;

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function sentHeaders(call = 0): Headers {
  return new Headers(fetchMock.mock.calls[call]?.[1]?.headers);
}

describe('apiRequest success', () => {
  it('returns the envelope data of a JSON call under /api', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: true, data: [{ _id: 'c1' }] }));
    await expect(apiPost('/category/active')).resolves.toEqual([{ _id: 'c1' }]);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/category/active');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{}');
    expect(sentHeaders().get('Content-Type')).toBe('application/json');
  });

  it('sends the body as JSON and no body on GET', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ success: true, data: null }));
    await apiPost('/product-list', { page: 2 });
    await apiGet('/footer');
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{"page":2}');
    expect(fetchMock.mock.calls[1]?.[1]?.body).toBeUndefined();
    expect(sentHeaders(1).has('Content-Type')).toBe(false);
  });

  it('sends PUT and PATCH with their JSON bodies', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ success: true, data: { ok: 1 } }));
    await expect(apiPut('/edit-profile', { firstName: 'Meera' })).resolves.toEqual({ ok: 1 });
    await apiPatch('/change-password');
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'PUT', body: '{"firstName":"Meera"}' });
    expect(fetchMock.mock.calls[1]?.[1]).toMatchObject({ method: 'PATCH', body: '{}' });
    expect(sentHeaders(1).get('Content-Type')).toBe('application/json');
  });
});

describe('bearer token', () => {
  it('is sent when the stored token is unexpired', async () => {
    const token = tokenExpiringAt(Math.floor(Date.now() / 1000) + 3600);
    localStorage.setItem(AUTH_TOKEN_KEY, token);
    fetchMock.mockResolvedValue(jsonResponse({ success: true, data: 1 }));
    await apiGet('/footer');
    expect(sentHeaders().get('Authorization')).toBe(`Bearer ${token}`);
  });

  it('is not sent when expired, malformed or absent', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ success: true, data: 1 }));
    localStorage.setItem(AUTH_TOKEN_KEY, tokenExpiringAt(Math.floor(Date.now() / 1000) - 1));
    await apiGet('/footer');
    localStorage.setItem(AUTH_TOKEN_KEY, 'not-a-jwt');
    await apiGet('/footer');
    localStorage.clear();
    await apiGet('/footer');
    for (const call of [0, 1, 2]) expect(sentHeaders(call).has('Authorization')).toBe(false);
  });
});

describe('errors', () => {
  it('uses the server message and carries status and code', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ success: false, message: 'Product Not Found', code: 'NOT_FOUND' }, 404),
    );
    const error = await apiGet('/product/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Product Not Found',
      status: 404,
      code: 'NOT_FOUND',
      fromServer: true,
    });
  });

  it('falls back to the error field, then to "An error occurred"', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ error: 'Bad Request' }, 400));
    fetchMock.mockResolvedValueOnce(new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(apiGet('/a')).rejects.toMatchObject({
      message: 'Bad Request',
      status: 400,
      code: 'HTTP_400',
    });
    await expect(apiGet('/b')).rejects.toMatchObject({
      message: 'An error occurred',
      status: 502,
      fromServer: false,
    });
  });

  it('treats a success:false envelope as an error', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: false, message: 'Nope' }));
    await expect(apiGet('/a')).rejects.toMatchObject({ message: 'Nope', status: 200 });
  });

  it('reports a failed fetch as a network error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiGet('/a')).rejects.toMatchObject({
      message: 'Network error. Please check your connection.',
      status: 0,
    });
  });

  it('gives up after 40 s with a network error', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const outcome = apiGet('/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(39_999);
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toMatchObject({ message: 'Network error. Please check your connection.' });
  });

  it('reports anything else as an unexpected error', async () => {
    fetchMock.mockResolvedValue(new Response('not json', { status: 200 }));
    await expect(apiGet('/a')).rejects.toMatchObject({ message: 'An unexpected error occurred.' });
  });

  it('on 401 clears the token and asks for the login page', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, tokenExpiringAt(Math.floor(Date.now() / 1000) + 3600));
    const listener = vi.fn();
    const unsubscribe = onUnauthorized(listener);
    fetchMock.mockResolvedValue(jsonResponse({ success: false, message: 'Session Expired' }, 401));
    await expect(apiGet('/my-orders')).rejects.toMatchObject({ status: 401, message: 'Session Expired' });
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('leaves the session alone on 401 when told to', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'kept');
    const listener = vi.fn();
    const unsubscribe = onUnauthorized(listener);
    fetchMock.mockResolvedValue(jsonResponse({ success: false, message: 'Login failed' }, 401));
    await expect(apiPost('/login', {}, { redirectOnUnauthorized: false })).rejects.toThrow('Login failed');
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('kept');
    expect(listener).not.toHaveBeenCalled();
    unsubscribe();
  });

  it("on 401 passes the call's notice to the listeners and to the next redirect to /login", async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, tokenExpiringAt(Math.floor(Date.now() / 1000) + 3600));
    const listener = vi.fn();
    const unsubscribe = onUnauthorized(listener);
    fetchMock.mockResolvedValue(jsonResponse({ success: false, message: 'Session Expired' }, 401));
    await expect(
      apiPost('/order/create', {}, { unauthorizedNotice: 'Please log in first to create an order' }),
    ).rejects.toMatchObject({ status: 401 });
    expect(listener).toHaveBeenCalledWith('Please log in first to create an order');
    expect(loginRedirectState('/checkout')).toEqual({
      from: '/checkout',
      notice: 'Please log in first to create an order',
    });
    unsubscribe();
  });

  it('forgets the notice of an old 401', async () => {
    vi.useFakeTimers();
    fetchMock.mockResolvedValue(jsonResponse({ success: false, message: 'Session Expired' }, 401));
    await expect(apiGet('/my-orders', { unauthorizedNotice: 'Log in again' })).rejects.toThrow();
    expect(loginRedirectState('/a').notice).toBe('Log in again');
    vi.advanceTimersByTime(5_001);
    expect(loginRedirectState('/a')).toEqual({ from: '/a' });
  });
});

describe('apiRequestEnvelope', () => {
  it('resolves with the whole envelope, for answers beside data (POST /order/create)', async () => {
    const order = { _id: 'o1' };
    fetchMock.mockResolvedValue(jsonResponse({ success: true, message: 'Order placed', order }, 201));
    await expect(
      apiRequestEnvelope<{ order: { _id: string } }>('/order/create', { method: 'POST', body: { a: 1 } }),
    ).resolves.toEqual({ success: true, message: 'Order placed', order });
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'POST', body: '{"a":1}' });
  });

  it('rejects a refusal with its message and status like the other calls', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: false, message: '"Shawl" has just been sold' }, 409));
    await expect(apiRequestEnvelope('/order/create', { method: 'POST' })).rejects.toMatchObject({
      status: 409,
      message: '"Shawl" has just been sold',
      fromServer: true,
    });
  });
});
