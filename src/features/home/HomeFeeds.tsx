import { Link } from 'wouter';
import { ROUTES, paths } from '../../config/routes';
import { ConsultancyList } from '../../common/ConsultancyList';
import { Grid } from '../../ui/Prose';
import { EmptyState, Remote, useRead } from '../../common/Remote';
import { BUILT_IN_DIRECTORY_NOTE, builtInVerifiedConsultancies } from '../../common/useConsultancies';
import { readingMinutes } from '../../common/format';
import { DateText } from '../../common/DateText';
import { Tile } from './Tile';
import { latestArticlesRead, TOP_CONSULTANCIES, topConsultanciesRead } from '../../common/firstData';
import { useT } from '../../ui/i18n';

const TEXT = {
  topLabel: /*i18n*/ { id: 'home.feeds.topLabel', message: 'Top-rated verified consultancies' },
  noVerified: /*i18n*/ { id: 'home.feeds.noVerified', message: 'No verified consultancies yet.' },
  latestLabel: /*i18n*/ { id: 'home.feeds.latestLabel', message: 'Latest articles' },
  minRead: /*i18n*/ { id: 'home.feeds.minRead', message: '{minutes} min read' },
};

/**
 * Top-rated verified consultancies, from the API (seeded from the built-in directory). The built-in
 * directory loads only when the server cannot be reached, so it stays out of the home page's first load.
 */
export function TopConsultancies() {
  const { t } = useT();
  const { state, retry } = useRead(topConsultanciesRead, { fallback: builtInVerifiedConsultancies });
  return (
    <Remote state={state} retry={retry} loading="Loading consultancies…" failure="We could not load the consultancies." fallbackNote={BUILT_IN_DIRECTORY_NOTE}>
      {(items) => <ConsultancyList items={items} limit={TOP_CONSULTANCIES} label={t(TEXT.topLabel)} emptyText={t(TEXT.noVerified)} />}
    </Remote>
  );
}

export function LatestArticles() {
  const { t, locale } = useT();
  const { state, retry } = useRead(latestArticlesRead);
  return (
    <Remote state={state} retry={retry} loading="Loading the latest articles…" failure="We could not load the latest articles.">
      {({ items }) =>
        items.length === 0 ? (
          <EmptyState>
            No articles yet. Read our <Link href={ROUTES.faqs}>FAQs</Link> meanwhile.
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
