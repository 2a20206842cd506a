import { Link } from 'wouter';
import { blogsApi } from '../../api/blogs';
import { ApiError } from '../../api/client';
import { consultanciesApi } from '../../api/consultancies';
import { ROUTES, paths } from '../../config/routes';
import { ConsultancyList } from '../../common/ConsultancyList';
import { Grid } from '../../ui/Prose';
import { EmptyState, ErrorState, LoadingState, useRemote } from '../../common/Remote';
import { formatDate, readingMinutes } from '../../common/format';
import { Tile } from './Tile';
import type { FirstDataRequest } from '../../common/firstData';

/**
 * Top-rated verified consultancies, from the API (seeded from the built-in directory); the directory
 * itself loads only when the API cannot be reached, so it stays out of the home page's first load.
 */
export const topConsultanciesRequest = {
  key: 'top-consultancies',
  load: async (signal: AbortSignal) => {
    try {
      return (await consultanciesApi.list({ verified: true, sort: 'rating', limit: 6 }, signal)).items;
    } catch (e) {
      if (!(e instanceof ApiError) || !['NETWORK', 'TIMEOUT'].includes(e.code)) throw e;
      const { CONSULTANCIES } = await import('../../data/consultancies');
      return CONSULTANCIES.filter((c) => c.verified);
    }
  },
} satisfies FirstDataRequest;

export const latestArticlesRequest = { key: 'latest-articles', load: (signal: AbortSignal) => blogsApi.list({ limit: 3 }, signal) } satisfies FirstDataRequest;

export function TopConsultancies() {
  const { state, retry } = useRemote(topConsultanciesRequest.load, topConsultanciesRequest.key);
  if (state.status === 'loading') return <LoadingState label="Loading consultancies…" />;
  if (state.status === 'failure') return <ErrorState title="We could not load the consultancies." error={state.error} onRetry={retry} />;
  return <ConsultancyList items={state.data} limit={6} label="Top-rated verified consultancies" emptyText="No verified consultancies yet." />;
}

export function LatestArticles() {
  const { state, retry } = useRemote(latestArticlesRequest.load, latestArticlesRequest.key);
  if (state.status === 'loading') return <LoadingState label="Loading the latest articles…" />;
  if (state.status === 'failure') return <ErrorState title="We could not load the latest articles." error={state.error} onRetry={retry} />;
  if (state.data.items.length === 0) return <EmptyState>No articles yet. Read our <Link href={ROUTES.faqs}>FAQs</Link> meanwhile.</EmptyState>;
  return (
    <Grid $min="260px" aria-label="Latest articles">
      {state.data.items.map((b) => (
        <Tile key={b.id}>
          <Link href={paths.blogArticle(b.id)}>
            <strong>{b.title}</strong>
            <span>
              {b.author} · {formatDate(b.publishedAt)} · {readingMinutes(b.body)} min read
            </span>
          </Link>
        </Tile>
      ))}
    </Grid>
  );
}

