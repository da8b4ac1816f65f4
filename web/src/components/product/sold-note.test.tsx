import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductStatusBadge } from './product-status-badge.tsx';
import { SoldNote, soldMonth } from './sold-note.tsx';

describe('SoldNote', () => {
  it('names the month the piece sold, in India’s time zone', () => {
    render(<SoldNote soldAt="2026-11-14T09:30:00.000Z" />);
    expect(screen.getByText(/Sold in/)).toHaveTextContent('Sold in November 2026');
    expect(screen.getByText('November 2026').tagName).toBe('TIME');
  });

  it('counts a sale late on the last evening UTC in the next Indian month', () => {
    // 20:00 UTC on 30 November is 01:30 on 1 December in India.
    expect(soldMonth('2026-11-30T20:00:00.000Z')).toBe('December 2026');
  });
});

describe('the SOLD badge', () => {
  it('marks a sold piece and nothing for an available one', () => {
    const { rerender } = render(<ProductStatusBadge status="sold" />);
    expect(screen.getByText('Sold')).toHaveClass('uppercase');
    rerender(<ProductStatusBadge status="available" />);
    expect(screen.queryByText('Sold')).not.toBeInTheDocument();
  });
});
