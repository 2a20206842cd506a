import styled from 'styled-components';
import { Link } from 'wouter';
import type { StoredItem } from '../../../machines/stored-list/stored-list.view';
import { consultanciesApi } from '../../api/consultancies';
import { coursesApi } from '../../api/courses';
import { universitiesApi } from '../../api/universities';
import { ROUTES, paths } from '../../config/routes';
import { Button, Container, PageHeading, PageSection } from '../../ui/primitives';
import { EmptyState, useRemote } from '../../common/Remote';
import { SHORTLIST_KINDS, useShortlist, type ShortlistKind } from '../../common/shortlist/shortlistShell';
import { useT } from '../../ui/i18n';

const HEAD = {
  title: /*i18n*/ { id: 'shortlist.head.title', message: 'My shortlist' },
  description: /*i18n*/ {
    id: 'shortlist.head.description',
    message: 'The consultancies, universities and courses you saved in this browser, without an account.',
  },
};

/** Each kind's heading, where its items open, and how the page asks which of them are still listed. */
const KINDS: Record<
  ShortlistKind,
  { heading: string; href: (id: number) => string; listed: (ids: number[], signal: AbortSignal) => Promise<{ items: Array<{ id: number }> }> }
> = {
  consultancy: {
    heading: 'Consultancies',
    href: paths.consultancy,
    listed: (ids, signal) => consultanciesApi.list({ ids: ids.join(','), limit: ids.length }, signal),
  },
  university: {
    heading: 'Universities',
    href: paths.universityDetail,
    listed: (ids, signal) => universitiesApi.list({ ids: ids.join(','), limit: ids.length }, signal),
  },
  course: { heading: 'Courses', href: paths.courseDetail, listed: (ids, signal) => coursesApi.list({ ids: ids.join(','), limit: ids.length }, signal) },
};

export const NO_LONGER_LISTED = 'no longer listed';

type Listed = Record<ShortlistKind, number[]>;

/** Which saved items are still listed: one request per kind that has any (ids=…). */
const checkRequest = (items: readonly StoredItem[]) => {
  const byKind = Object.fromEntries(SHORTLIST_KINDS.map((k) => [k, items.filter((i) => i.kind === k).map((i) => i.id)])) as Listed;
  return {
    key: `shortlist-check-${SHORTLIST_KINDS.map((k) => `${k}:${byKind[k].join(',')}`).join(';')}`,
    load: async (signal: AbortSignal): Promise<Listed> => {
      const answers = await Promise.all(
        SHORTLIST_KINDS.map((k) => (byKind[k].length ? KINDS[k].listed(byKind[k], signal).then((r) => r.items.map((i) => i.id)) : Promise.resolve([]))),
      );
      return Object.fromEntries(SHORTLIST_KINDS.map((k, n) => [k, answers[n]])) as Listed;
    },
  };
};

const Group = styled.section`
  margin-bottom: ${({ theme }) => theme.space.lg};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    padding: ${({ theme }) => theme.space.xs} 0;
  }
  li > :first-child {
    margin-right: auto;
    font-weight: 600;
  }
  [data-part='gone'] {
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 400;
    font-style: italic;
  }
`;

/** /shortlist: what the visitor saved in this browser, grouped by kind, each removable. */
export default function ShortlistPage() {
  const { t } = useT();
  // The list is read after hydrating (the server cannot know it): until then the page says it is reading.
  const { view, send } = useShortlist({ start: true });
  const { restored, items } = view;
  const check = checkRequest(items);
  const { state } = useRemote(check.load, check.key);
  const listed = state.status === 'success' ? state.data : null;

  return (
    <div data-page="shortlist">
      <PageHeading title={t(HEAD.title)} description={t(HEAD.description)}>
        <p>Kept in this browser only (no account): another browser or device has its own shortlist.</p>
      </PageHeading>
      <Container>
        <PageSection aria-label="Saved items">
          {!restored && <p role="status">Reading your shortlist…</p>}
          {restored && items.length === 0 && (
            <EmptyState>
              Your shortlist is empty. Use the “Save” button on <Link href={ROUTES.consultancies}>consultancies</Link>,{' '}
              <Link href={ROUTES.universities}>universities</Link> and <Link href={ROUTES.courses}>courses</Link> to keep them here.
            </EmptyState>
          )}
          {restored && items.length > 0 && (
            <>
              <p role="status" data-part="shortlist-total">
                {items.length === 1 ? '1 saved item' : `${items.length} saved items`}
              </p>
              {state.status === 'failure' && <p data-part="check-failed">We could not check whether these are still listed: {state.error.message}</p>}
              {SHORTLIST_KINDS.map((kind) => {
                const group = items.filter((i) => i.kind === kind);
                if (group.length === 0) return null;
                const headingId = `shortlist-${kind}`;
                return (
                  <Group key={kind} aria-labelledby={headingId} data-kind={kind}>
                    <h2 id={headingId}>
                      {KINDS[kind].heading} ({group.length})
                    </h2>
                    <ul>
                      {group.map((i) => {
                        const gone = listed !== null && !listed[kind].includes(i.id);
                        return (
                          <li key={i.id} data-part="shortlist-item">
                            {gone ? (
                              <span>
                                {i.name} <span data-part="gone">({NO_LONGER_LISTED})</span>
                              </span>
                            ) : (
                              <Link href={KINDS[kind].href(i.id)}>{i.name}</Link>
                            )}
                            <Button
                              type="button"
                              $variant="secondary"
                              aria-label={`Remove ${i.name} from my shortlist`}
                              onClick={() => send({ type: 'ITEM.REMOVE', kind, id: i.id })}
                            >
                              Remove
                            </Button>
                          </li>
                        );
                      })}
                    </ul>
                  </Group>
                );
              })}
            </>
          )}
        </PageSection>
      </Container>
    </div>
  );
}
