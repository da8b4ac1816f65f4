import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TopStrip } from './top-strip.tsx';

describe('TopStrip', () => {
  it('alternates "End Of Season Sale" and "Hurry Up" every 5 s with a 0.5 s fade', () => {
    vi.useFakeTimers();
    render(<TopStrip />);
    expect(screen.getByText('End Of Season Sale')).toHaveStyle({ animationDuration: '500ms' });

    act(() => vi.advanceTimersByTime(4_999));
    expect(screen.getByText('End Of Season Sale')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('Hurry Up')).toBeInTheDocument();
    expect(screen.queryByText('End Of Season Sale')).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(5_000));
    expect(screen.getByText('End Of Season Sale')).toBeInTheDocument();
  });
});
