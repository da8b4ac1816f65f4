import { pinCodeMessages } from '@shahi/contract/schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDeliveryDate } from '#web/lib/delivery.ts';
import { mockApi, renderWithProviders } from '#web/test/render.tsx';
import { signIn } from '#web/test/session.ts';
import { DeliverTo } from './deliver-to.tsx';

const served = {
  pinCode: '141001',
  serviceable: true,
  codAvailable: true,
  days: 1,
  deliveryBy: '2026-12-02',
  source: 'provider',
};
const noCod = { ...served, pinCode: '795001', codAvailable: false, days: 6, deliveryBy: '2026-12-07' };
const unserved = {
  ...served,
  pinCode: '744101',
  serviceable: false,
  codAvailable: false,
  days: null,
  deliveryBy: null,
};

const estimates = {
  'GET /api/delivery-estimate?pin=141001': served,
  'GET /api/delivery-estimate?pin=795001': noCod,
  'GET /api/delivery-estimate?pin=744101': unserved,
};

async function check(pin: string) {
  const user = userEvent.setup();
  const input = screen.getByLabelText('Deliver to');
  await user.clear(input);
  await user.type(input, pin);
  await user.click(screen.getByRole('button', { name: 'Check' }));
}

afterEach(() => localStorage.clear());

describe('DeliverTo on the product page', () => {
  it('formats the India date as "Wed, 2 Dec"', () => {
    expect(formatDeliveryDate('2026-12-02')).toBe('Wed, 2 Dec');
    expect(formatDeliveryDate('not a date')).toBe('');
  });

  it('asks nothing until Check, then promises the date and cash on delivery, and remembers the PIN', async () => {
    const fetchMock = mockApi(estimates);
    renderWithProviders(<DeliverTo />);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fetchMock).not.toHaveBeenCalled();
    await check('141001');
    expect(await screen.findByText('Delivery by Wed, 2 Dec')).toBeInTheDocument();
    expect(screen.getByTestId('delivery-promise')).toHaveTextContent(
      'Delivery by Wed, 2 Dec · Cash on delivery available',
    );
    expect(localStorage.getItem('delivery_pin')).toBe('141001');
  });

  it('says where cash on delivery is not offered, and refuses a PIN no courier serves', async () => {
    mockApi(estimates);
    renderWithProviders(<DeliverTo />);
    await check('795001');
    expect(await screen.findByText(pinCodeMessages.codUnavailable)).toBeInTheDocument();
    await check('744101');
    expect(await screen.findByText("We can't deliver to 744101 yet")).toBeInTheDocument();
    expect(screen.queryByText(/Delivery by/)).not.toBeInTheDocument();
  });

  it('explains a malformed PIN without asking the server', async () => {
    const fetchMock = mockApi(estimates);
    renderWithProviders(<DeliverTo />);
    await check('01234');
    expect(await screen.findByRole('alert')).toHaveTextContent(pinCodeMessages.pinCodeMalformed);
    expect(screen.getByLabelText('Deliver to')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('starts from the last PIN checked here, once idle', async () => {
    localStorage.setItem('delivery_pin', '141001');
    mockApi(estimates);
    renderWithProviders(<DeliverTo />);
    expect(screen.getByLabelText('Deliver to')).toHaveValue('');
    await waitFor(() => expect(screen.getByLabelText('Deliver to')).toHaveValue('141001'));
    expect(await screen.findByText('Delivery by Wed, 2 Dec')).toBeInTheDocument();
  });

  it("starts from the signed-in shopper's default saved address", async () => {
    signIn();
    mockApi({
      ...estimates,
      'POST /api/my-address/active': [
        { _id: 'a', zip: '110001', isDefault: false },
        { _id: 'b', zip: '795001', isDefault: true },
      ],
    });
    renderWithProviders(<DeliverTo />);
    await waitFor(() => expect(screen.getByLabelText('Deliver to')).toHaveValue('795001'));
    expect(await screen.findByText(pinCodeMessages.codUnavailable)).toBeInTheDocument();
  });
});
