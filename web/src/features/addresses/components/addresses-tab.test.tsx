import { MAX_SAVED_ADDRESSES, messages, type SavedAddress } from '@shahi/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADDRESS_ID, makeAddress, OTHER_ADDRESS_ID } from '#web/test/fixtures.ts';
import { jsonResponse, mockApi, renderWithProviders } from '#web/test/render.tsx';
import { signIn } from '#web/test/session.ts';
import { AddressesTab } from './addresses-tab.tsx';

const home = makeAddress({ name: 'Home' });
const office = makeAddress({ _id: OTHER_ADDRESS_ID, name: 'Office', address: '7 IT Park', isDefault: false });

function renderTab(addresses: SavedAddress[] | Response, api: Parameters<typeof mockApi>[0] = {}) {
  signIn();
  const fetchMock = mockApi({ 'POST /api/my-address/active': addresses, ...api });
  renderWithProviders(<AddressesTab />);
  return { fetchMock, user: userEvent.setup() };
}

function bodyOf(fetchMock: ReturnType<typeof mockApi>, method: string, path: string) {
  const call = fetchMock.mock.calls.find(([url, init]) => String(url) === path && init?.method === method);
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
}

const card = (name: string) => within(screen.getByRole('article', { name }));

describe('AddressesTab', () => {
  it('lists the saved addresses with the default marked', async () => {
    renderTab([home, office]);
    expect(screen.getByRole('status', { name: 'Loading your addresses' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Home' })).toBeInTheDocument();
    expect(card('Home').getByText('Default')).toBeInTheDocument();
    expect(card('Home').getByText('12 Mall Road, Chandigarh, Punjab, 160017, India')).toBeInTheDocument();
    expect(card('Home').getByRole('checkbox', { name: 'Default address: Home' })).toBeChecked();
    expect(card('Office').queryByText('Default')).not.toBeInTheDocument();
    expect(card('Office').getByRole('checkbox')).not.toBeChecked();
  });

  it('shows "Failed to fetch addresses" when the list cannot load', async () => {
    renderTab(jsonResponse({ success: false }, 500));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.failedToFetchAddresses);
    expect(alert).toHaveTextContent(messages.errorFetchingAddresses);
  });

  it('adds an address in a dialog, checking the field messages first', async () => {
    const { user, fetchMock } = renderTab([], {
      'POST /api/my-address/create': (body) => ({ ...(body as object), _id: ADDRESS_ID }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add address' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Add address' }));
    expect(dialog.getByLabelText('Name')).toHaveFocus();
    await user.click(dialog.getByRole('button', { name: 'Save address' }));
    expect(await dialog.findByText(messages.nameRequired)).toBeInTheDocument();
    expect(dialog.getByText(messages.addressRequired)).toBeInTheDocument();
    expect(dialog.getByText(messages.phoneRequired)).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Name'), 'Home');
    await user.type(dialog.getByLabelText('Address'), '12 Mall Road');
    await user.type(dialog.getByLabelText('Phone number'), 'call me');
    await user.type(dialog.getByLabelText('Alternative phone (optional)'), '98x');
    await user.click(dialog.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(dialog.getAllByText(messages.invalidPhoneFormat)).toHaveLength(2));
    await user.clear(dialog.getByLabelText('Phone number'));
    await user.type(dialog.getByLabelText('Phone number'), '+91 (98140) 12345');
    await user.clear(dialog.getByLabelText('Alternative phone (optional)'));
    await user.click(dialog.getByLabelText('Default address'));
    await user.click(dialog.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodyOf(fetchMock, 'POST', '/api/my-address/create')).toEqual({
      name: 'Home',
      address: '12 Mall Road',
      city: '',
      state: '',
      zip: '',
      country: 'India',
      phoneNumber: '+91 (98140) 12345',
      alternativePhoneNumber: '',
      gstin: '',
      businessName: '',
      isDefault: true,
    });
  });

  it('takes a state from the list, a 6-digit PIN code in that state and an optional GSTIN', async () => {
    const { user, fetchMock } = renderTab([], {
      'POST /api/my-address/create': (body) => ({ ...(body as object), _id: ADDRESS_ID }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add address' }));
    const dialog = within(screen.getByRole('dialog'));
    await user.type(dialog.getByLabelText('Name'), 'Workshop');
    await user.type(dialog.getByLabelText('Address'), 'Plot 4, Industrial Area');
    await user.type(dialog.getByLabelText('Phone number'), '9814012345');
    expect(dialog.getByLabelText('State / union territory')).toHaveValue('');
    expect(dialog.getByLabelText('Country')).toHaveValue('India');
    expect(dialog.getByLabelText('PIN code')).toHaveAttribute('maxLength', '6');
    await user.type(dialog.getByLabelText('PIN code'), '16001');
    await user.type(dialog.getByLabelText('GSTIN (for a business invoice)'), '04ABKPS1234L1ZA');
    await user.click(dialog.getByRole('button', { name: 'Save address' }));
    expect(await dialog.findByText(messages.invalidPinCode)).toBeInTheDocument();
    expect(dialog.getByText(messages.invalidGstin)).toBeInTheDocument();
    await user.clear(dialog.getByLabelText('PIN code'));
    await user.type(dialog.getByLabelText('PIN code'), '134109');
    await user.selectOptions(dialog.getByLabelText('State / union territory'), 'Punjab');
    await user.click(dialog.getByRole('button', { name: 'Save address' }));
    expect(await dialog.findByText('PIN code 134109 is not in Punjab')).toBeInTheDocument();
    await user.selectOptions(dialog.getByLabelText('State / union territory'), 'Haryana');
    await user.clear(dialog.getByLabelText('GSTIN (for a business invoice)'));
    await user.type(dialog.getByLabelText('GSTIN (for a business invoice)'), '04abkps1234l1zk');
    // A GSTIN asks for the business name as on its certificate (ADR 0058).
    await user.click(dialog.getByRole('button', { name: 'Save address' }));
    expect(await dialog.findByText(messages.businessNameRequired)).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Business name (as on the GST certificate)'), 'Sandhu Handlooms');
    await user.click(dialog.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodyOf(fetchMock, 'POST', '/api/my-address/create')).toMatchObject({
      state: 'Haryana',
      zip: '134109',
      country: 'India',
      gstin: '04ABKPS1234L1ZK',
      businessName: 'Sandhu Handlooms',
    });
  });

  it('shows the business name field only while a GSTIN is typed', async () => {
    const { user } = renderTab([]);
    await user.click(await screen.findByRole('button', { name: 'Add address' }));
    const dialog = within(screen.getByRole('dialog'));
    const label = 'Business name (as on the GST certificate)';
    expect(dialog.queryByLabelText(label)).not.toBeInTheDocument();
    await user.type(dialog.getByLabelText('GSTIN (for a business invoice)'), '04');
    expect(dialog.getByLabelText(label)).toBeInTheDocument();
    await user.clear(dialog.getByLabelText('GSTIN (for a business invoice)'));
    expect(dialog.queryByLabelText(label)).not.toBeInTheDocument();
  });

  it('keeps the dialog open with "Failed to create address" when saving fails', async () => {
    const { user } = renderTab([], { 'POST /api/my-address/create': new Response('', { status: 500 }) });
    await user.click(await screen.findByRole('button', { name: 'Add address' }));
    const dialog = within(screen.getByRole('dialog'));
    await user.type(dialog.getByLabelText('Name'), 'Home');
    await user.type(dialog.getByLabelText('Address'), '12 Mall Road');
    await user.type(dialog.getByLabelText('Phone number'), '9814012345');
    await user.click(dialog.getByRole('button', { name: 'Save address' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(messages.failedToCreateAddress);
  });

  it('edits an address with the whole address and its _id', async () => {
    const { user, fetchMock } = renderTab([home, office], {
      'PUT /api/my-address/update': (body) => body as object,
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Office' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit address' }));
    expect(dialog.getByLabelText('Address')).toHaveValue('7 IT Park');
    await user.clear(dialog.getByLabelText('City'));
    await user.type(dialog.getByLabelText('City'), 'Mohali');
    await user.click(dialog.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const { stateCode, ...fields } = office;
    expect(stateCode).toBe('03');
    expect(bodyOf(fetchMock, 'PUT', '/api/my-address/update')).toEqual({
      ...fields,
      businessName: '',
      city: 'Mohali',
    });
  });

  it('warns in the dialog that a new default replaces the current one', async () => {
    const { user } = renderTab([home, office]);
    await user.click(await screen.findByRole('button', { name: 'Edit Office' }));
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(dialog.getByLabelText('Default address'));
    expect(dialog.getByRole('alert')).toHaveTextContent('replaces “Home” as your default address');
  });

  it('closes a dialog with Cancel without saving', async () => {
    const { user, fetchMock } = renderTab([home]);
    await user.click(await screen.findByRole('button', { name: 'Edit Home' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('deletes an address after confirming', async () => {
    const { user, fetchMock } = renderTab([home, office], {
      [`DELETE /api/my-address/${OTHER_ADDRESS_ID}`]: null,
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Office' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete address?' }));
    expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/my-address/${OTHER_ADDRESS_ID}`,
      expect.objectContaining({ method: 'DELETE' }),
    );
  });

  it('shows "Address not found" in the confirmation when the address is gone', async () => {
    const { user } = renderTab([home, office], {
      [`DELETE /api/my-address/${OTHER_ADDRESS_ID}`]: jsonResponse(
        { success: false, message: messages.addressNotFound },
        404,
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Office' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      messages.addressNotFound,
    );
  });

  it('ticking another default alerts that it replaces the current one and saves it at once', async () => {
    let list = [home, office];
    const { user, fetchMock } = renderTab([], {
      'POST /api/my-address/active': () => list,
      'PUT /api/my-address/update': (body) => {
        list = [
          { ...office, isDefault: true },
          { ...home, isDefault: false },
        ];
        return body as object;
      },
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Default address: Office' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '“Office” replaces “Home” as your default address',
    );
    expect(bodyOf(fetchMock, 'PUT', '/api/my-address/update')).toEqual({ ...office, isDefault: true });
    await waitFor(() => expect(card('Office').getByRole('checkbox')).toBeChecked());
    expect(card('Home').getByRole('checkbox')).not.toBeChecked();
  });

  it('says "Address not found" when the address to make default is unknown', async () => {
    const { user } = renderTab([home, office], {
      'PUT /api/my-address/update': jsonResponse({ success: false, message: messages.addressNotFound }, 404),
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Default address: Office' }));
    await waitFor(() =>
      expect(
        screen.getAllByRole('alert').some((alert) => alert.textContent === messages.addressNotFound),
      ).toBe(true),
    );
  });

  it(`hides Add at ${MAX_SAVED_ADDRESSES} addresses and says why`, async () => {
    const many = Array.from({ length: MAX_SAVED_ADDRESSES }, (_, index) =>
      makeAddress({ _id: `id-${index}`, name: `Place ${index}`, isDefault: index === 0 }),
    );
    renderTab(many);
    expect(await screen.findByText(messages.addressLimitReached)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add address' })).not.toBeInTheDocument();
  });
});
