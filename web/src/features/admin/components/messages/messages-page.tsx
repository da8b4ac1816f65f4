import type { AdminContactMessage } from '@shahi/contract/schemas';
import { useContactMessages } from '#web/features/admin/api/contact-messages/get-contact-messages.ts';
import { useMarkMessage } from '#web/features/admin/api/contact-messages/mark-contact-message.ts';
import { type Inbox, InboxPage } from '#web/features/admin/components/inbox/inbox-page.tsx';
import { MessageCard } from './message-card.tsx';

const messagesInbox: Inbox<AdminContactMessage> = {
  title: 'Messages',
  path: '/admin/messages',
  noun: 'messages',
  param: 'handled',
  filters: [
    { value: 'false', label: 'To handle', empty: 'Nothing to handle' },
    { value: 'true', label: 'Handled' },
    { value: '', label: 'All' },
  ],
  defaultFilter: 'false',
  useList: useContactMessages,
};

/** Messages sent through /contact, newest first: to handle (default), handled, or all; mark handled or not. */
export function MessagesPage() {
  const mark = useMarkMessage();
  return (
    <InboxPage
      inbox={messagesInbox}
      change={mark}
      changeFailure="The message could not be changed."
      renderItem={(message, { busy }) => (
        <MessageCard
          message={message}
          busy={busy}
          onMark={(value) => mark.mutate({ id: message._id, handled: value })}
        />
      )}
    />
  );
}
