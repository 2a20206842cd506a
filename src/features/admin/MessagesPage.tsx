import { useDocumentTitle } from '../../ui/primitives';

export default function MessagesPage() {
  useDocumentTitle('Messages – Admin');
  return (
    <section data-page="admin-messages">
      <h1>Messages</h1>
    </section>
  );
}
