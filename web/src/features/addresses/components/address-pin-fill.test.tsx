import { pinCodeMessages } from '@shahi/contract/schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '#web/test/render.tsx';
import { signIn } from '#web/test/session.ts';
import { AddressFormDialog } from './address-form-dialog.tsx';

const directory = {
  'GET /api/pincodes/160022': {
    pinCode: '160022',
    city: 'Chandigarh',
    district: 'Chandigarh',
    state: 'Chandigarh',
    stateCode: '04',
    postOffices: ['Sector 22 Chandigarh'],
  },
  'GET /api/pincodes/141001': {
    pinCode: '141001',
    city: 'Ludhiana',
    district: 'Ludhiana',
    state: 'Punjab',
    stateCode: '03',
    postOffices: ['Ludhiana'],
  },
  'GET /api/pincodes/999999': jsonResponse({ success: false, message: pinCodeMessages.pinCodeUnknown }, 404),
};

function renderDialog() {
  signIn();
  const fetchMock = mockApi(directory);
  renderWithProviders(<AddressFormDialog onClose={vi.fn()} />);
  return { fetchMock, user: userEvent.setup() };
}

/** A PIN typed in the address form fills city and state from India Post's directory (ADR 0064). */
describe('the PIN code in the address form', () => {
  it('fills city and state, names the district, and refills them for another PIN', async () => {
    const { user } = renderDialog();
    await user.type(screen.getByLabelText('PIN code'), '160022');
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveValue('Chandigarh'));
    expect(screen.getByLabelText('State / union territory')).toHaveValue('Chandigarh');
    expect(screen.getByTestId('pin-code-note')).toHaveTextContent('Chandigarh district, Chandigarh');

    await user.clear(screen.getByLabelText('PIN code'));
    await user.type(screen.getByLabelText('PIN code'), '141001');
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveValue('Ludhiana'));
    expect(screen.getByLabelText('State / union territory')).toHaveValue('Punjab');
  });

  it('never overwrites what the shopper typed, and hints softly when the state differs (160022 is Chandigarh)', async () => {
    const { user } = renderDialog();
    await user.type(screen.getByLabelText('City'), 'Mohali');
    await user.selectOptions(screen.getByLabelText('State / union territory'), 'Punjab');
    await user.type(screen.getByLabelText('PIN code'), '160022');
    expect(
      await screen.findByText(pinCodeMessages.stateDiffers('160022', 'Chandigarh', 'Chandigarh')),
    ).toBeVisible();
    expect(screen.getByLabelText('City')).toHaveValue('Mohali');
    expect(screen.getByLabelText('State / union territory')).toHaveValue('Punjab');
    // Choosing the PIN's state clears the hint.
    await user.selectOptions(screen.getByLabelText('State / union territory'), 'Chandigarh');
    expect(screen.getByTestId('pin-code-note')).toHaveTextContent('Chandigarh district, Chandigarh');
  });

  it('says so for a PIN India Post does not list, and asks nothing for fewer than six digits', async () => {
    const { user, fetchMock } = renderDialog();
    await user.type(screen.getByLabelText('PIN code'), '16002');
    expect(fetchMock).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('PIN code'));
    await user.type(screen.getByLabelText('PIN code'), '999999');
    expect(await screen.findByText(pinCodeMessages.pinCodeUnknown)).toBeInTheDocument();
    expect(screen.getByLabelText('City')).toHaveValue('');
  });
});
