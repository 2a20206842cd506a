import { Link } from 'wouter';
import { SCHOLARSHIPS } from '../../data/scholarships';
import { ROUTES } from '../../config/routes';
import { Card, Container, PageHeading, PageSection } from '../../ui/primitives';
import { Grid } from '../../ui/Prose';
import { factKeys } from '../../data/fact-seeds';
import { SourceNotes } from '../../common/facts/FactNotes';
import { usePageFacts } from '../../common/facts/usePageFacts';
import { useT } from '../../ui/i18n';

const HEAD = {
  title: /*i18n*/ { id: 'scholarships.head.title', message: 'Scholarships' },
  description: /*i18n*/ {
    id: 'scholarships.head.description',
    message: 'Scholarships open to students from Nepal for study in the UK, USA, Australia, Canada and New Zealand, with official links.',
  },
};

export default function ScholarshipsPage() {
  const { t } = useT();
  const facts = usePageFacts(ROUTES.scholarships);
  return (
    <div data-page="scholarships">
      <PageHeading title={t(HEAD.title)} description={t(HEAD.description)}>
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
                  {(
                    [
                      ['Covers', 'covers'],
                      ['For students from Nepal', 'for-nepal'],
                      ['When', 'when'],
                    ] as const
                  ).map(([title, part]) => {
                    const key = factKeys.scholarship(s.name, part);
                    const value = facts.text(key);
                    return value === undefined ? null : (
                      <p key={part}>
                        <strong>{title}:</strong> <span data-fact={key}>{value}</span>
                      </p>
                    );
                  })}
                  <SourceNotes sources={facts.sources((['covers', 'for-nepal', 'when'] as const).map((part) => factKeys.scholarship(s.name, part)))} />
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
