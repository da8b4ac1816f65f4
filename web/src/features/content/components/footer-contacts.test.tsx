import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contactHref } from '#web/components/contact/contact-value.tsx';
import { mockApi, renderWithProviders } from '#web/test/render.tsx';
import { FooterContacts } from './footer-contacts.tsx';
import { SocialLinks } from './social-links.tsx';

describe('contactHref', () => {
  it('links phone, e-mail and WhatsApp entries by type', () => {
    expect(contactHref({ type: 'phone', value: '+91 98765 43210', label: 'Call us' })).toBe(
      'tel:+919876543210',
    );
    expect(contactHref({ type: 'email', value: 'care@shahi.in', label: 'Write' })).toBe(
      'mailto:care@shahi.in',
    );
    expect(contactHref({ type: 'whatsapp', value: '+91 98765-43210', label: 'Chat' })).toBe(
      'https://wa.me/919876543210',
    );
    expect(contactHref({ type: 'address', value: 'Sector 17, Chandigarh', label: 'Visit' })).toBeUndefined();
  });
});

describe('footer content', () => {
  it('shows each contact with its label and value, and external social links', async () => {
    mockApi({
      'GET /api/footer': {
        contacts: [{ type: 'email', value: 'care@shahi.in', label: 'Email us' }],
        socialLinks: [
          { network: 'instagram', url: 'https://instagram.com/shahi', label: 'Instagram' },
          { network: 'evil', url: 'javascript:alert(1)', label: 'Bad' },
        ],
      },
    });
    renderWithProviders(
      <>
        <FooterContacts />
        <SocialLinks />
      </>,
    );
    expect(await screen.findByText('Email us')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'care@shahi.in' })).toHaveAttribute(
      'href',
      'mailto:care@shahi.in',
    );
    const instagram = screen.getByRole('link', { name: 'Instagram (opens in a new tab)' });
    expect(instagram).toHaveAttribute('target', '_blank');
    expect(instagram).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('link', { name: /Bad/ })).not.toBeInTheDocument();
  });
});
