import { IMPORTANT_LINKS } from '../../data/important-links';
import { Container, PageHeading, PageSection, VisuallyHidden } from '../../ui/primitives';
import { Prose } from '../../ui/Prose';
import { useT } from '../../ui/i18n';

const HEAD = {
  title: /*i18n*/ { id: 'importantLinks.head.title', message: 'Important Links' },
  description: /*i18n*/ {
    id: 'importantLinks.head.description',
    message: 'Official links for students in Nepal: the MoEST NOC portal, student visa pages, English and admission tests, and official study portals.',
  },
};

const TEXT = {
  lead: /*i18n*/ { id: 'importantLinks.text.lead', message: 'Official sources only. Always check fees and rules on these pages before you pay or apply.' },
  newTab: /*i18n*/ { id: 'importantLinks.text.newTab', message: '(opens in a new tab)' },
};

export default function ImportantLinksPage() {
  const { t } = useT();
  return (
    <div data-page="important-links">
      <PageHeading title={t(HEAD.title)} description={t(HEAD.description)}>
        <p>{t(TEXT.lead)}</p>
      </PageHeading>
      <Container>
        <PageSection>
          <Prose>
            {IMPORTANT_LINKS.map((g, i) => (
              <section key={g.title.id} aria-labelledby={`links-${i}`}>
                <h2 id={`links-${i}`}>{t(g.title)}</h2>
                <ul>
                  {g.links.map((l) => (
                    <li key={l.href}>
                      <a href={l.href} target="_blank" rel="noopener noreferrer">
                        {l.name}
                        <VisuallyHidden> {t(TEXT.newTab)}</VisuallyHidden>
                      </a>
                      : {t(l.description)}
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </Prose>
        </PageSection>
      </Container>
    </div>
  );
}
