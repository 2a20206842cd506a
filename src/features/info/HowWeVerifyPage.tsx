import { Link } from 'wouter';
import { ROUTES } from '../../config/routes';
import { SITE } from '../../config/site';
import { LICENCE_AUTHORITY_FACT } from '../../data/licensing';
import { LICENCE_CHECK_METHOD_NAMES, LICENCE_CHECK_VALID_MONTHS, LICENCE_CHECK_METHODS } from '../../domain/licence';
import { SAMPLE_LABEL } from '../../domain/directory';
import { Container, PageHeading, PageSection } from '../../ui/primitives';
import { Prose } from '../../ui/Prose';
import { SourceNote } from '../../common/SourceNote';
import { sourcedOf } from '../../common/facts/sourced';
import { usePageFacts } from '../../common/facts/usePageFacts';
import { useT } from '../../ui/i18n';

const HEAD = {
  title: /*i18n*/ { id: 'howWeVerify.head.title', message: 'How we verify consultancies' },
  description: /*i18n*/ {
    id: 'howWeVerify.head.description',
    message:
      "What {site}'s licence badge means, how often the team checks each consultancy's licence, where reviews come from and what happens when you report a problem.",
  },
};

/** What each way of checking means, in plain words. */
const METHOD_MEANS: Record<(typeof LICENCE_CHECK_METHODS)[number], string> = {
  register: "we found the licence on the issuing office's own register or list of licensed consultancies",
  document: 'we saw the licence certificate itself and compared its number, name and dates',
  phone: 'we called the issuing office, which confirmed the number and the date it is valid until',
};

/** /how-we-verify: what a licence check is, how often it is made, where reviews come from, what happens to a report. */
export default function HowWeVerifyPage() {
  const { t } = useT();
  const facts = usePageFacts(ROUTES.howWeVerify);
  const authority = facts.get(LICENCE_AUTHORITY_FACT);
  return (
    <div data-page="how-we-verify">
      <PageHeading title={t(HEAD.title)} description={t(HEAD.description, { site: SITE.name })} />
      <Container>
        <PageSection>
          <Prose>
            <h2>What a licence check is</h2>
            <p>
              An educational consultancy in Nepal needs a government licence to advise students on studying abroad. For each consultancy, our team records its
              licence number, the office that issued it and the last day it is valid. Then we check that record in one of three ways, and write down which one
              and the day:
            </p>
            <ul>
              {LICENCE_CHECK_METHODS.map((m) => (
                <li key={m}>
                  <strong>{LICENCE_CHECK_METHOD_NAMES[m]}</strong>: {METHOD_MEANS[m]}.
                </li>
              ))}
            </ul>
            <p>Where there is a public page for the licence, the consultancy&apos;s page links to it, so you can look for yourself.</p>
            <p>
              A branch office may hold a licence of its own. When it does, we record and check it the same way, and the consultancy&apos;s page shows its badge
              beside that branch; a branch without one says so.
            </p>

            <h2>Who issues the licences</h2>
            {authority && authority.value.kind === 'text' ? (
              <div data-part="licensing-authority">
                <p>{authority.value.text}</p>
                <SourceNote fact={sourcedOf(authority)} />
              </div>
            ) : null}

            <h2>How often we check, and what the badge says</h2>
            <p>
              A check counts for {LICENCE_CHECK_VALID_MONTHS} months. Before it runs out we check again. Every consultancy&apos;s card and page carries a badge
              that says where its licence stands today:
            </p>
            <ul>
              <li>
                <strong>Licence checked on (a day) with (an office)</strong>: we checked the licence within the last {LICENCE_CHECK_VALID_MONTHS} months and it
                has not expired. Only these consultancies count as verified.
              </li>
              <li>
                <strong>Licence expired on (a day)</strong>: the last day of the licence we recorded has passed. Ask the consultancy for its renewed licence
                before you pay anything.
              </li>
              <li>
                <strong>Licence not checked</strong>: we have no licence on record, or our last check is more than {LICENCE_CHECK_VALID_MONTHS} months old.
              </li>
            </ul>
            <p>
              Nobody can switch the badge on by hand: it follows from the licence record and the dates in it. Listings marked &quot;{SAMPLE_LABEL}&quot; are
              invented examples of how the directory works; they are never verified, and a booking made from one reaches our own counsellors.
            </p>
            <p>
              A checked licence means the business is registered and can be held to account. It does not mean its advice is good: get every fee in writing, and
              never hand over original documents without a receipt.
            </p>

            <h2>Where reviews come from</h2>
            <p>
              Only a student who booked a consultation through {SITE.name} can review the consultancy they booked with, once the booking is closed, and only
              once per booking. Each review shows the student&apos;s first name and the month. Our team reads every review before it is published: we reject
              ones that are abusive, name private people or are not about the student&apos;s own experience, and we can hide a published review later. The
              rating you see is the average of the published reviews, with how many there are.
            </p>

            <h2>What happens when you report a problem</h2>
            <p>
              Every consultancy&apos;s page lets you report a problem: what happened, and, if you like, your contact details and evidence such as a receipt or a
              screenshot. Only our team sees a report and its evidence. We read each one, look into it, and mark it resolved or dismissed; if you left contact
              details we may ask you for more. When we confirm a serious problem, we can put a notice on the consultancy&apos;s page.
            </p>
            <p>
              For anything else, <Link href={ROUTES.contact}>contact us</Link>.
            </p>
          </Prose>
        </PageSection>
      </Container>
    </div>
  );
}
