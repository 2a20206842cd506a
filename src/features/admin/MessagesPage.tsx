import { useState } from 'react';
import { pageOf, visibleRows } from '../../../machines/admin-list/admin-list.machine';
import { contactApi } from '../../api/contact';
import type { ContactMessage } from '../../domain/contact';
import { Button, useDocumentTitle } from '../../ui/primitives';
import {
  ListAnnouncement,
  ListColumnHeads,
  ListFilterSelect,
  ListLoadState,
  ListTable,
  NEWEST_FIRST,
  RECEIVED,
  arrivalOrderText,
  shownSort,
  useAdminList,
} from './adminList';
import { PageTop, Reader, Toolbar } from './adminUi';
import { formatTeamTime } from '../../common/format';

type ReadFilter = '' | 'false' | 'true';
const READ_OPTIONS: readonly { value: ReadFilter; label: string }[] = [
  { value: '', label: 'All messages' },
  { value: 'false', label: 'Unread' },
  { value: 'true', label: 'Read' },
];

/** /admin/messages: the contact messages; opening one marks it read. */
export default function MessagesPage() {
  useDocumentTitle('Messages – Admin');
  const { snapshot, send } = useAdminList(contactApi, {}, ['read']);
  const filter = (snapshot.context.filters.read ?? '') as ReadFilter;
  const rows = visibleRows<ContactMessage>(snapshot.context);
  const { page, totalPages } = pageOf(snapshot.context);
  const [open, setOpen] = useState<ContactMessage | null>(null);

  const setRead = async (m: ContactMessage, read: boolean) => {
    try {
      const updated = await contactApi.setRead(m.id, read);
      setOpen((o) => (o && o.id === updated.id ? updated : o));
      send({ type: 'ROW_ACTION.DONE', announcement: read ? undefined : { tone: 'success', text: `Marked the message from ${m.name} as unread.` } });
    } catch (e) {
      send({ type: 'ROW_ACTION.DONE', announcement: { tone: 'error', text: `Could not update the message: ${(e as Error).message}` } });
    }
  };

  const openMessage = (m: ContactMessage) => {
    setOpen(m);
    if (!m.read) void setRead(m, true);
  };

  return (
    <section data-page="admin-messages">
      <PageTop>
        <h1>Messages</h1>
      </PageTop>
      <ListAnnouncement snapshot={snapshot} />
      <Toolbar>
        <ListFilterSelect snapshot={snapshot} send={send} name="read" label="Show" options={READ_OPTIONS} />
      </Toolbar>
      <ListLoadState snapshot={snapshot} send={send} loadingLabel="Loading messages…" />
      <ListTable
        snapshot={snapshot}
        send={send}
        empty={<p>{filter === 'false' ? 'No unread messages.' : 'No messages.'}</p>}
        caption={(total) => `Contact messages, ${arrivalOrderText(shownSort(snapshot, NEWEST_FIRST))}: ${total}, page ${page} of ${totalPages}`}
        head={
          <ListColumnHeads
            snapshot={snapshot}
            send={send}
            byDefault={NEWEST_FIRST}
            columns={[{ label: 'Subject' }, { label: 'From' }, { label: 'Received', sortKey: RECEIVED }, { label: 'Read' }, { label: 'Open' }]}
          />
        }
      >
        {rows.map((m) => (
          <tr key={m.id} data-id={m.id} data-highlighted={m.id === open?.id || undefined} style={{ fontWeight: m.read ? 400 : 700 }}>
            <th scope="row">{m.subject}</th>
            <td>{m.name}</td>
            <td>{formatTeamTime(m.createdAt)}</td>
            <td data-part="read">{m.read ? 'Read' : 'Unread'}</td>
            <td>
              <Button
                type="button"
                $variant="secondary"
                onClick={() => openMessage(m)}
                aria-expanded={m.id === open?.id}
                aria-label={`Open message “${m.subject}”`}
              >
                Open
              </Button>
            </td>
          </tr>
        ))}
      </ListTable>
      {open ? (
        <Reader aria-labelledby="message-title" data-part="message">
          <h2 id="message-title">{open.subject}</h2>
          <p>
            From {open.name} (<a href={`mailto:${open.email}`}>{open.email}</a>), {formatTeamTime(open.createdAt)}
          </p>
          <p className="body">{open.message}</p>
          <div className="actions">
            <Button type="button" $variant="secondary" onClick={() => setRead(open, false)}>
              Mark as unread
            </Button>
            <Button type="button" $variant="ghost" onClick={() => setOpen(null)}>
              Close
            </Button>
          </div>
        </Reader>
      ) : null}
    </section>
  );
}
