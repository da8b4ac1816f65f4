import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeSeller } from '#web/test/fixtures.ts';
import { mockApi, renderWithProviders } from '#web/test/render.tsx';
import { SellerDisclosure, SellerDisclosureView } from './seller-disclosure.tsx';

const seller = makeSeller();

describe('SellerDisclosure', () => {
  it('shows every detail on /contact: seller, address, GSTIN, customer care, grievance officer and page', async () => {
    mockApi({ 'GET /api/seller': seller });
    renderWithProviders(<SellerDisclosure variant="full" linkClassName="" />);
    expect(await screen.findByText('Harpreet Kaur Sandhu (Shahi Threads)')).toBeInTheDocument();
    expect(
      screen.getByText('SCO 112, Sector 17-D, Chandigarh, Chandigarh 160017, India'),
    ).toBeInTheDocument();
    expect(screen.getByText('04ABKPS1234L1ZK')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'care@shahithreads.in' })).toHaveAttribute(
      'href',
      'mailto:care@shahithreads.in',
    );
    expect(screen.getByRole('link', { name: '+91 172 400 1234' })).toHaveAttribute(
      'href',
      'tel:+911724001234',
    );
    expect(screen.getByText(/Gurpreet Singh, Grievance Officer/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+91 172 400 1235' })).toHaveAttribute(
      'href',
      'tel:+911724001235',
    );
    expect(screen.getByRole('link', { name: 'File a grievance' })).toHaveAttribute('href', '/grievance');
  });

  it('is compact in the footer: care and grievance contacts, the Grievances link, no GSTIN unregistered', () => {
    renderWithProviders(
      <SellerDisclosureView
        seller={{ ...seller, gstMode: 'unregistered', gstin: '' }}
        variant="compact"
        linkClassName=""
      />,
    );
    expect(
      screen.getByText(
        'Sold by Harpreet Kaur Sandhu (Shahi Threads), SCO 112, Sector 17-D, Chandigarh, Chandigarh 160017',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/GSTIN/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'grievance@shahithreads.in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: seller.careEmail })).toHaveAttribute(
      'href',
      `mailto:${seller.careEmail}`,
    );
    expect(screen.getByRole('link', { name: seller.carePhone })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: seller.grievanceOfficer.phone })).toBeInTheDocument();
    expect(screen.getByText(/Grievance officer: .+ \(Grievance Officer\)/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Grievances' })).toHaveAttribute('href', '/grievance');
  });

  it('shows nothing while the seller is unset', async () => {
    const fetchMock = mockApi({});
    const { container } = renderWithProviders(<SellerDisclosure variant="compact" linkClassName="" />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
  });
});
