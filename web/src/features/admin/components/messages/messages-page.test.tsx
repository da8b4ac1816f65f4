import type { AdminContactMessage, AdminPage } from '@shahi/contract/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '#web/test/render.tsx';
import { MessagesPage } from './messages-page.tsx';

const list = '/api/admin/contact-messages';

function makeMessage(overrides: Partial<AdminContactMessage> = {}): AdminContactMessage {
  return {
    _id: 'message-1',
    name: 'Harleen Kaur',
    email: 'harleen@example.in',
    phone: '9876543210',
    message: 'Is the Phulkari dupatta available in green?',
    createdAt: '2026-03-01T10:00:00.000Z',
    handledAt: null,
    handledBy: null,
    ...overrides,
  };
}

const handledMessage = makeMessage({
  _id: 'message-2',
  name: 'Simran Gill',
  email: 'simran@example.in',
  phone: '',
  message: 'Thank you for the quick delivery.',
  handledAt: '2026-03-02T09:00:00.000Z',
  handledBy: { _id: 'admin-1', email: 'meera@example.in' },
});

const page = (data: AdminContactMessage[]): AdminPage<AdminContactMessage> => ({
  currentPage: 1,
  totalCount: data.length,
  totalPage: 1,
  data,
});

/**
 * A stand-in server holding `messages`: each list answers those matching its `handled` filter as
 * they are now, and marking one stamps or clears its handledAt.
 */
function renderPage(messages: AdminContactMessage[], history = ['/admin/messages']) {
  const mark = (id: string, handled: boolean) => () => {
    const index = messages.findIndex((message) => message._id === id);
    const current = messages[index] as AdminContactMessage;
    messages[index] = handled
      ? {
          ...current,
          handledAt: '2026-03-03T12:00:00.000Z',
          handledBy: { _id: 'admin-1', email: 'meera@example.in' },
        }
      : { ...current, handledAt: null, handledBy: null };
    return messages[index];
  };
  const fetchMock = mockApi({
    [`GET ${list}?handled=false`]: () => page(messages.filter((message) => !message.handledAt)),
    [`GET ${list}?handled=true`]: () => page(messages.filter((message) => message.handledAt)),
    [`GET ${list}`]: () => page(messages),
    [`POST ${list}/message-1/handled`]: mark('message-1', true),
    [`POST ${list}/message-2/unhandled`]: mark('message-2', false),
  });
  renderWithProviders(<MessagesPage />, { path: '/admin/messages', history });
  return { fetchMock, user: userEvent.setup() };
}

const requested = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);

const shownNames = () =>
  within(screen.getByRole('list', { name: 'Messages' }))
    .getAllByRole('article')
    .map((article) => article.getAttribute('aria-label'));

describe('MessagesPage', () => {
  it('opens on the messages to handle, and filters to handled ones or all of them', async () => {
    const { user, fetchMock } = renderPage([makeMessage(), handledMessage]);
    const filters = within(screen.getByRole('navigation', { name: 'Which messages' }));
    expect(await screen.findByRole('article', { name: 'Message from Harleen Kaur' })).toBeInTheDocument();
    expect(shownNames()).toEqual(['Message from Harleen Kaur']);
    expect(filters.getByRole('link', { name: 'To handle' })).toHaveAttribute('aria-current', 'page');
    const harleen = within(screen.getByRole('article', { name: 'Message from Harleen Kaur' }));
    expect(harleen.getByText('Is the Phulkari dupatta available in green?')).toBeInTheDocument();
    expect(harleen.getByRole('link', { name: 'harleen@example.in' })).toHaveAttribute(
      'href',
      'mailto:harleen@example.in',
    );
    expect(harleen.getByRole('link', { name: '9876543210' })).toHaveAttribute('href', 'tel:9876543210');

    await user.click(filters.getByRole('link', { name: 'Handled' }));
    expect(await screen.findByRole('article', { name: 'Message from Simran Gill' })).toBeInTheDocument();
    expect(shownNames()).toEqual(['Message from Simran Gill']);
    expect(filters.getByRole('link', { name: 'Handled' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText(/by meera@example\.in$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark not handled' })).toBeInTheDocument();

    await user.click(filters.getByRole('link', { name: 'All' }));
    await waitFor(() =>
      expect(shownNames()).toEqual(['Message from Harleen Kaur', 'Message from Simran Gill']),
    );
    expect(filters.getByRole('link', { name: 'All' })).toHaveAttribute('href', '/admin/messages?handled=all');
    expect(requested(fetchMock)).toEqual([
      `GET ${list}?handled=false`,
      `GET ${list}?handled=true`,
      `GET ${list}`,
    ]);
  });

  it('marks a message handled: it leaves the list to handle', async () => {
    const { user, fetchMock } = renderPage([makeMessage()]);
    const harleen = within(await screen.findByRole('article', { name: 'Message from Harleen Kaur' }));
    expect(harleen.getByText('To handle')).toBeInTheDocument();
    await user.click(harleen.getByRole('button', { name: 'Mark handled' }));
    expect(await screen.findByText('Nothing to handle')).toBeInTheDocument();
    expect(requested(fetchMock)).toContain(`POST ${list}/message-1/handled`);

    await user.click(screen.getByRole('link', { name: 'Handled' }));
    const handled = within(await screen.findByRole('article', { name: 'Message from Harleen Kaur' }));
    expect(handled.getByText('Handled', { selector: 'span' })).toBeInTheDocument();
    expect(handled.getByText(/by meera@example\.in$/)).toBeInTheDocument();
  });

  it('marks a handled message not handled again, and shows a refusal', async () => {
    const { user, fetchMock } = renderPage([handledMessage], ['/admin/messages?handled=true']);
    await user.click(await screen.findByRole('button', { name: 'Mark not handled' }));
    expect(await screen.findByText('No messages')).toBeInTheDocument();
    expect(requested(fetchMock)).toContain(`POST ${list}/message-2/unhandled`);

    await user.click(screen.getByRole('link', { name: 'To handle' }));
    const simran = within(await screen.findByRole('article', { name: 'Message from Simran Gill' }));
    fetchMock.mockImplementationOnce(async () =>
      jsonResponse({ success: false, message: 'Message not found' }, 404),
    );
    await user.click(simran.getByRole('button', { name: 'Mark handled' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Message not found');
  });
});
