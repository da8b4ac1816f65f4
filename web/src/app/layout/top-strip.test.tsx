import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockMatchMedia } from '#web/test/match-media.ts';
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

  it('is not a live region: the change is not announced', () => {
    render(<TopStrip />);
    expect(screen.getByText('End Of Season Sale').closest('[aria-live]')).toBeNull();
  });

  it('stops with Pause and goes on with Play', () => {
    vi.useFakeTimers();
    render(<TopStrip />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause announcements' }));
    act(() => vi.advanceTimersByTime(20_000));
    expect(screen.getByText('End Of Season Sale')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Play announcements' }));
    act(() => vi.advanceTimersByTime(5_000));
    expect(screen.getByText('Hurry Up')).toBeInTheDocument();
  });

  it('holds still while hovered', () => {
    vi.useFakeTimers();
    render(<TopStrip />);
    fireEvent.mouseEnter(screen.getByRole('complementary', { name: 'Announcement' }));
    act(() => vi.advanceTimersByTime(20_000));
    expect(screen.getByText('End Of Season Sale')).toBeInTheDocument();
  });

  it('stands still for visitors who prefer reduced motion', () => {
    vi.useFakeTimers();
    mockMatchMedia((query) => query === '(prefers-reduced-motion: reduce)');
    render(<TopStrip />);
    act(() => vi.advanceTimersByTime(20_000));
    expect(screen.getByText('End Of Season Sale')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play announcements' })).toBeInTheDocument();
  });
});
