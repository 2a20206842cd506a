import { Link } from 'wouter';
import { FAQ_FACT_KEYS, FAQ_GROUPS, faqAnswerMarkdown, type Faq } from '../../data/faqs';
import { faqFactsRead } from '../../common/firstData';
import { FactMarkdownWith, useEmbeddedFacts } from '../../common/facts/FactMarkdown';
import { NOC_GUIDE, NOC_PORTAL_URL } from '../../data/noc';
import { ROUTES } from '../../config/routes';
import { Card, Container, PageHeading, PageSection } from '../../ui/primitives';
import { Accordion } from './Accordion';
import { Prose } from '../../ui/Prose';
import { factKeys } from '../../data/fact-seeds';
import { SourceNotes } from '../../common/facts/FactNotes';
import { usePageFacts, type PageFact } from '../../common/facts/usePageFacts';
import { useT } from '../../ui/i18n';

const HEAD = {
  title: /*i18n*/ { id: 'faqs.head.title', message: 'Frequently Asked Questions' },
  description: /*i18n*/ {
    id: 'faqs.head.description',
    message: 'Answers to the questions Nepali students ask about studying abroad: the NOC, funds, study gaps, visa refusals, costs and work rights.',
  },
};

function Answer({ faq, lookup }: { faq: Faq; lookup: (key: string) => PageFact | undefined }) {
  const external = faq.link && /^https?:/.test(faq.link.href);
  // Each rule or figure in an answer is a fact record, shown with its month and source.
  return (
    <>
      <FactMarkdownWith source={faqAnswerMarkdown(faq)} lookup={lookup} />
      {faq.link &&
        (external ? (
          <a href={faq.link.href} target="_blank" rel="noopener noreferrer">
            {faq.link.text}
          </a>
        ) : (
          <Link href={faq.link.href}>{faq.link.text}</Link>
        ))}
    </>
  );
}

export default function FaqsPage() {
  const { t } = useT();
  const facts = usePageFacts(ROUTES.faqs);
  const lookup = useEmbeddedFacts(FAQ_FACT_KEYS, faqFactsRead.key);
  const documents = facts.list(factKeys.noc('documents'));
  const steps = facts.list(factKeys.noc('steps'));
  return (
    <div data-page="faqs">
      <PageHeading title={t(HEAD.title)} description={t(HEAD.description)}>
        <p>Straight answers to what students in Nepal ask us most.</p>
      </PageHeading>
      <Container>
        <PageSection>
          {FAQ_GROUPS.map((g, i) => (
            <section key={g.title} aria-labelledby={`faq-group-${i}`}>
              <h2 id={`faq-group-${i}`}>{g.title}</h2>
              <Accordion idPrefix={`faq-${i}`} items={g.items.map((f) => ({ id: f.id, title: f.question, content: <Answer faq={f} lookup={lookup} /> }))} />
            </section>
          ))}
          <PageSection as="section" aria-labelledby="noc-guide">
            <Prose>
              <h2 id="noc-guide">Guide: the No Objection Certificate (NOC)</h2>
              <p>{NOC_GUIDE.what}</p>
              <h3>When you need it</h3>
              <ul>
                {NOC_GUIDE.whenNeeded.map((x) => (
                  <li key={x}>{x}</li>
                ))}
              </ul>
              {documents ? (
                <>
                  <h3>Documents</h3>
                  <ul>
                    {documents.map((x) => (
                      <li key={x}>{x}</li>
                    ))}
                  </ul>
                </>
              ) : null}
              {steps ? (
                <>
                  <h3>Steps</h3>
                  <ol>
                    {steps.map((x) => (
                      <li key={x}>{x}</li>
                    ))}
                  </ol>
                </>
              ) : null}
              <h3>Tips</h3>
              <ul>
                {NOC_GUIDE.tips.map((x) => (
                  <li key={x}>{x}</li>
                ))}
              </ul>
              <p>
                <a href={NOC_PORTAL_URL} target="_blank" rel="noopener noreferrer">
                  Apply on the MoEST NOC portal
                </a>
              </p>
              <SourceNotes sources={facts.sources([factKeys.noc('documents'), factKeys.noc('steps')])} />
            </Prose>
          </PageSection>
          <Card>
            <h2>Still have a question?</h2>
            <p>
              <Link href={ROUTES.consultation}>Book a free consultation</Link> or <Link href={ROUTES.contact}>send us a message</Link>.
            </p>
          </Card>
        </PageSection>
      </Container>
    </div>
  );
}
