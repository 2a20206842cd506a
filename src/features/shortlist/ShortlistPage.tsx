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
import { Trans } from '@lingui/react';
import type { Message } from '../../config/routes';
import { useRecordLang } from '../../ui/recordText';
import { SHORTLIST_TEXT as TEXT } from './text';

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
  { heading: Message; href: (id: number) => string; listed: (ids: number[], signal: AbortSignal) => Promise<{ items: Array<{ id: number }> }> }
> = {
  consultancy: {
    heading: TEXT.consultancies,
    href: paths.consultancy,
    listed: (ids, signal) => consultanciesApi.list({ ids: ids.join(','), limit: ids.length }, signal),
  },
  university: {
    heading: TEXT.universities,
    href: paths.universityDetail,
    listed: (ids, signal) => universitiesApi.list({ ids: ids.join(','), limit: ids.length }, signal),
  },
  course: { heading: TEXT.courses, href: paths.courseDetail, listed: (ids, signal) => coursesApi.list({ ids: ids.join(','), limit: ids.length }, signal) },
};

export const NO_LONGER_LISTED = TEXT.noLongerListed.message;

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
  const { t, digits } = useT();
  const recordLang = useRecordLang();
  // The list is read after hydrating (the server cannot know it): until then the page says it is reading.
  const { view, send } = useShortlist({ start: true });
  const { restored, items } = view;
  const check = checkRequest(items);
  const { state } = useRemote(check.load, check.key);
  const listed = state.status === 'success' ? state.data : null;

  return (
    <div data-page="shortlist">
      <PageHeading title={t(HEAD.title)} description={t(HEAD.description)}>
        <p>{t(TEXT.lead)}</p>
      </PageHeading>
      <Container>
        <PageSection aria-label={t(TEXT.savedItems)}>
          {!restored && <p role="status">{t(TEXT.reading)}</p>}
          {restored && items.length === 0 && (
            <EmptyState>
              <Trans
                id={TEXT.empty.id}
                message={TEXT.empty.message}
                components={{ 0: <Link href={ROUTES.consultancies} />, 1: <Link href={ROUTES.universities} />, 2: <Link href={ROUTES.courses} /> }}
              />
            </EmptyState>
          )}
          {restored && items.length > 0 && (
            <>
              <p role="status" data-part="shortlist-total">
                {items.length === 1 ? t(TEXT.totalOne) : t(TEXT.totalMany, { count: digits(items.length) })}
              </p>
              {state.status === 'failure' && (
                <p data-part="check-failed">
                  {t(TEXT.checkFailed)} <span lang={recordLang}>{state.error.message}</span>
                </p>
              )}
              {SHORTLIST_KINDS.map((kind) => {
                const group = items.filter((i) => i.kind === kind);
                if (group.length === 0) return null;
                const headingId = `shortlist-${kind}`;
                return (
                  <Group key={kind} aria-labelledby={headingId} data-kind={kind}>
                    <h2 id={headingId}>{t(TEXT.group, { heading: t(KINDS[kind].heading), count: digits(group.length) })}</h2>
                    <ul>
                      {group.map((i) => {
                        const gone = listed !== null && !listed[kind].includes(i.id);
                        return (
                          <li key={i.id} data-part="shortlist-item">
                            {gone ? (
                              <span>
                                <span lang={kind === 'course' ? recordLang : undefined}>{i.name}</span> <span data-part="gone">({t(TEXT.noLongerListed)})</span>
                              </span>
                            ) : (
                              <Link href={KINDS[kind].href(i.id)} lang={kind === 'course' ? recordLang : undefined}>
                                {i.name}
                              </Link>
                            )}
                            <Button
                              type="button"
                              $variant="secondary"
                              aria-label={t(TEXT.removeName, { name: i.name })}
                              onClick={() => send({ type: 'ITEM.REMOVE', kind, id: i.id })}
                            >
                              {t(TEXT.remove)}
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
