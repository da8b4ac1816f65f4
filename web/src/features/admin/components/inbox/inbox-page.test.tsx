import type { AdminPage } from '@shahi/contract/schemas';
import { useMutation, useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiGet, apiPost } from '#web/lib/api-client.ts';
import { jsonResponse, mockApi, renderWithProviders } from '#web/test/render.tsx';
import { TextAnswerDialog } from './answer-dialog.tsx';
import { type Inbox, InboxPage } from './inbox-page.tsx';

/** A made-up inbox joined by config alone: claims, opening on the open ones. */
interface Claim {
  _id: string;
  reference: string;
}

const list = '/api/admin/claims';

const claimsInbox: Inbox<Claim> = {
  title: 'Claims',
  path: '/admin/claims',
  noun: 'claims',
  param: 'state',
  filters: [
    { value: 'open', label: 'Open', empty: 'Nothing open' },
    { value: 'closed', label: 'Closed' },
    { value: '', label: 'All' },
  ],
  defaultFilter: 'open',
  useList: (search) =>
    useQuery({
      queryKey: ['admin', 'claims', search],
      queryFn: () => apiGet<AdminPage<Claim>>(`/admin/claims${search}`),
    }),
};

function ClaimsPage() {
  const reply = useMutation({
    mutationFn: ({ id, text }: { id: string; text: string }) =>
      apiPost<Claim>(`/admin/claims/${id}/reply`, { text }),
  });
  return (
    <InboxPage<Claim, 'reply'>
      inbox={claimsInbox}
      change={reply}
      changeFailure="The claim could not be changed."
      answerFailure="The reply could not be sent."
      renderItem={(claim, { busy, answer }) => (
        <li>
          <article aria-label={`Claim ${claim.reference}`}>
            <button type="button" disabled={busy} onClick={() => answer('reply')}>
              Reply
            </button>
            <button type="button" disabled={busy} onClick={() => reply.mutate({ id: claim._id, text: '' })}>
              Close
            </button>
          </article>
        </li>
      )}
      renderAnswer={({ item }, dialog) => (
        <TextAnswerDialog
          {...dialog}
          title={`Reply to ${item.reference}`}
          label="Reply (mailed to the shopper)"
          text={z.string().trim().min(1, 'Write a reply')}
          maxLength={500}
          rows={3}
          submitLabel="Send reply"
          pendingLabel="Sending…"
          onSubmit={(text) => reply.mutate({ id: item._id, text }, { onSuccess: dialog.onClose })}
        />
      )}
    />
  );
}

const claim = (n: number): Claim => ({ _id: `claim-${n}`, reference: `CLM-${n}` });

const page = (data: Claim[], currentPage = 1, totalPage = 1, totalCount = data.length): AdminPage<Claim> => ({
  currentPage,
  totalPage,
  totalCount,
  data,
});

const requested = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);

function renderInbox(routes: Parameters<typeof mockApi>[0], history = ['/admin/claims']) {
  const fetchMock = mockApi(routes);
  renderWithProviders(<ClaimsPage />, { path: '/admin/claims', history });
  return { fetchMock, user: userEvent.setup() };
}

