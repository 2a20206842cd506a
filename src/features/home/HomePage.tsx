import { Suspense, lazy, useEffect, useRef } from 'react';
import { Link } from 'wouter';
import styled from 'styled-components';
import { DESTINATIONS, DESTINATION_COUNTRY_TEXT, EXAMS, EXAM_NAMES } from '../../domain/catalog';
import { ROUTES, paths } from '../../config/routes';
import { SITE, SITE_TEXT } from '../../config/site';
import { useT } from '../../ui/i18n';
import { Button, Card, Container, PageSection, useDocumentTitle } from '../../ui/primitives';
import { useHeader } from '../../common/header/headerShell';
import { Grid } from '../../ui/Prose';
import { LinkButton } from '../../ui/LinkButton';
import { Tile } from './Tile';

const TEXT = {
  description: /*i18n*/ {
    id: 'home.description',
    message:
      '{site} helps students in Nepal choose where and how to study abroad: destinations, exams, universities, courses, consultancies and a free consultation.',
  },
  search: /*i18n*/ { id: 'home.search', message: 'Search consultancies by name, city or destination…' },
  heading: /*i18n*/ { id: 'home.heading', message: 'Study abroad with confidence' },
  lead: /*i18n*/ {
    id: 'home.lead',
    message: 'Compare destinations, tests, universities and licensed consultancies, with costs in rupees and visa steps checked against official sources.',
  },
  bookFree: /*i18n*/ { id: 'home.bookFree', message: 'Book a free consultation' },
  destinations: /*i18n*/ { id: 'home.destinations', message: 'Destinations' },
  destinationTile: /*i18n*/ { id: 'home.destinationTile', message: 'Visa, costs in NPR, intakes' },
  exams: /*i18n*/ { id: 'home.exams', message: 'Exams' },
  examTile: /*i18n*/ { id: 'home.examTile', message: 'Format, scores, test centres' },
  consultancies: /*i18n*/ { id: 'home.consultancies', message: 'Top-rated verified consultancies' },
  allConsultancies: /*i18n*/ { id: 'home.allConsultancies', message: 'See all consultancies' },
  articles: /*i18n*/ { id: 'home.articles', message: 'Latest articles' },
  allArticles: /*i18n*/ { id: 'home.allArticles', message: 'All articles' },
  how: /*i18n*/ { id: 'home.how', message: 'How the free consultation works' },
  step1: /*i18n*/ { id: 'home.step1', message: 'Book online with your destination, study level and a date.' },
  step2: /*i18n*/ { id: 'home.step2', message: 'A counsellor calls or e-mails to confirm the time.' },
  step3: /*i18n*/ { id: 'home.step3', message: 'Talk through courses, costs in NPR, tests, the NOC and the visa.' },
  ready: /*i18n*/ { id: 'home.ready', message: 'Ready to plan?' },
  free: /*i18n*/ { id: 'home.free', message: 'It is free and there is no obligation.' },
  bookYours: /*i18n*/ { id: 'home.bookYours', message: 'Book your free consultation' },
};

const Hero = styled.div`
  background: ${({ theme }) => theme.colors.primaryDark};
  color: #fff;
  padding: ${({ theme }) => theme.space.xxl} 0;
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.hero};
    margin: 0 0 ${({ theme }) => theme.space.md};
  }
  p {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    max-width: 60ch;
  }
`;

const SearchEntry = styled(Button)`
  background: #fff;
  color: ${({ theme }) => theme.colors.text};
  width: min(100%, 36rem);
  justify-content: flex-start;
  font-weight: 400;
  margin: ${({ theme }) => theme.space.md} 0;
`;

/** The id of the home page's search entry (focus comes back to it when the search closes). */
export const HOME_SEARCH_ID = 'home-search-entry';

function SearchButton() {
  const { search, busy } = useHeader();
  const { t } = useT();
  return (
    <SearchEntry {...search.getTriggerProps(HOME_SEARCH_ID)} {...busy} data-part="hero-search">
      {t(TEXT.search)}
    </SearchEntry>
  );
}

