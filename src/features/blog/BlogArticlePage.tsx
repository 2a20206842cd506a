import { Link, useRoute } from 'wouter';
import styled from 'styled-components';
import { ROUTES } from '../../config/routes';
import { Container, PageHeading, PageSection, useDocumentTitle } from '../../ui/primitives';
import { FactMarkdown } from '../../common/facts/FactMarkdown';
import { ErrorState, LoadingState, useRead } from '../../common/Remote';
import { LinkButton } from '../../ui/LinkButton';
import { readingMinutes } from '../../common/format';
import { DateText } from '../../common/DateText';
import { useServerStatus } from '../../ui/serverPage';
import { blogArticleFactsRead, blogArticleRead } from '../../common/firstData';
import { Cover } from './BlogListPage';
import { useT } from '../../ui/i18n';

const HEAD = {
  title: /*i18n*/ { id: 'blogArticle.head.title', message: 'Article' },
  notFound: /*i18n*/ { id: 'blogArticle.head.notFound', message: 'Article not found' },
  notFoundDescription: /*i18n*/ { id: 'blogArticle.head.notFoundDescription', message: 'This article does not exist or is not published.' },
  loading: /*i18n*/ { id: 'blogArticle.head.loading', message: 'Loading article' },
};

const Article = styled.article`
  max-width: 72ch;
  margin: 0 auto;
  img {
    max-width: 100%;
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

function NotFoundArticle() {
  const { t } = useT();
  useServerStatus(404);
  return (
    <div data-page="blog-article-not-found">
      <PageHeading title={t(HEAD.notFound)} description={t(HEAD.notFoundDescription)} />
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
  const { t } = useT();
  useDocumentTitle(t(HEAD.loading));
  return (
    <Container>
      <h1>Loading article…</h1>
      <LoadingState label="Loading the article…" />
    </Container>
  );
}

export default function BlogArticlePage() {
  const { t } = useT();
  const [, params] = useRoute<{ id: string }>(ROUTES.blogArticle);
  const raw = params?.id ?? '';
  const request = blogArticleRead(raw);
  const { valid } = request;
  const { state, retry } = useRead(request);
  if (!valid) return <NotFoundArticle />;
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'failure') {
    if (state.error.code === 'NOT_FOUND') return <NotFoundArticle />;
    return (
      <div data-page="blog-article">
        <PageHeading title={t(HEAD.title)} />
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
          By {b.author} · <DateText value={b.publishedAt} /> · {readingMinutes(b.body)} min read
        </p>
      </PageHeading>
      <Container>
        <PageSection>
          <Article aria-labelledby="article-body-label">
            <span id="article-body-label" hidden>
              {b.title}
            </span>
            <Cover src={b.coverImage} alt={`Cover image for ${b.title}`} priority sizes="(max-width: 800px) 100vw, 800px" />
            <FactMarkdown source={b.body} readKey={blogArticleFactsRead(raw).key} />
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
