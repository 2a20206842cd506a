import { useCallback } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import styled from 'styled-components';
import { Button } from '../ui/primitives';
import { useT } from '../ui/i18n';
import type { Message } from '../config/routes';

/** Query-string state for list pages: filters, page and the open detail id live in the URL (linkable). */
export function useQueryState() {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const set = useCallback(
    (changes: Record<string, string | null>, options: { resetPage?: boolean } = {}) => {
      const next = new URLSearchParams(search);
      for (const [k, v] of Object.entries(changes)) {
        if (v === null || v === '') next.delete(k);
        else next.set(k, v);
      }
      if (options.resetPage) next.delete('page');
      const qs = next.toString();
      navigate(qs ? `${location}?${qs}` : location, { replace: true });
    },
    [search, location, navigate],
  );
  return { params, set };
}

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.lg} 0;
`;

const PageLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

/** Pagination's words: "Previous page", "Next page", "Page {page} of {pages}". */
export interface PagerText {
  previous: Message;
  next: Message;
  pageOf: Message;
}

/**
 * Previous and Next around "Page n of m": buttons that call `onPage`, or, given `hrefOf`, links to
 * each page's address (they work before the script has loaded, and without it).
 */
export function Pagination({
  page,
  total,
  limit,
  onPage,
  label,
  hrefOf,
  text,
}: {
  page: number;
  total: number;
  limit: number;
  onPage?: (p: number) => void;
  label: string;
  hrefOf?: (p: number) => string;
  /** Its words as a page written in another language gives them (messages in the page's catalog); English as written without. */
  text?: PagerText;
}) {
  const { t, digits } = useT();
  const pages = Math.max(1, Math.ceil(total / limit));
  if (pages <= 1) return null;
  const previous = text ? t(text.previous) : 'Previous page';
  const next = text ? t(text.next) : 'Next page';
  const pageOf = text ? t(text.pageOf, { page: digits(page), pages: digits(pages) }) : `Page ${page} of ${pages}`;
  if (hrefOf) {
    return (
      <Bar aria-label={label}>
        {page > 1 ? (
          <PageLink href={hrefOf(page - 1)} rel="prev">
            {previous}
          </PageLink>
        ) : (
          <span aria-disabled="true">{previous}</span>
        )}
        <span aria-current="page">{pageOf}</span>
        {page < pages ? (
          <PageLink href={hrefOf(page + 1)} rel="next">
            {next}
          </PageLink>
        ) : (
          <span aria-disabled="true">{next}</span>
        )}
      </Bar>
    );
  }
  return (
    <Bar aria-label={label}>
      <Button type="button" $variant="secondary" disabled={page <= 1} onClick={() => onPage?.(page - 1)}>
        {previous}
      </Button>
      <span aria-current="page">{pageOf}</span>
      <Button type="button" $variant="secondary" disabled={page >= pages} onClick={() => onPage?.(page + 1)}>
        {next}
      </Button>
    </Bar>
  );
}

export const Filters = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 200px), 1fr));
  align-items: end;
  margin-bottom: ${({ theme }) => theme.space.lg};
  label {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
    font-weight: 600;
  }
  .rule {
    grid-column: 1 / -1;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  input,
  select {
    font: inherit;
    min-width: 0;
    min-height: 44px;
    padding: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

export const DetailPanel = styled.section`
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
`;

/** The five destinations plus a few more countries the API may hold. */
export const COUNTRY_OPTIONS = ['Australia', 'Canada', 'USA', 'UK', 'New Zealand', 'Ireland', 'Germany'];