/** Resolves once a feed section comes near the viewport; at once on the server (it has no viewport). */
let cameNear: () => void = () => {};
const nearViewport = new Promise<void>((resolve) => (cameNear = resolve));
if (typeof IntersectionObserver === 'undefined') cameNear();

/**
 * Renders its children once the section comes near the viewport: the sections below the fold
 * fetch their data (and load the API client) only when the visitor scrolls towards them. The server
 * renders them with their data at once; the browser keeps that HTML as it is and hydrates it (loading
 * its code) only when it comes near the viewport.
 */
function WhenNearViewport({ children, minHeight }: { children: React.ReactNode; minHeight: number }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!ref.current || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && cameNear(), { rootMargin: '200px' });
    io.observe(ref.current);
    return () => io.disconnect();
  }, []);
  return (
    <div ref={ref}>
      <Suspense fallback={<div style={{ minHeight }} aria-hidden="true" />}>{children}</Suspense>
    </div>
  );
}

const feeds = () => nearViewport.then(() => import('./HomeFeeds'));
const TopConsultancies = lazy(() => feeds().then((m) => ({ default: m.TopConsultancies })));
const LatestArticles = lazy(() => feeds().then((m) => ({ default: m.LatestArticles })));

export default function HomePage() {
  const { t, locale } = useT();
  // The English home page's title is the site's own (name and tagline); another language's names the tagline in it.
  useDocumentTitle(locale === 'en' ? '' : t(SITE_TEXT.tagline), t(TEXT.description, { site: SITE.name }));
  return (
    <div data-page="home">
      <Hero>
        <Container>
          <h1>{t(TEXT.heading)}</h1>
          <p>{t(TEXT.lead)}</p>
          <SearchButton />
          <div>
            <LinkButton href={ROUTES.consultation}>{t(TEXT.bookFree)}</LinkButton>
          </div>
        </Container>
      </Hero>
      <Container>
        <PageSection aria-labelledby="home-destinations">
          <h2 id="home-destinations">{t(TEXT.destinations)}</h2>
          <Grid $min="200px" aria-label={t(TEXT.destinations)}>
            {DESTINATIONS.map((d) => (
              <Tile key={d}>
                <Link href={paths.destination(d)}>
                  <strong>{t(DESTINATION_COUNTRY_TEXT[d])}</strong>
                  <span>{t(TEXT.destinationTile)}</span>
                </Link>
              </Tile>
            ))}
          </Grid>
        </PageSection>
        <PageSection aria-labelledby="home-exams">
          <h2 id="home-exams">{t(TEXT.exams)}</h2>
          <Grid $min="160px" aria-label={t(TEXT.exams)}>
            {EXAMS.map((e) => (
              <Tile key={e}>
                <Link href={paths.exam(e)}>
                  <strong>{EXAM_NAMES[EXAMS.indexOf(e)]}</strong>
                  <span>{t(TEXT.examTile)}</span>
                </Link>
              </Tile>
            ))}
          </Grid>
        </PageSection>
        <PageSection aria-labelledby="home-consultancies">
          <h2 id="home-consultancies">{t(TEXT.consultancies)}</h2>
          <WhenNearViewport minHeight={240}>
            <TopConsultancies />
          </WhenNearViewport>
          <Link href={ROUTES.consultancies}>{t(TEXT.allConsultancies)}</Link>
        </PageSection>
        <PageSection aria-labelledby="home-blog">
          <h2 id="home-blog">{t(TEXT.articles)}</h2>
          <WhenNearViewport minHeight={200}>
            <LatestArticles />
          </WhenNearViewport>
          <Link href={ROUTES.blog}>{t(TEXT.allArticles)}</Link>
        </PageSection>
        <PageSection aria-labelledby="home-how">
          <h2 id="home-how">{t(TEXT.how)}</h2>
          <ol>
            <li>{t(TEXT.step1)}</li>
            <li>{t(TEXT.step2)}</li>
            <li>{t(TEXT.step3)}</li>
          </ol>
          <Card>
            <h3>{t(TEXT.ready)}</h3>
            <p>{t(TEXT.free)}</p>
            <LinkButton href={ROUTES.consultation}>{t(TEXT.bookYours)}</LinkButton>
          </Card>
        </PageSection>
      </Container>
    </div>
  );
}
