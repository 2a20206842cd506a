import { Suspense, lazy, useEffect, useRef } from 'react';
import { Link } from 'wouter';
import styled from 'styled-components';
import { DESTINATIONS, DESTINATION_COUNTRY, EXAMS, EXAM_NAMES } from '../../domain/catalog';
import { ROUTES, paths } from '../../config/routes';
import { SITE } from '../../config/site';
import { Button, Card, Container, PageSection, useDocumentTitle } from '../../ui/primitives';
import { useHeader } from '../../common/header/headerShell';
import { Grid } from '../../ui/Prose';
import { LinkButton } from '../../ui/LinkButton';
import { Tile } from './Tile';

const Hero = styled.div`
  background: ${({ theme }) => theme.colors.primaryDark};
  color: #fff;
  padding: ${({ theme }) => theme.space.xxl} 0;
  h1 { font-size: ${({ theme }) => theme.fontSizes.hero}; margin: 0 0 ${({ theme }) => theme.space.md}; }
  p { font-size: ${({ theme }) => theme.fontSizes.lg}; max-width: 60ch; }
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
  return (
    <SearchEntry {...search.getTriggerProps(HOME_SEARCH_ID)} {...busy} data-part="hero-search">
      Search consultancies by name, city or destination…
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
  useDocumentTitle('', `${SITE.name} helps students in Nepal choose where and how to study abroad: destinations, exams, universities, courses, consultancies and a free consultation.`);
  return (
    <div data-page="home">
      <Hero>
        <Container>
          <h1>Study abroad with confidence</h1>
          <p>Compare destinations, tests, universities and licensed consultancies, with costs in rupees and visa steps checked against official sources.</p>
          <SearchButton />
          <div>
            <LinkButton href={ROUTES.consultation}>Book a free consultation</LinkButton>
          </div>
        </Container>
      </Hero>
      <Container>
        <PageSection aria-labelledby="home-destinations">
          <h2 id="home-destinations">Destinations</h2>
          <Grid $min="200px" aria-label="Destinations">
            {DESTINATIONS.map((d) => (
              <Tile key={d}>
                <Link href={paths.destination(d)}>
                  <strong>{DESTINATION_COUNTRY[d]}</strong>
                  <span>Visa, costs in NPR, intakes</span>
                </Link>
              </Tile>
            ))}
          </Grid>
        </PageSection>
        <PageSection aria-labelledby="home-exams">
          <h2 id="home-exams">Exams</h2>
          <Grid $min="160px" aria-label="Exams">
            {EXAMS.map((e) => (
              <Tile key={e}>
                <Link href={paths.exam(e)}>
                  <strong>{EXAM_NAMES[EXAMS.indexOf(e)]}</strong>
                  <span>Format, scores, test centres</span>
                </Link>
              </Tile>
            ))}
          </Grid>
        </PageSection>
        <PageSection aria-labelledby="home-consultancies">
          <h2 id="home-consultancies">Top-rated verified consultancies</h2>
          <WhenNearViewport minHeight={240}>
            <TopConsultancies />
          </WhenNearViewport>
          <Link href={ROUTES.consultancies}>See all consultancies</Link>
        </PageSection>
        <PageSection aria-labelledby="home-blog">
          <h2 id="home-blog">Latest articles</h2>
          <WhenNearViewport minHeight={200}>
            <LatestArticles />
          </WhenNearViewport>
          <Link href={ROUTES.blog}>All articles</Link>
        </PageSection>
        <PageSection aria-labelledby="home-how">
          <h2 id="home-how">How the free consultation works</h2>
          <ol>
            <li>Book online with your destination, study level and a date.</li>
            <li>A counsellor calls or e-mails to confirm the time.</li>
            <li>Talk through courses, costs in NPR, tests, the NOC and the visa.</li>
          </ol>
          <Card>
            <h3>Ready to plan?</h3>
            <p>It is free and there is no obligation.</p>
            <LinkButton href={ROUTES.consultation}>Book your free consultation</LinkButton>
          </Card>
        </PageSection>
      </Container>
    </div>
  );
}
