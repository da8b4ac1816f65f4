import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { jsonResponse } from '#web/test/render.tsx';
import { apiGet, apiPost, apiPut } from './api-client.ts';
import {
  PRELOADED_ANSWER_MAX_AGE_MS,
  PRELOADED_ANSWERS_ID,
  resetPreloadedAnswers,
  takePreloadedAnswer,
} from './preloaded-answers.ts';

/** Puts the server's data block into the page, as the HTML would carry it. */
function embed(text: string, type = 'application/json') {
  const element = document.createElement('script');
  element.type = type;
  element.id = PRELOADED_ANSWERS_ID;
  element.textContent = text;
  document.head.append(element);
}

let fetchMock: Mock<typeof fetch>;

beforeEach(() => {
  resetPreloadedAnswers();
  fetchMock = vi.fn<typeof fetch>(async () => jsonResponse({ success: true, data: 'from the network' }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  document.getElementById(PRELOADED_ANSWERS_ID)?.remove();
  resetPreloadedAnswers();
});

describe('preloaded answers', () => {
  it('answer the first matching GET without a request, and only once', async () => {
    embed(JSON.stringify([{ method: 'GET', path: '/product/p1', data: { _id: 'p1' } }]));
    await expect(apiGet('/product/p1')).resolves.toEqual({ _id: 'p1' });
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(apiGet('/product/p1')).resolves.toBe('from the network');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('match a POST by its body whatever the key order; no body means {}', async () => {
    embed(
      JSON.stringify([
        { method: 'POST', path: '/banner/active', data: ['b1'] },
        {
          method: 'POST',
          path: '/product-list',
          body: { filter: { categoryId: 'c1' }, perPage: 8, page: 1, search: '' },
          data: { data: ['p1'] },
        },
      ]),
    );
    await expect(
      apiPost('/product-list', { page: 2, perPage: 8, search: '', filter: { categoryId: 'c1' } }),
    ).resolves.toBe('from the network');
    await expect(
      apiPost('/product-list', { page: 1, perPage: 8, search: '', filter: { categoryId: 'c1' } }),
    ).resolves.toEqual({
      data: ['p1'],
    });
    await expect(apiPost('/banner/active')).resolves.toEqual(['b1']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('never answer another method, path or a write', async () => {
    embed(
      JSON.stringify([
        { method: 'GET', path: '/footer', data: 1 },
        { method: 'PUT', path: '/edit-profile', data: 2 },
      ]),
    );
    await apiPost('/footer');
    await apiGet('/footer/x');
    await apiPut('/edit-profile', {});
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(takePreloadedAnswer('PUT', '/edit-profile', {})).toBeUndefined();
  });

  it('are ignored once the page is older than the data is fresh', async () => {
    embed(JSON.stringify([{ method: 'GET', path: '/footer', data: 1 }]));
    vi.spyOn(performance, 'now').mockReturnValue(PRELOADED_ANSWER_MAX_AGE_MS + 1);
    await expect(apiGet('/footer')).resolves.toBe('from the network');
  });

  it('are ignored when the block is missing, not JSON, not a data block or not a list', async () => {
    await apiGet('/a');
    embed('{not json');
    resetPreloadedAnswers();
    await apiGet('/a');
    document.getElementById(PRELOADED_ANSWERS_ID)?.remove();
    embed(JSON.stringify([{ method: 'GET', path: '/a', data: 1 }]), 'text/javascript');
    resetPreloadedAnswers();
    await apiGet('/a');
    document.getElementById(PRELOADED_ANSWERS_ID)?.remove();
    embed(JSON.stringify({ method: 'GET', path: '/a', data: 1 }));
    resetPreloadedAnswers();
    await apiGet('/a');
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('leave a cancelled call to the network path, which rethrows the cancellation', async () => {
    embed(JSON.stringify([{ method: 'GET', path: '/a', data: 1 }]));
    const controller = new AbortController();
    controller.abort(new DOMException('gone', 'AbortError'));
    fetchMock.mockRejectedValue(new DOMException('gone', 'AbortError'));
    await expect(apiGet('/a', { signal: controller.signal })).rejects.toThrow('gone');
    await expect(apiGet('/a')).resolves.toBe(1);
  });
});
