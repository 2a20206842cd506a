import { Trans } from '@lingui/react';
import { Link } from 'wouter';
import { SCHOLARSHIPS } from '../../data/scholarships';
import { ROUTES } from '../../config/routes';
import { Card, Container, PageHeading, PageSection } from '../../ui/primitives';
import { Grid } from '../../ui/Prose';
import { factKeys } from '../../data/fact-seeds';
import { SourceNotes } from '../../common/facts/FactNotes';
import { usePageFacts } from '../../common/facts/usePageFacts';
import { useT } from '../../ui/i18n';
import { useRecordText } from '../../ui/recordText';
import type { Message } from '../../config/routes';
import type { Scholarship, ScholarshipPart } from '../../data/scholarships';

const HEAD = {
  title: /*i18n*/ { id: 'scholarships.head.title', message: 'Scholarships' },
  description: /*i18n*/ {
    id: 'scholarships.head.description',
    message: 'Scholarships open to students from Nepal for study in the UK, USA, Australia, Canada and New Zealand, with official links.',
  },
};

const TEXT = {
  lead: /*i18n*/ {
    id: 'scholarships.text.lead',
    message: 'Fully funded government awards and university scholarships open to students from Nepal. Deadlines move every year: check each official page.',
  },
  list: /*i18n*/ { id: 'scholarships.text.list', message: 'Scholarships' },
  covers: /*i18n*/ { id: 'scholarships.text.covers', message: 'Covers:' },
  forNepal: /*i18n*/ { id: 'scholarships.text.forNepal', message: 'For students from Nepal:' },
  when: /*i18n*/ { id: 'scholarships.text.when', message: 'When:' },
};

/** The parts shown as facts: their label, and the scholarship's built-in wording of each. */
const PARTS: readonly [Message, ScholarshipPart, (s: Scholarship) => Message][] = [
  [TEXT.covers, 'covers', (s) => s.covers],
  [TEXT.forNepal, 'for-nepal', (s) => s.forNepal],
  [TEXT.when, 'when', (s) => s.usualOpening],
];

export default function ScholarshipsPage() {
  const { t } = useT();
  const shown = useRecordText();
  const facts = usePageFacts(ROUTES.scholarships);
  return (
    <div data-page="scholarships">
      <PageHeading title={t(HEAD.title)} description={t(HEAD.description)}>
        <p>{t(TEXT.lead)}</p>
      </PageHeading>
      <Container>
        <PageSection>
          <Grid $min="280px" aria-label={t(TEXT.list)}>
            {SCHOLARSHIPS.map((s) => (
              <li key={s.name}>
                <Card as="article" aria-labelledby={`sch-${s.name.replace(/\W+/g, '-')}`}>
                  <h2 id={`sch-${s.name.replace(/\W+/g, '-')}`}>{s.name}</h2>
                  <p>
                    <strong>{t(s.country)}</strong> · {t(s.level)}
                  </p>
                  {PARTS.map(([title, part, seed]) => {
                    const key = factKeys.scholarship(s.name, part);
                    const value = facts.text(key);
                    if (value === undefined) return null;
                    const { text, lang } = shown(value, [seed(s)], facts.get(key)?.ne);
                    return (
                      <p key={part}>
                        <strong>{t(title)}</strong>{' '}
                        <span data-fact={key} lang={lang}>
                          {text}
                        </span>
                      </p>
                    );
                  })}
                  <SourceNotes sources={facts.sources((['covers', 'for-nepal', 'when'] as const).map((part) => factKeys.scholarship(s.name, part)))} />
                </Card>
              </li>
            ))}
          </Grid>
          <p>
            <Trans
              id="scholarships.text.more"
              message="Many universities also list scholarships on their pages: <0>browse universities</0>, or <1>ask a counsellor</1> which you qualify for."
              components={{ 0: <Link href={ROUTES.universities} />, 1: <Link href={ROUTES.consultation} /> }}
            />
          </p>
        </PageSection>
      </Container>
    </div>
  );
}
