import { Link } from 'wouter';
import styled from 'styled-components';
import { blogsApi } from '../../api/blogs';
import { CONSULTANCIES } from '../../data/consultancies';
import { DESTINATION_DETAILS } from '../../data/destinations';
import { EXAM_DETAILS } from '../../data/exams';
import { DESTINATIONS, EXAMS } from '../../domain/catalog';
import { ROUTES, paths } from '../../config/routes';
import { SITE } from '../../config/site';
import { Button, Card, Container, PageSection, useDocumentTitle } from '../../ui/primitives';
import { useHeaderActor } from '../header/useHeaderActor';
import { Grid } from '../info/Prose';
import { EmptyState, ErrorState, LoadingState, useRemote } from '../info/Remote';
import { LinkButton } from '../info/LinkButton';
import { ConsultancyList } from '../destinations/ConsultancyList';
import { formatDate, readingMinutes } from '../blog/format';

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

const Tile = styled.li`
  a {
    display: block;
    padding: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    text-decoration: none;
    min-height: 44px;
  }
  strong { display: block; color: ${({ theme }) => theme.colors.primaryDark}; }
  span { color: ${({ theme }) => theme.colors.muted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
`;

function SearchButton() {
  const header = useHeaderActor();
  return (
    <SearchEntry type="button" onClick={() => header.send({ type: 'SEARCH_BUTTON.CLICK' })} data-part="hero-search">
      Search for consultancies, universities, or services...
    </SearchEntry>
  );
}

function LatestArticles() {
  const { state, retry } = useRemote((signal) => blogsApi.list({ limit: 3 }, signal), 'latest');
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

export default function HomePage() {
  useDocumentTitle('', `${SITE.name} helps students in Nepal choose where and how to study abroad: destinations, exams, universities, courses, consultancies and a free consultation.`);
  const verified = CONSULTANCIES.filter((c) => c.verified);
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
                  <strong>{DESTINATION_DETAILS[d].country}</strong>
                  <span>{DESTINATION_DETAILS[d].intakes.main}</span>
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
                  <strong>{EXAM_DETAILS[e].name}</strong>
                  <span>{EXAM_DETAILS[e].totalTime}</span>
                </Link>
              </Tile>
            ))}
          </Grid>
        </PageSection>
        <PageSection aria-labelledby="home-consultancies">
          <h2 id="home-consultancies">Top-rated verified consultancies</h2>
          <ConsultancyList items={verified} limit={6} label="Top-rated verified consultancies" emptyText="No verified consultancies yet." />
          <Link href={ROUTES.consultancies}>See all consultancies</Link>
        </PageSection>
        <PageSection aria-labelledby="home-blog">
          <h2 id="home-blog">Latest articles</h2>
          <LatestArticles />
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
