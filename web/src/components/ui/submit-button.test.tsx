import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SubmitButton } from './submit-button.tsx';

describe('SubmitButton', () => {
  it('submits with its label while idle, and reads the pending label, disabled, while sending', () => {
    const { rerender } = render(
      <SubmitButton pending={false} pendingLabel="Saving...">
        Save
      </SubmitButton>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toBeEnabled();
    rerender(
      <SubmitButton pending pendingLabel="Saving...">
        Save
      </SubmitButton>,
    );
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  });

  it('stays disabled when `disabled` says so, and takes the shared variants and sizes', () => {
    render(
      <SubmitButton pending={false} pendingLabel="Sending…" disabled size="lg" className="w-full">
        Send Message
      </SubmitButton>,
    );
    const button = screen.getByRole('button', { name: 'Send Message' });
    expect(button).toBeDisabled();
    expect(button.className).toContain('min-h-12');
    expect(button.className).toContain('w-full');
  });
});
