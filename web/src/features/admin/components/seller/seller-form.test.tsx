import { messages } from '@shahi/contract';
import { sellerMessages } from '@shahi/contract/schemas';
import { demoSellerSettings as demo } from '@shahi/contract/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '#web/test/render.tsx';
import { SellerPage } from './seller-page.tsx';

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save seller settings' }));

describe('SellerPage', () => {
  it("refuses a GSTIN of another state and one without the PAN, with the schema's messages, sending nothing", async () => {
    const fetchMock = mockApi({ 'GET /api/admin/seller': demo });
    renderWithProviders(<SellerPage />);
    const gstin = await screen.findByLabelText('GSTIN');
    expect(gstin).toHaveValue('04ABKPS1234L1ZK');
    await userEvent.clear(gstin);
    await userEvent.type(gstin, '03ABKPS1234L1ZM');
    await save();
    expect(
      await screen.findByText("The GSTIN's state code 03 does not match Chandigarh (04)"),
    ).toBeInTheDocument();
    expect(gstin).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(gstin);
    await userEvent.type(gstin, '04ABKPS1234L1ZK');
    const pan = screen.getByLabelText('PAN');
    await userEvent.clear(pan);
    await userEvent.type(pan, 'ABKPS1235L');
    const pin = screen.getByLabelText('PIN code');
    await userEvent.clear(pin);
    await userEvent.type(pin, '110001');
    await save();
    expect(await screen.findByText(sellerMessages.gstinPanMismatch)).toBeInTheDocument();
    expect(screen.getByText('PIN code 110001 is not in Chandigarh')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(0);
  });

  it('says where messages from shoppers and owner alerts go: the saved customer-care e-mail', async () => {
    mockApi({ 'GET /api/admin/seller': demo });
    renderWithProviders(<SellerPage />);
    expect(
      await screen.findByText(new RegExp(`Messages from shoppers and owner alerts go to: ${demo.careEmail}`)),
    ).toBeInTheDocument();
  });

  it('hides and clears the GSTIN when not registered, and saves the settings', async () => {
    let sent: unknown;
    mockApi({
      'GET /api/admin/seller': demo,
      'PUT /api/admin/seller': (body) => {
        sent = body;
        return body as object;
      },
    });
    renderWithProviders(<SellerPage />);
    await userEvent.click(
      await screen.findByLabelText('Not registered for GST (invoices / cash memos, no GST charged)'),
    );
    expect(screen.queryByLabelText('GSTIN')).not.toBeInTheDocument();
    await save();
    expect(await screen.findByText(sellerMessages.saved)).toBeInTheDocument();
    expect(sent).toEqual({ ...demo, gstMode: 'unregistered', gstin: '' });
  });

  it('edits the claim window and the registration threshold as numbers', async () => {
    let sent: unknown;
    mockApi({
      'GET /api/admin/seller': demo,
      'PUT /api/admin/seller': (body) => {
        sent = body;
        return body as object;
      },
    });
    renderWithProviders(<SellerPage />);
    const window = await screen.findByLabelText('Claim window (days after delivery)');
    expect(window).toHaveValue(String(demo.claimWindowDays));
    await userEvent.clear(window);
    await userEvent.type(window, '91');
    await save();
    expect(await screen.findByText(sellerMessages.claimWindowDays)).toBeInTheDocument();
    await userEvent.clear(window);
    await userEvent.type(window, '10');
    const threshold = screen.getByLabelText('Registration threshold (₹)');
    await userEvent.clear(threshold);
    await userEvent.type(threshold, '4000000');
    await save();
    expect(await screen.findByText(sellerMessages.saved)).toBeInTheDocument();
    expect(sent).toEqual({ ...demo, claimWindowDays: 10, registrationThreshold: 4_000_000 });
  });

  it.each([
    ['ok', 50, null],
    ['near', 85, /80 % of the threshold or more/],
    ['over', 110, /registration under GST is compulsory/],
  ] as const)('shows the turnover card, %s', async (level, percent, warning) => {
    mockApi({
      'GET /api/admin/seller': demo,
      'GET /api/admin/seller/turnover': {
        financialYear: '2026-27',
        gstMode: 'unregistered',
        turnover: percent * 20_000,
        threshold: 2_000_000,
        percent,
        level,
      },
    });
    renderWithProviders(<SellerPage />);
    const card = await screen.findByRole('region', {
      name: 'Turnover against the GST registration threshold',
    });
    expect(card).toHaveTextContent('Financial year 2026-27 (April 2026 – March 2027, India time)');
    expect(card).toHaveTextContent(`of ₹20,00,000.00 (${percent} %)`);
    if (warning) expect(within(card).getByRole('alert')).toHaveTextContent(warning);
    else expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's refusal above the button", async () => {
    mockApi({
      'GET /api/admin/seller': demo,
      'PUT /api/admin/seller': jsonResponse({ success: false, message: 'The GSTIN is cancelled' }, 400),
    });
    renderWithProviders(<SellerPage />);
    await screen.findByLabelText('GSTIN');
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent('The GSTIN is cancelled');
  });

  it('shows an empty form while no seller is stored, every field required', async () => {
    mockApi({
      'GET /api/admin/seller': jsonResponse({ success: false, message: sellerMessages.notSet }, 404),
    });
    renderWithProviders(<SellerPage />);
    expect(await screen.findByLabelText('Legal name')).toHaveValue('');
    await save();
    expect(await screen.findByText(sellerMessages.required('legal name'))).toBeInTheDocument();
    expect(screen.getByText(sellerMessages.chooseState)).toBeInTheDocument();
    expect(screen.getAllByText(messages.emailRequired)).toHaveLength(2);
    await waitFor(() => expect(screen.getByLabelText('Legal name')).toHaveAttribute('aria-invalid', 'true'));
  });

  it("says where the shop's name comes from, and that invoices use the trade name", async () => {
    mockApi({ 'GET /api/admin/seller': demo });
    renderWithProviders(<SellerPage />);
    expect(await screen.findByTestId('shop-name-note')).toHaveTextContent(
      'Invoices and credit notes use the trade name. The shop\'s name in the header, the mails and the packing slip ("Shahi Threads") is the SHOP_NAME setting',
    );
  });
});
