import { Link, useRoute } from 'wouter';
import styled from 'styled-components';
import { ROUTES } from '../../config/routes';
import { Container, PageHeading, PageSection, useDocumentTitle } from '../../ui/primitives';
import { FactMarkdown } from '../../common/facts/FactMarkdown';
import { ErrorState, LoadingState, useRead } from '../../common/Remote';
import { LinkButton } from '../../ui/LinkButton';
import { readingMinutes } from '../../common/format';
import { useServerStatus } from '../../ui/serverPage';
import { blogArticleFactsRead, blogArticleRead } from '../../common/firstData';
import { Cover } from './BlogListPage';
import { useT } from '../../ui/i18n';
import { articleText } from '../../domain/articleText';
import { useRecordLang } from '../../ui/recordText';
import { Byline } from './Byline';
import { BLOG_TEXT as TEXT } from './text';

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
          <p>{t(TEXT.notFound)}</p>
          <LinkButton href={ROUTES.blog}>{t(TEXT.backToBlog)}</LinkButton>
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
      <h1>{t(TEXT.loadingArticle)}</h1>
      <LoadingState label={t(TEXT.loadingTheArticle)} />
    </Container>
  );
}

export default function BlogArticlePage() {
  const { t, locale } = useT();
  const recordLang = useRecordLang();
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
          <ErrorState title={t(TEXT.articleFailed)} error={state.error} onRetry={retry} retryLabel={t(TEXT.tryAgain)} />
        </Container>
      </div>
    );
  }
  const b = state.data;
  if (b.status !== 'published') return <NotFoundArticle />;
  // The Nepali version on a Nepali page when there is one; else the English as written, marked as English.
  const shown = articleText(b, locale);
  return (
    <div data-page="blog-article">
      <PageHeading title={shown.title} titleLang={shown.lang} description={shown.excerpt}>
        <p>
          <Byline author={b.author} publishedAt={b.publishedAt} minutes={readingMinutes(shown.body)} />
        </p>
      </PageHeading>
      <Container>
        <PageSection>
          <Article aria-labelledby="article-body-label">
            <span id="article-body-label" hidden lang={shown.lang}>
              {shown.title}
            </span>
            <Cover src={b.coverImage} alt={t(TEXT.coverAlt, { title: shown.title })} priority sizes="(max-width: 800px) 100vw, 800px" />
            {shown.lang && (
              <p data-part="not-in-nepali">
                <small>{t(TEXT.notWrittenInNepali)}</small>
              </p>
            )}
            <div lang={shown.lang} data-part="article-body">
              {/* A Nepali version's facts read in Nepali where their records have a current Nepali version. */}
              <FactMarkdown source={shown.body} readKey={blogArticleFactsRead(raw).key} inPageLanguage={locale !== 'en' && !shown.lang} />
            </div>
            {b.tags.length > 0 && (
              <p>
                {t(TEXT.tags)} <span lang={recordLang}>{b.tags.join(', ')}</span>
              </p>
            )}
            <p>
              <Link href={ROUTES.blog}>{t(TEXT.allArticles)}</Link>
            </p>
          </Article>
        </PageSection>
      </Container>
    </div>
  );
}