describe('InboxPage', () => {
  it('opens on its default filter and switches the query with the filter links', async () => {
    const { fetchMock, user } = renderInbox({
      [`GET ${list}?state=open`]: page([claim(1)]),
      [`GET ${list}?state=closed`]: page([claim(2)]),
      [`GET ${list}`]: page([claim(1), claim(2)]),
    });
    expect(await screen.findByRole('heading', { name: 'Claims' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Claim CLM-1' })).toBeInTheDocument();
    const filters = within(screen.getByRole('navigation', { name: 'Which claims' }));
    expect(filters.getByRole('link', { name: 'Open' })).toHaveAttribute('aria-current', 'page');
    expect(filters.getByRole('link', { name: 'Open' })).toHaveAttribute('href', '/admin/claims');
    expect(filters.getByRole('link', { name: 'Closed' })).toHaveAttribute(
      'href',
      '/admin/claims?state=closed',
    );
    expect(filters.getByRole('link', { name: 'All' })).toHaveAttribute('href', '/admin/claims?state=all');

    await user.click(filters.getByRole('link', { name: 'Closed' }));
    expect(await screen.findByRole('article', { name: 'Claim CLM-2' })).toBeInTheDocument();
    expect(filters.getByRole('link', { name: 'Closed' })).toHaveAttribute('aria-current', 'page');
    expect(filters.getByRole('link', { name: 'Open' })).not.toHaveAttribute('aria-current');

    await user.click(filters.getByRole('link', { name: 'All' }));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Claims' })).getAllByRole('article')).toHaveLength(2),
    );
    expect(requested(fetchMock)).toEqual([
      `GET ${list}?state=open`,
      `GET ${list}?state=closed`,
      `GET ${list}`,
    ]);
  });

  it('pages through the list, keeping the filter, and a filter link starts again at page 1', async () => {
    const { fetchMock, user } = renderInbox(
      {
        [`GET ${list}?state=closed`]: page([claim(1), claim(2)], 1, 2, 3),
        [`GET ${list}?state=closed&page=2`]: page([claim(3)], 2, 2, 3),
      },
      ['/admin/claims?state=closed'],
    );
    const pages = within(await screen.findByRole('navigation', { name: 'Pages' }));
    expect(pages.getByText('Page 1 of 2 · 3 claims')).toBeInTheDocument();
    expect(pages.queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();
    await user.click(pages.getByRole('link', { name: 'Next' }));
    expect(await screen.findByRole('article', { name: 'Claim CLM-3' })).toBeInTheDocument();
    const second = within(screen.getByRole('navigation', { name: 'Pages' }));
    expect(second.getByText('Page 2 of 2 · 3 claims')).toBeInTheDocument();
    expect(second.getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/admin/claims?state=closed',
    );
    expect(screen.getByRole('link', { name: 'Closed' })).toHaveAttribute(
      'href',
      '/admin/claims?state=closed',
    );
    expect(requested(fetchMock)).toEqual([`GET ${list}?state=closed`, `GET ${list}?state=closed&page=2`]);
  });

  it('says a filter found nothing in its own words, else "No <noun>"', async () => {
    const { user } = renderInbox({
      [`GET ${list}?state=open`]: page([]),
      [`GET ${list}?state=closed`]: page([]),
    });
    expect(await screen.findByText('Nothing open')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Closed' }));
    expect(await screen.findByText('No claims')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Claims' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal of a filter typed into the address', async () => {
    renderInbox(
      {
        [`GET ${list}?state=lost`]: jsonResponse(
          { success: false, message: 'state must be open or closed' },
          400,
        ),
      },
      ['/admin/claims?state=lost'],
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('state must be open or closed');
  });

  it('answers in a dialog: checks the text, keeps a refusal inside, and closes once sent', async () => {
    const sent: unknown[] = [];
    const { user } = renderInbox({
      [`GET ${list}?state=open`]: page([claim(1)]),
      [`POST ${list}/claim-1/reply`]: (body) => {
        sent.push(body);
        return sent.length === 1
          ? jsonResponse({ success: false, message: 'This claim is already closed' }, 409)
          : claim(1);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Reply' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reply to CLM-1' }));
    expect(dialog.getByLabelText('Reply (mailed to the shopper)')).toHaveFocus();
    await user.click(dialog.getByRole('button', { name: 'Send reply' }));
    expect(await dialog.findByText('Write a reply')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(dialog.getByLabelText('Reply (mailed to the shopper)'), '  A new one is on its way.  ');
    await user.click(dialog.getByRole('button', { name: 'Send reply' }));
    expect(await dialog.findByText('This claim is already closed')).toBeInTheDocument();
    // The refusal is the dialog's: not repeated above the list.
    expect(screen.getAllByRole('alert')).toHaveLength(1);

    await user.click(dialog.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([{ text: 'A new one is on its way.' }, { text: 'A new one is on its way.' }]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a failed change without a dialog above the list, and the item busy while it runs', async () => {
    let answer: (response: Response) => void = () => {};
    const { user } = renderInbox({
      [`GET ${list}?state=open`]: page([claim(1), claim(2)]),
      [`POST ${list}/claim-2/reply`]: () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const second = within(await screen.findByRole('article', { name: 'Claim CLM-2' }));
    await user.click(second.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(second.getByRole('button', { name: 'Close' })).toBeDisabled());
    const first = within(screen.getByRole('article', { name: 'Claim CLM-1' }));
    expect(first.getByRole('button', { name: 'Close' })).toBeEnabled();

    answer(jsonResponse({ success: false }, 500));
    expect(await screen.findByRole('alert')).toHaveTextContent('The claim could not be changed.');
    expect(second.getByRole('button', { name: 'Close' })).toBeEnabled();
  });
});
