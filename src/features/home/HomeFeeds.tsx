import { Link } from 'wouter';
import { ROUTES, paths } from '../../config/routes';
import { ConsultancyList } from '../../common/ConsultancyList';
import { Grid } from '../../ui/Prose';
import { EmptyState, Remote, useRead } from '../../common/Remote';
import { BUILT_IN_DIRECTORY_TEXT, builtInVerifiedConsultancies } from '../../common/useConsultancies';
import { readingMinutes } from '../../common/format';
import { DateText } from '../../common/DateText';
import { Tile } from './Tile';
import { latestArticlesRead, TOP_CONSULTANCIES, topConsultanciesRead } from '../../common/firstData';
import { useT } from '../../ui/i18n';
import { Trans } from '@lingui/react';

const TEXT = {
  topLabel: /*i18n*/ { id: 'home.feeds.topLabel', message: 'Top-rated verified consultancies' },
  noVerified: /*i18n*/ { id: 'home.feeds.noVerified', message: 'No verified consultancies yet.' },
  latestLabel: /*i18n*/ { id: 'home.feeds.latestLabel', message: 'Latest articles' },
  minRead: /*i18n*/ { id: 'home.feeds.minRead', message: '{minutes} min read' },
  loadingConsultancies: /*i18n*/ { id: 'home.feeds.loadingConsultancies', message: 'Loading consultancies…' },
  consultanciesFailed: /*i18n*/ { id: 'home.feeds.consultanciesFailed', message: 'We could not load the consultancies.' },
  loadingArticles: /*i18n*/ { id: 'home.feeds.loadingArticles', message: 'Loading the latest articles…' },
  articlesFailed: /*i18n*/ { id: 'home.feeds.articlesFailed', message: 'We could not load the latest articles.' },
  tryAgain: /*i18n*/ { id: 'home.feeds.tryAgain', message: 'Try again' },
};

/**
 * Top-rated verified consultancies, from the API (seeded from the built-in directory). The built-in
 * directory loads only when the server cannot be reached, so it stays out of the home page's first load.
 */
export function TopConsultancies() {
  const { t } = useT();
  const { state, retry } = useRead(topConsultanciesRead, { fallback: builtInVerifiedConsultancies });
  return (
    <Remote
      state={state}
      retry={retry}
      loading={t(TEXT.loadingConsultancies)}
      failure={t(TEXT.consultanciesFailed)}
      retryLabel={t(TEXT.tryAgain)}
      fallbackNote={t(BUILT_IN_DIRECTORY_TEXT)}
    >
      {(items) => <ConsultancyList items={items} limit={TOP_CONSULTANCIES} label={t(TEXT.topLabel)} emptyText={t(TEXT.noVerified)} />}
    </Remote>
  );
}

export function LatestArticles() {
  const { t, locale } = useT();
  const { state, retry } = useRead(latestArticlesRead);
  return (
    <Remote state={state} retry={retry} loading={t(TEXT.loadingArticles)} failure={t(TEXT.articlesFailed)} retryLabel={t(TEXT.tryAgain)}>
      {({ items }) =>
        items.length === 0 ? (
          <EmptyState>
            <Trans id="home.feeds.noArticles" message="No articles yet. Read our <0>FAQs</0> meanwhile." components={{ 0: <Link href={ROUTES.faqs} /> }} />
          </EmptyState>
        ) : (
          <Grid $min="260px" aria-label={t(TEXT.latestLabel)}>
            {items.map((b) => {
              // Its Nepali version on the Nepali home page when it has one (as articleText() chooses; inline: the home page's budget).
              const shown = (locale === 'ne' && b.ne) || b;
              return (
                <Tile key={b.id}>
                  <Link href={paths.blogArticle(b.id)}>
                    <strong>{shown.title}</strong>
                    <span>
                      {b.author} · <DateText value={b.publishedAt} /> · {t(TEXT.minRead, { minutes: readingMinutes(shown.body) })}
                    </span>
                  </Link>
                </Tile>
              );
            })}
          </Grid>
        )
      }
    </Remote>
  );
}
