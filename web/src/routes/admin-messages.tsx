import { MessagesPage } from '#web/features/admin/components/messages/messages-page.tsx';

/** `/admin/messages`. */
export function AdminMessagesRoute() {
  return <MessagesPage />;
}
