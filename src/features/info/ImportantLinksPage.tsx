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

export default function ImportantLinksPage() {
  const { t } = useT();
  return (
    <div data-page="important-links">
      <PageHeading title={t(HEAD.title)} description={t(HEAD.description)}>
        <p>Official sources only. Always check fees and rules on these pages before you pay or apply.</p>
      </PageHeading>
      <Container>
        <PageSection>
          <Prose>
            {IMPORTANT_LINKS.map((g, i) => (
              <section key={g.title} aria-labelledby={`links-${i}`}>
                <h2 id={`links-${i}`}>{g.title}</h2>
                <ul>
                  {g.links.map((l) => (
                    <li key={l.href}>
                      <a href={l.href} target="_blank" rel="noopener noreferrer">
                        {l.name}
                        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                      </a>
                      : {l.description}
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
