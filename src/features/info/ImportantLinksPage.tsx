import { IMPORTANT_LINKS } from '../../data/important-links';
import { Container, PageHeading, PageSection, VisuallyHidden } from '../../ui/primitives';
import { Prose } from '../../ui/Prose';

export default function ImportantLinksPage() {
  return (
    <div data-page="important-links">
      <PageHeading
        title="Important Links"
        description="Official links for students in Nepal: the MoEST NOC portal, student visa pages, English and admission tests, and official study portals."
      >
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
