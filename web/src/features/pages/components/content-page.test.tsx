import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PageContent } from '#web/features/pages/types.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { ContentPage, formatPageDate } from './content-page.tsx';

const PAGE: PageContent = {
  title: 'Sample Policy',
  lastUpdated: '2026-11-21',
  lead: ['Read this with care, or ', { text: 'ask us', href: '/contact' }, '.'],
  summary: ['First point.', 'Second point.'],
  sections: [
    {
      heading: 'A section',
      blocks: [
        'A plain paragraph.',
        { list: ['One item.', ['An item with ', { text: 'a site', href: 'https://example.in/' }]] },
      ],
      subsections: [{ heading: 'A subsection', blocks: ['Inside the subsection.'] }],
    },
  ],
};

describe('ContentPage', () => {
  it('renders the title, date, lead, key points, sections and subsections with headings in order', () => {
    renderWithProviders(<ContentPage content={PAGE} />);
    const headings = screen.getAllByRole('heading').map((heading) => [heading.tagName, heading.textContent]);
    expect(headings).toEqual([
      ['H1', 'Sample Policy'],
      ['H2', 'In short'],
      ['H2', 'A section'],
      ['H3', 'A subsection'],
    ]);
    expect(screen.getByText('21 November 2026')).toHaveAttribute('dateTime', '2026-11-21');
    expect(within(screen.getByRole('region', { name: 'In short' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('A plain paragraph.').tagName).toBe('P');
    expect(screen.getByText('Inside the subsection.')).toBeInTheDocument();
    expect(document.title).toBe('Sample Policy — Shahi Threads');
  });

  it('links shop paths through the router and other addresses in a new tab', () => {
    renderWithProviders(<ContentPage content={PAGE} />);
    expect(screen.getByRole('link', { name: 'ask us' })).toHaveAttribute('href', '/contact');
    const external = screen.getByRole('link', { name: 'a site (opens in a new tab)' });
    expect(external).toHaveAttribute('href', 'https://example.in/');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('formats dates as the calendar day, whatever the time zone', () => {
    expect(formatPageDate('2026-11-21')).toBe('21 November 2026');
    expect(formatPageDate('2027-01-01')).toBe('1 January 2027');
  });
});
