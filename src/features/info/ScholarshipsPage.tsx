import { Link } from 'wouter';
import { SCHOLARSHIPS } from '../../data/scholarships';
import { ROUTES } from '../../config/routes';
import { Card, Container, PageHeading, PageSection } from '../../ui/primitives';
import { Grid } from '../../ui/Prose';
import { SourceNote } from '../../common/SourceNote';

export default function ScholarshipsPage() {
  return (
    <div data-page="scholarships">
      <PageHeading title="Scholarships" description="Scholarships open to students from Nepal for study in the UK, USA, Australia, Canada and New Zealand, with official links.">
        <p>Fully funded government awards and university scholarships open to students from Nepal. Deadlines move every year: check each official page.</p>
      </PageHeading>
      <Container>
        <PageSection>
          <Grid $min="280px" aria-label="Scholarships">
            {SCHOLARSHIPS.map((s) => (
              <li key={s.name}>
                <Card as="article" aria-labelledby={`sch-${s.name.replace(/\W+/g, '-')}`}>
                  <h2 id={`sch-${s.name.replace(/\W+/g, '-')}`}>{s.name}</h2>
                  <p>
                    <strong>{s.country}</strong> · {s.level}
                  </p>
                  <p>
                    <strong>Covers:</strong> {s.covers}
                  </p>
                  <p>
                    <strong>For students from Nepal:</strong> {s.forNepal}
                  </p>
                  <p>
                    <strong>When:</strong> {s.usualOpening}
                  </p>
                  <SourceNote fact={s} />
                </Card>
              </li>
            ))}
          </Grid>
          <p>
            Many universities also list scholarships on their pages: <Link href={`${ROUTES.universities}`}>browse universities</Link>, or{' '}
            <Link href={ROUTES.consultation}>ask a counsellor</Link> which you qualify for.
          </p>
        </PageSection>
      </Container>
    </div>
  );
}
