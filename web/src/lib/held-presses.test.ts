import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdPressesUntilAppReady } from './held-presses.ts';

/** Marks the app as running, as app.tsx does, and lets the mutation observer react. */
async function appStarts() {
  document.documentElement.dataset.app = 'ready';
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('holdPressesUntilAppReady', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    delete document.documentElement.dataset.app;
    document.body.innerHTML = '';
  });

  it('holds a press on a button made before the app runs, and presses it again once it does', async () => {
    document.body.innerHTML = '<form><button type="submit">Add <span>to bag</span></button></form>';
    const button = document.querySelector('button') as HTMLButtonElement;
    const submitted = vi.fn((event: Event) => event.preventDefault());
    document.querySelector('form')?.addEventListener('submit', submitted);
    const clicked = vi.fn();
    button.addEventListener('click', clicked);
    stop = holdPressesUntilAppReady();

    (document.querySelector('span') as HTMLElement).click();
    expect(clicked).not.toHaveBeenCalled();
    expect(submitted).not.toHaveBeenCalled();

    await appStarts();
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(submitted).toHaveBeenCalledTimes(1);
    button.click();
    expect(clicked).toHaveBeenCalledTimes(2);
  });

  it('lets links and presses made after the app runs through', async () => {
    document.body.innerHTML =
      '<a href="#there"><button type="button">Inside a link</button></a><button type="button">Later</button>';
    const [inLink, later] = Array.from(document.querySelectorAll('button'));
    const inLinkClicked = vi.fn();
    inLink?.addEventListener('click', inLinkClicked);
    const laterClicked = vi.fn();
    later?.addEventListener('click', laterClicked);
    stop = holdPressesUntilAppReady();

    inLink?.click();
    expect(inLinkClicked).toHaveBeenCalledTimes(1);
    await appStarts();
    later?.click();
    expect(laterClicked).toHaveBeenCalledTimes(1);
    expect(inLinkClicked).toHaveBeenCalledTimes(1);
  });

  it('hands a choice and typed text made before the app runs to it as change and input events', async () => {
    document.body.innerHTML =
      '<select><option value="">All</option><option value="price-asc">Price</option></select><input type="search" />';
    const select = document.querySelector('select') as HTMLSelectElement;
    const input = document.querySelector('input') as HTMLInputElement;
    stop = holdPressesUntilAppReady();
    select.value = 'price-asc';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    input.value = 'silk';
    input.dispatchEvent(new Event('input', { bubbles: true }));

    const changes: string[] = [];
    select.addEventListener('change', () => changes.push(`select ${select.value}`));
    input.addEventListener('input', () => changes.push(`input ${input.value}`));
    await appStarts();
    expect(changes).toEqual(['select price-asc', 'input silk']);
  });
});
