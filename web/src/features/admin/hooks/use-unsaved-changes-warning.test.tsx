import { LEAVE_WITHOUT_SAVING } from '@shahi/contract';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUnsavedChangesWarning } from './use-unsaved-changes-warning.ts';

/** A form page whose typing makes it dirty, with links out of it and to itself. */
function FormPage() {
  const [text, setText] = useState('');
  useUnsavedChangesWarning(text !== '');
  return (
    <>
      <label>
        Title
        <input value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <Link to="/admin/orders">Orders</Link>
      <a href="#photos">Photos</a>
    </>
  );
}

function renderApp() {
  render(
    <BrowserRouter>
      <Routes>
        <Route path="/admin/products/new" element={<FormPage />} />
        <Route path="/admin/orders" element={<p>Orders page</p>} />
        <Route path="/admin/products" element={<Link to="/admin/products/new">New piece</Link>} />
      </Routes>
    </BrowserRouter>,
  );
  return userEvent.setup();
}

function beforeUnloadPrevented(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('useUnsavedChangesWarning', () => {
  let confirm: ReturnType<typeof vi.fn<(message?: string) => boolean>>;
  beforeEach(() => {
    window.history.replaceState(null, '', '/admin/products');
    confirm = vi.fn<(message?: string) => boolean>(() => false);
    vi.stubGlobal('confirm', confirm);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks nothing and lets the tab close while nothing was typed', async () => {
    const user = renderApp();
    await user.click(screen.getByRole('link', { name: 'New piece' }));
    expect(beforeUnloadPrevented()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Orders' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(screen.getByText('Orders page')).toBeInTheDocument();
  });

  it('keeps the typed form when the owner declines to leave by a tab link', async () => {
    const user = renderApp();
    await user.click(screen.getByRole('link', { name: 'New piece' }));
    await user.type(screen.getByLabelText('Title'), 'Phulkari dupatta');
    expect(beforeUnloadPrevented()).toBe(true);
    await user.click(screen.getByRole('link', { name: 'Orders' }));
    expect(confirm).toHaveBeenCalledWith(LEAVE_WITHOUT_SAVING);
    expect(window.location.pathname).toBe('/admin/products/new');
    expect(screen.getByLabelText('Title')).toHaveValue('Phulkari dupatta');
  });

  it('does not ask about a link to a part of the same page', async () => {
    const user = renderApp();
    await user.click(screen.getByRole('link', { name: 'New piece' }));
    await user.type(screen.getByLabelText('Title'), 'x');
    await user.click(screen.getByRole('link', { name: 'Photos' }));
    expect(confirm).not.toHaveBeenCalled();
  });

  it('leaves, and stops warning, when the owner agrees', async () => {
    confirm.mockReturnValue(true);
    const user = renderApp();
    await user.click(screen.getByRole('link', { name: 'New piece' }));
    await user.type(screen.getByLabelText('Title'), 'Phulkari dupatta');
    await user.click(screen.getByRole('link', { name: 'Orders' }));
    expect(screen.getByText('Orders page')).toBeInTheDocument();
    expect(beforeUnloadPrevented()).toBe(false);
  });

  it('undoes Back when the owner declines, and follows it when she agrees', async () => {
    const user = renderApp();
    await user.click(screen.getByRole('link', { name: 'New piece' }));
    await user.type(screen.getByLabelText('Title'), 'Phulkari dupatta');
    act(() => window.history.back());
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(window.location.pathname).toBe('/admin/products/new'));
    expect(screen.getByLabelText('Title')).toHaveValue('Phulkari dupatta');

    confirm.mockReturnValue(true);
    act(() => window.history.back());
    expect(await screen.findByRole('link', { name: 'New piece' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin/products');
  });
});
