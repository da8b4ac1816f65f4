import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchBox } from './search-box.tsx';

function setup(initialValue = '') {
  const onSearch = vi.fn();
  render(<SearchBox initialValue={initialValue} onSearch={onSearch} />);
  return {
    onSearch,
    user: userEvent.setup(),
    input: screen.getByRole('searchbox', { name: 'Search products' }),
    submit: screen.getByRole('button', { name: 'Search' }),
  };
}

describe('SearchBox', () => {
  it('disables submit while the text is empty or only spaces', async () => {
    const { user, input, submit, onSearch } = setup();
    expect(submit).toBeDisabled();
    await user.type(input, '   ');
    expect(submit).toBeDisabled();
    await user.type(input, '{Enter}');
    expect(onSearch).not.toHaveBeenCalled();
    await user.type(input, 'silk');
    expect(submit).toBeEnabled();
  });

  it('searches with the trimmed text', async () => {
    const { user, input, submit, onSearch } = setup();
    await user.type(input, '  zari silk  ');
    await user.click(submit);
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('zari silk');
    expect(input).toHaveValue('zari silk');
  });

  it('clear (×) empties the field and sends an empty search', async () => {
    const { user, input, onSearch } = setup('phulkari');
    expect(input).toHaveValue('phulkari');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(input).toHaveValue('');
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('');
    expect(input).toHaveFocus();
  });

  it('shows no clear button when there is nothing to clear', () => {
    setup();
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  });
});
