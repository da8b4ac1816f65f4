import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QueryState } from './query-state.tsx';

type Query = Parameters<typeof QueryState<string[]>>[0]['query'];

function query(overrides: Partial<Query>): Query {
  return { data: undefined, error: null, isError: false, refetch: vi.fn(), ...overrides };
}

function renderState(state: Query) {
  return render(
    <QueryState
      query={state}
      loading={<p>Loading pieces</p>}
      errorTitle="The pieces could not be loaded"
      errorDetail={(error) => error.message}
      errorHeader={<h1>Pieces</h1>}
      isEmpty={(list) => list.length === 0}
      empty={<p>No pieces yet</p>}
    >
      {(list) => <p>{list.join(', ')}</p>}
    </QueryState>,
  );
}

describe('QueryState', () => {
  it('shows the placeholder while no data has come', () => {
    renderState(query({}));
    expect(screen.getByText('Loading pieces')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Pieces' })).not.toBeInTheDocument();
  });

  it('shows the error with its header and detail, even over older data, and Retry reads again', async () => {
    const refetch = vi.fn();
    renderState(query({ data: ['Phulkari'], error: new Error('Server down'), isError: true, refetch }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The pieces could not be loaded');
    expect(alert).toHaveTextContent('Server down');
    expect(screen.getByRole('heading', { name: 'Pieces' })).toBeInTheDocument();
    expect(screen.queryByText('Phulkari')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('shows the empty message, or the children with the data', () => {
    const { rerender } = renderState(query({ data: [] }));
    expect(screen.getByText('No pieces yet')).toBeInTheDocument();
    rerender(
      <QueryState query={query({ data: ['Phulkari', 'Dupatta'] })} loading={null} errorTitle="">
        {(list) => <p>{list.join(', ')}</p>}
      </QueryState>,
    );
    expect(screen.getByText('Phulkari, Dupatta')).toBeInTheDocument();
  });
});
