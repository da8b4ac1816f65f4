import { DIGEST_CONSENT_TEXT, notifyMessages } from '@shahi/contract/schemas';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#web/test/render.tsx';
import { InterestForm } from './interest-form.tsx';

const CATEGORIES = [
  { _id: '1b2c3d4e-5f60-4718-8a9b-0c1d2e3f4a5b', name: 'Phulkari' },
  { _id: '2c3d4e5f-6071-4829-9bac-1d2e3f4a5b6c', name: 'Juttis' },
];

describe('InterestForm', () => {
  it('starts with the consent box unticked and sends nothing until it is ticked', async () => {
    const onSave = vi.fn(async () => ({}));
    renderWithProviders(<InterestForm categories={CATEGORIES} onSave={onSave} />);
    const user = userEvent.setup();
    const consent = screen.getByRole('checkbox', { name: DIGEST_CONSENT_TEXT });
    expect(consent).not.toBeChecked();

    await user.selectOptions(screen.getByLabelText('Category'), 'Phulkari');
    await user.type(screen.getByLabelText('Words'), 'Bagh dupatta');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(notifyMessages.consentRequired)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();

    await user.click(consent);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/We will e-mail you when a matching piece is listed/)).toBeInTheDocument();
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave).toHaveBeenCalledWith({
      categoryId: CATEGORIES[0]?._id,
      words: ['bagh', 'dupatta'],
      consent: true,
    });
    // Saved: the box is unticked again, so the next interest asks for consent again.
    expect(screen.getByRole('checkbox', { name: DIGEST_CONSENT_TEXT })).not.toBeChecked();
  });

  it('asks for something to match and a band the right way round, with the prefill from a product', async () => {
    const onSave = vi.fn(async () => ({}));
    renderWithProviders(
      <InterestForm categories={CATEGORIES} prefill={{ minPrice: 5000, maxPrice: 2000 }} onSave={onSave} />,
    );
    const user = userEvent.setup();
    expect(screen.getByLabelText('Lowest price (₹)')).toHaveValue(5000);
    await user.click(screen.getByRole('checkbox', { name: DIGEST_CONSENT_TEXT }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(notifyMessages.bandReversed)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Lowest price (₹)'));
    await user.clear(screen.getByLabelText('Highest price (₹)'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(notifyMessages.nothingToMatch)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows the API refusal, e.g. at the cap of ten interests', async () => {
    const onSave = vi.fn(async () => {
      throw new Error(notifyMessages.tooManyInterests);
    });
    renderWithProviders(<InterestForm categories={CATEGORIES} onSave={onSave} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Words'), 'kantha');
    await user.click(screen.getByRole('checkbox', { name: DIGEST_CONSENT_TEXT }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/./);
  });
});
