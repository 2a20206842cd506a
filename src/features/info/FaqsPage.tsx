import { Link } from 'wouter';
import { Trans } from '@lingui/react';
import { FAQ_FACT_KEYS, FAQ_GROUPS, faqAnswerMarkdown, type Faq } from '../../data/faqs';
import type { Message } from '../../config/routes';
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
import { useRecordText } from '../../ui/recordText';

const HEAD = {
  title: /*i18n*/ { id: 'faqs.head.title', message: 'Frequently Asked Questions' },
  description: /*i18n*/ {
    id: 'faqs.head.description',
    message: 'Answers to the questions Nepali students ask about studying abroad: the NOC, funds, study gaps, visa refusals, costs and work rights.',
  },
};

const TEXT = {
  lead: /*i18n*/ { id: 'faqs.text.lead', message: 'Straight answers to what students in Nepal ask us most.' },
  nocGuide: /*i18n*/ { id: 'faqs.text.nocGuide', message: 'Guide: the No Objection Certificate (NOC)' },
  whenNeeded: /*i18n*/ { id: 'faqs.text.whenNeeded', message: 'When you need it' },
  documents: /*i18n*/ { id: 'faqs.text.documents', message: 'Documents' },
  steps: /*i18n*/ { id: 'faqs.text.steps', message: 'Steps' },
  tips: /*i18n*/ { id: 'faqs.text.tips', message: 'Tips' },
  applyOnPortal: /*i18n*/ { id: 'faqs.text.applyOnPortal', message: 'Apply on the MoEST NOC portal' },
  stillQuestion: /*i18n*/ { id: 'faqs.text.stillQuestion', message: 'Still have a question?' },
};

/** The guide's documents and steps are fact records (in English); an item still worded as built in is shown in the page's language. */
const NOC_ITEMS: readonly Message[] = [...NOC_GUIDE.documents, ...NOC_GUIDE.steps];

function Answer({ faq, lookup }: { faq: Faq; lookup: (key: string) => PageFact | undefined }) {
  const { t } = useT();
  const external = faq.link && /^https?:/.test(faq.link.href);
  // Each rule or figure in an answer is a fact record, shown with its month and source.
  return (
    <>
      <FactMarkdownWith source={faqAnswerMarkdown(faq, t)} lookup={lookup} inPageLanguage />
      {faq.link &&
        (external ? (
          <a href={faq.link.href} target="_blank" rel="noopener noreferrer">
            {t(faq.link.text)}
          </a>
        ) : (
          <Link href={faq.link.href}>{t(faq.link.text)}</Link>
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
  const shown = useRecordText();
  const documentItem = (x: string) => shown(x, NOC_ITEMS, facts.get(factKeys.noc('documents'))?.ne);
  const stepItem = (x: string) => shown(x, NOC_ITEMS, facts.get(factKeys.noc('steps'))?.ne);
  return (
    <div data-page="faqs">
      <PageHeading title={t(HEAD.title)} description={t(HEAD.description)}>
        <p>{t(TEXT.lead)}</p>
      </PageHeading>
      <Container>
        <PageSection>
          {FAQ_GROUPS.map((g, i) => (
            <section key={g.title.id} aria-labelledby={`faq-group-${i}`}>
              <h2 id={`faq-group-${i}`}>{t(g.title)}</h2>
              <Accordion idPrefix={`faq-${i}`} items={g.items.map((f) => ({ id: f.id, title: t(f.question), content: <Answer faq={f} lookup={lookup} /> }))} />
            </section>
          ))}
          <PageSection as="section" aria-labelledby="noc-guide">
            <Prose>
              <h2 id="noc-guide">{t(TEXT.nocGuide)}</h2>
              <p>{t(NOC_GUIDE.what)}</p>
              <h3>{t(TEXT.whenNeeded)}</h3>
              <ul>
                {NOC_GUIDE.whenNeeded.map((x) => (
                  <li key={x.id}>{t(x)}</li>
                ))}
              </ul>
              {documents ? (
                <>
                  <h3>{t(TEXT.documents)}</h3>
                  <ul>
                    {documents.map((x) => (
                      <li key={x} lang={documentItem(x).lang}>
                        {documentItem(x).text}
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
              {steps ? (
                <>
                  <h3>{t(TEXT.steps)}</h3>
                  <ol>
                    {steps.map((x) => (
                      <li key={x} lang={stepItem(x).lang}>
                        {stepItem(x).text}
                      </li>
                    ))}
                  </ol>
                </>
              ) : null}
              <h3>{t(TEXT.tips)}</h3>
              <ul>
                {NOC_GUIDE.tips.map((x) => (
                  <li key={x.id}>{t(x)}</li>
                ))}
              </ul>
              <p>
                <a href={NOC_PORTAL_URL} target="_blank" rel="noopener noreferrer">
                  {t(TEXT.applyOnPortal)}
                </a>
              </p>
              <SourceNotes sources={facts.sources([factKeys.noc('documents'), factKeys.noc('steps')])} />
            </Prose>
          </PageSection>
          <Card>
            <h2>{t(TEXT.stillQuestion)}</h2>
            <p>
              <Trans
                id="faqs.text.stillQuestionLinks"
                message="<0>Book a free consultation</0> or <1>send us a message</1>."
                components={{ 0: <Link href={ROUTES.consultation} />, 1: <Link href={ROUTES.contact} /> }}
              />
            </p>
          </Card>
        </PageSection>
      </Container>
    </div>
  );
}
