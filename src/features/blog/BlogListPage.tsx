import { Link } from 'wouter';
import styled from 'styled-components';
import { paths } from '../../config/routes';
import { Card, Container, PageHeading, PageSection } from '../../ui/primitives';
import { Grid } from '../../ui/Prose';
import { EmptyState, ErrorState, LoadingState, useRead } from '../../common/Remote';
import { Pagination, useQueryState } from '../../common/listKit';
import { readingMinutes } from '../../common/format';
import { blogPageRead, pageFrom } from '../../common/firstData';
import { BLOG_PAGE_SIZE } from '../../config/constants';
import { mediaSrcSet } from '../../domain/images';
import { useT } from '../../ui/i18n';
import { articleText } from '../../domain/articleText';
import { PAGER_TEXT } from '../../data/catalogueText';
import { Byline } from './Byline';
import { BLOG_TEXT as TEXT } from './text';

const HEAD = {
  title: /*i18n*/ { id: 'blog.head.title', message: 'Blog' },
  description: /*i18n*/ {
    id: 'blog.head.description',
    message: 'Articles for students in Nepal about studying abroad: visas, tests, costs, scholarships and life abroad.',
  },
};

export const DEFAULT_COVER = '/images/default-cover.svg';
/**
 * Covers that can be in the first screen (a row of three on a wide screen, one and a part of the next
 * on a phone): any of them can be the largest paint, so none of them waits for lazy loading.
 */
const FIRST_SCREEN_COVERS = 3;

const Post = styled(Card)`
  padding: 0;
  overflow: hidden;
  height: 100%;
  img {
    width: 100%;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    display: block;
    background: ${({ theme }) => theme.colors.primaryLight};
  }
  div {
    padding: ${({ theme }) => theme.space.md};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** A cover image; `priority` for one that is likely the largest thing in the first screen. */
export function Cover({
  src,
  alt,
  priority = false,
  sizes = '(max-width: 720px) 100vw, 400px',
}: {
  src: string;
  alt: string;
  priority?: boolean;
  sizes?: string;
}) {
  const srcSet = mediaSrcSet(src);
  return (
    <img
      src={src || DEFAULT_COVER}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      onError={(e) => {
        if (!e.currentTarget.src.endsWith(DEFAULT_COVER)) {
          e.currentTarget.removeAttribute('srcset');
          e.currentTarget.src = DEFAULT_COVER;
        }
      }}
    />
  );
}

export default function BlogListPage() {
  const { t, locale } = useT();
  const { params, set } = useQueryState();
  const page = pageFrom(params);
  const { state, retry } = useRead(blogPageRead(page));
  return (
    <div data-page="blog">
      <PageHeading title={t(HEAD.title)} description={t(HEAD.description)}>
        <p>{t(TEXT.lead)}</p>
      </PageHeading>
      <Container>
        <PageSection>
          {state.status === 'loading' && <LoadingState label={t(TEXT.loading)} />}
          {state.status === 'failure' && <ErrorState title={t(TEXT.loadFailed)} error={state.error} onRetry={retry} retryLabel={t(TEXT.tryAgain)} />}
          {state.status === 'success' && state.data.items.length === 0 && <EmptyState>{t(TEXT.empty)}</EmptyState>}
          {state.status === 'success' && state.data.items.length > 0 && (
            <>
              <Grid $min="280px" aria-label={t(TEXT.list)}>
                {state.data.items.map((b, i) => {
                  // Its Nepali version on a Nepali page when it has one; else the English, marked as English.
                  const shown = articleText(b, locale);
                  return (
                    <li key={b.id}>
                      <Post as="article">
                        <Cover src={b.coverImage} alt="" priority={i < FIRST_SCREEN_COVERS} />
                        <div>
                          <h2 lang={shown.lang}>
                            <Link href={paths.blogArticle(b.id)}>{shown.title}</Link>
                          </h2>
                          <p lang={shown.lang}>{shown.excerpt}</p>
                          <small>
                            <Byline author={b.author} publishedAt={b.publishedAt} minutes={readingMinutes(shown.body)} />
                          </small>
                        </div>
                      </Post>
                    </li>
                  );
                })}
              </Grid>
              <Pagination
                page={page}
                total={state.data.total}
                limit={BLOG_PAGE_SIZE}
                onPage={(p) => set({ page: String(p) })}
                label={t(TEXT.pages)}
                text={PAGER_TEXT}
              />
            </>
          )}
        </PageSection>
      </Container>
    </div>
  );
}
