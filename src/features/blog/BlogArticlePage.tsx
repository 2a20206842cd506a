import { Link, useRoute } from 'wouter';
import styled from 'styled-components';
import { blogsApi } from '../../api/blogs';
import { ROUTES } from '../../config/routes';
import { Container, PageHeading, PageSection, useDocumentTitle } from '../../ui/primitives';
import { embeddedFactsRequest, FactMarkdown } from '../../common/facts/FactMarkdown';
import { ErrorState, LoadingState, useRemote } from '../../common/Remote';
import { LinkButton } from '../../ui/LinkButton';
import { formatDate, readingMinutes } from '../../common/format';
import { useServerStatus } from '../../ui/serverPage';
import type { FirstDataPlan } from '../../common/firstData';
import { Cover } from './BlogListPage';

const Article = styled.article`
  max-width: 72ch;
  margin: 0 auto;
  img { max-width: 100%; border-radius: ${({ theme }) => theme.radii.md}; }
`;

function NotFoundArticle() {
  useServerStatus(404);
  return (
    <div data-page="blog-article-not-found">
      <PageHeading title="Article not found" description="This article does not exist or is not published." />
      <Container>
        <PageSection>
          <p>This article does not exist or has not been published.</p>
          <LinkButton href={ROUTES.blog}>Back to the blog</LinkButton>
        </PageSection>
      </Container>
    </div>
  );
}

function Loading() {
  useDocumentTitle('Loading article');
  return (
    <Container>
      <h1>Loading article…</h1>
      <LoadingState label="Loading the article…" />
    </Container>
  );
}

const articleRequest = (raw: string) => {
  const valid = /^[1-9]\d{0,9}$/.test(raw);
  return {
    valid,
    key: `blog-article-${raw}`,
    load: (signal: AbortSignal) => (valid ? blogsApi.get(raw, signal) : Promise.reject(Object.assign(new Error('Not found'), { code: 'NOT_FOUND' }))),
  };
};
/**
 * The facts an article embeds, read in the browser after the article. The server renders the built-in
 * records (the browser's first render matches), and the admins' records replace them once read.
 */
const articleFactsRequest = (raw: string) => embeddedFactsRequest(`blog-article-facts-${raw}`, (signal) => articleRequest(raw).load(signal).then((b) => b.body));

export const firstData: FirstDataPlan = ({ params }) => {
  const request = articleRequest(params.id ?? '');
  return request.valid ? [request] : [];
};

export default function BlogArticlePage() {
  const [, params] = useRoute<{ id: string }>(ROUTES.blogArticle);
  const raw = params?.id ?? '';
  const request = articleRequest(raw);
  const { valid } = request;
  const { state, retry } = useRemote(request.load, request.key);
  if (!valid) return <NotFoundArticle />;
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'failure') {
    if (state.error.code === 'NOT_FOUND') return <NotFoundArticle />;
    return (
      <div data-page="blog-article">
        <PageHeading title="Article" />
        <Container>
          <ErrorState title="We could not load this article." error={state.error} onRetry={retry} />
        </Container>
      </div>
    );
  }
  const b = state.data;
  if (b.status !== 'published') return <NotFoundArticle />;
  return (
    <div data-page="blog-article">
      <PageHeading title={b.title} description={b.excerpt}>
        <p>
          By {b.author} · <time dateTime={b.publishedAt ?? undefined}>{formatDate(b.publishedAt)}</time> · {readingMinutes(b.body)} min read
        </p>
      </PageHeading>
      <Container>
        <PageSection>
          <Article aria-labelledby="article-body-label">
            <span id="article-body-label" hidden>
              {b.title}
            </span>
            <Cover src={b.coverImage} alt={`Cover image for ${b.title}`} priority />
            <FactMarkdown source={b.body} readKey={articleFactsRequest(raw).key} />
            {b.tags.length > 0 && <p>Tags: {b.tags.join(', ')}</p>}
            <p>
              <Link href={ROUTES.blog}>All articles</Link>
            </p>
          </Article>
        </PageSection>
      </Container>
    </div>
  );
}
