import { useState } from 'react';
import styled from 'styled-components';
import { contactApi } from '../../api/contact';
import type { ContactMessage } from '../../domain/contact';
import { Button, Spinner, useDocumentTitle } from '../../ui/primitives';
import { Banner, EmptyState, PageTop, Pager, Table, TableWrap, Toolbar, formatDate } from './adminUi';
import { ADMIN_PAGE_SIZE } from './ResourceListPage';
import { useRemoteList } from './useRemoteList';

const Reader = styled.article`
  margin-top: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space.md};
  h2 { margin-top: 0; overflow-wrap: anywhere; }
  .body { white-space: pre-wrap; overflow-wrap: anywhere; }
  .actions { display: flex; gap: ${({ theme }) => theme.space.sm}; flex-wrap: wrap; }
`;

type ReadFilter = '' | 'false' | 'true';

/** /admin/messages: the contact messages; opening one marks it read. */
export default function MessagesPage() {
  useDocumentTitle('Messages – Admin');
  const [filter, setFilter] = useState<ReadFilter>('');
  const [page, setPage] = useState(1);
  const [reload, setReload] = useState(0);
  const [open, setOpen] = useState<ContactMessage | null>(null);
  const [announcement, setAnnouncement] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const params = { page, limit: ADMIN_PAGE_SIZE, ...(filter ? { read: filter === 'true' } : {}) };
  const { data, loading, error } = useRemoteList<ContactMessage>((signal) => contactApi.list(params, signal), `${JSON.stringify(params)}#${reload}`);
  const totalPages = data ? Math.max(1, Math.ceil(data.total / (data.limit || ADMIN_PAGE_SIZE))) : 1;

  const setRead = async (m: ContactMessage, read: boolean) => {
    try {
      const updated = await contactApi.setRead(m.id, read);
      setOpen((o) => (o && o.id === updated.id ? updated : o));
      if (!read) setAnnouncement({ tone: 'success', text: `Marked the message from ${m.name} as unread.` });
      setReload((r) => r + 1);
    } catch (e) {
      setAnnouncement({ tone: 'error', text: `Could not update the message: ${(e as Error).message}` });
    }
  };

  const openMessage = (m: ContactMessage) => {
    setOpen(m);
    setAnnouncement(null);
    if (!m.read) void setRead(m, true);
  };

  return (
    <section data-page="admin-messages">
      <PageTop>
        <h1>Messages</h1>
      </PageTop>
      <div role="status" aria-live="polite" data-part="announcement">
        {announcement ? <Banner $tone={announcement.tone}>{announcement.text}</Banner> : null}
      </div>
      <Toolbar>
        <label>
          Show
          <select
            aria-label="Show"
            value={filter}
            onChange={(e) => {
              setFilter(e.target.value as ReadFilter);
              setPage(1);
            }}
          >
            <option value="">All messages</option>
            <option value="false">Unread</option>
            <option value="true">Read</option>
          </select>
        </label>
      </Toolbar>
      {error ? (
        <Banner $tone="error" role="alert">
          {error}{' '}
          <Button type="button" $variant="secondary" onClick={() => setReload((r) => r + 1)}>
            Try again
          </Button>
        </Banner>
      ) : null}
      {loading && !data ? <Spinner label="Loading messages…" /> : null}
      {data && data.total === 0 ? (
        <EmptyState data-part="empty">
          <p>{filter === 'false' ? 'No unread messages.' : 'No messages.'}</p>
        </EmptyState>
      ) : null}
      {data && data.total > 0 ? (
        <>
          <TableWrap>
            <Table aria-busy={loading}>
              <caption>
                Contact messages, newest first: {data.total}, page {data.page} of {totalPages}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Subject</th>
                  <th scope="col">From</th>
                  <th scope="col">Received</th>
                  <th scope="col">Read</th>
                  <th scope="col">Open</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((m) => (
                  <tr key={m.id} data-id={m.id} data-highlighted={m.id === open?.id || undefined} style={{ fontWeight: m.read ? 400 : 700 }}>
                    <th scope="row">{m.subject}</th>
                    <td>{m.name}</td>
                    <td>{formatDate(m.createdAt)}</td>
                    <td data-part="read">{m.read ? 'Read' : 'Unread'}</td>
                    <td>
                      <Button type="button" $variant="secondary" onClick={() => openMessage(m)} aria-expanded={m.id === open?.id} aria-label={`Open message “${m.subject}”`}>
                        Open
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableWrap>
          <Pager aria-label="Pagination">
            <Button type="button" $variant="secondary" disabled={page <= 1 || loading} onClick={() => setPage((p) => p - 1)}>
              Previous page
            </Button>
            <span>
              Page {data.page} of {totalPages}
            </span>
            <Button type="button" $variant="secondary" disabled={page >= totalPages || loading} onClick={() => setPage((p) => p + 1)}>
              Next page
            </Button>
          </Pager>
        </>
      ) : null}
      {open ? (
        <Reader aria-labelledby="message-title" data-part="message">
          <h2 id="message-title">{open.subject}</h2>
          <p>
            From {open.name} (<a href={`mailto:${open.email}`}>{open.email}</a>), {formatDate(open.createdAt)}
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
