import { useState } from 'react';
import { pageOf, visibleRows } from '../../../machines/admin-list/admin-list.machine';
import { reviewsApi } from '../../api/reviews';
import { paths } from '../../config/routes';
import { REVIEW_REASON_MAX, reviewModerationSchema, reviewMonthText, type AdminReview, type ReviewModeration, type ReviewStatus } from '../../domain/review';
import { checkWith } from '../../domain/fieldErrors';
import { Button, useDocumentTitle } from '../../ui/primitives';
import { TextField } from '../../ui/fields';
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
import type { ListSort } from '../../../machines/admin-list/admin-list.machine';
import { PageTop, Reader, Toolbar } from './adminUi';
import { formatTeamTime } from '../../common/format';

export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = { pending: 'Waiting', approved: 'Approved', rejected: 'Rejected', hidden: 'Hidden' };
const STATUS_OPTIONS = [
  { value: '', label: 'All reviews' },
  ...(Object.entries(REVIEW_STATUS_LABELS) as Array<[ReviewStatus, string]>).map(([value, label]) => ({ value, label })),
];

/** /admin/reviews: the moderation queue. Approve, reject with a reason only the team sees, or hide one later. */
export default function ReviewsPage() {
  useDocumentTitle('Reviews – Admin');
  const { snapshot, send } = useAdminList(reviewsApi, { initialFilters: { status: 'pending' } });
  // The server's own order: reviews waiting for a decision oldest first (the queue), the others newest first.
  const reviewsOrder: ListSort = snapshot.context.filters.status === 'pending' ? { key: RECEIVED, direction: 'ascending' } : NEWEST_FIRST;
  const rows = visibleRows<AdminReview>(snapshot.context);
  const { page, totalPages } = pageOf(snapshot.context);
  const [open, setOpen] = useState<AdminReview | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();

  const decide = async (r: AdminReview, decision: ReviewModeration) => {
    try {
      const updated = await reviewsApi.moderate(r.id, decision);
      setOpen(updated);
      setReason('');
      send({
        type: 'ROW_ACTION.DONE',
        announcement: {
          tone: 'success',
          text: `The review by ${r.firstName} of ${r.consultancyName} is now ${REVIEW_STATUS_LABELS[updated.status].toLowerCase()}.`,
        },
      });
    } catch (e) {
      send({ type: 'ROW_ACTION.DONE', announcement: { tone: 'error', text: `Could not update the review: ${(e as Error).message}` } });
    }
  };
  const reject = (r: AdminReview) => {
    const checked = checkWith(reviewModerationSchema, { status: 'rejected', reason });
    if (!checked.ok) return setReasonError(checked.errors.reason);
    setReasonError(undefined);
    void decide(r, checked.data);
  };

  return (
    <section data-page="admin-reviews">
      <PageTop>
        <h1>Reviews</h1>
      </PageTop>
      <p>
        Reviews come only from students whose booking with the consultancy was closed. Approved ones are public, with the student&apos;s first name and the
        month; the rating shown is their mean.
      </p>
      <ListAnnouncement snapshot={snapshot} />
      <Toolbar>
        <ListFilterSelect snapshot={snapshot} send={send} name="status" label="Show" options={STATUS_OPTIONS} />
      </Toolbar>
      <ListLoadState snapshot={snapshot} send={send} loadingLabel="Loading reviews…" />
      <ListTable
        snapshot={snapshot}
        send={send}
        empty={<p>No reviews here.</p>}
        caption={(total) => `Reviews, ${arrivalOrderText(shownSort(snapshot, reviewsOrder))}: ${total}, page ${page} of ${totalPages}`}
        head={
          <ListColumnHeads
            snapshot={snapshot}
            send={send}
            byDefault={reviewsOrder}
            columns={[
              { label: 'Consultancy' },
              { label: 'Rating' },
              { label: 'From' },
              { label: 'Written', sortKey: RECEIVED },
              { label: 'Status' },
              { label: 'Open' },
            ]}
          />
        }
      >
        {rows.map((r) => (
          <tr key={r.id} data-id={r.id} data-highlighted={r.id === open?.id || undefined}>
            <th scope="row">{r.consultancyName}</th>
            <td>{r.rating} of 5</td>
            <td>{r.firstName}</td>
            <td>{formatTeamTime(r.createdAt)}</td>
            <td data-part="status">{REVIEW_STATUS_LABELS[r.status]}</td>
            <td>
              <Button
                type="button"
                $variant="secondary"
                onClick={() => {
                  setOpen(r);
                  setReason('');
                  setReasonError(undefined);
                }}
                aria-expanded={r.id === open?.id}
                aria-label={`Open the review by ${r.firstName} of ${r.consultancyName}`}
              >
                Open
              </Button>
            </td>
          </tr>
        ))}
      </ListTable>
      {open ? (
        <Reader aria-labelledby="review-title" data-part="review">
          <h2 id="review-title">
            {open.rating} of 5 for <a href={paths.consultancy(open.consultancyId)}>{open.consultancyName}</a>
          </h2>
          <p>
            From {open.firstName} (<a href={`mailto:${open.email}`}>{open.email}</a>, booking {open.bookingReference}), {reviewMonthText(open.month)}. Status:{' '}
            <strong data-part="review-status">{REVIEW_STATUS_LABELS[open.status]}</strong>
            {open.reason ? ` (reason, for the team only: ${open.reason})` : ''}
          </p>
          <p className="body">{open.text}</p>
          <div className="actions">
            {open.status !== 'approved' && (
              <Button type="button" onClick={() => decide(open, { status: 'approved' })}>
                Approve
              </Button>
            )}
            {open.status === 'approved' && (
              <Button type="button" $variant="secondary" onClick={() => decide(open, { status: 'hidden' })}>
                Hide
              </Button>
            )}
            <Button type="button" $variant="ghost" onClick={() => setOpen(null)}>
              Close
            </Button>
          </div>
          {open.status === 'pending' && (
            <form
              noValidate
              aria-label="Reject this review"
              onSubmit={(e) => {
                e.preventDefault();
                reject(open);
              }}
            >
              <TextField
                id="review-reason"
                name="reason"
                label="Reason for rejecting (only the team sees it)"
                limit={REVIEW_REASON_MAX}
                value={reason}
                onChange={setReason}
                error={reasonError}
              />
              <Button type="submit" $variant="secondary">
                Reject
              </Button>
            </form>
          )}
        </Reader>
      ) : null}
    </section>
  );
}
