import { useLicensingAuthorityText } from '../../common/LicensingAuthority';
import { Trans } from '@lingui/react';
import { ROUTES, type Message } from '../../config/routes';
import { SITE } from '../../config/site';
import { LICENCE_AUTHORITY_FACT } from '../../data/licensing';
import { LICENCE_CHECK_VALID_MONTHS, LICENCE_CHECK_METHODS } from '../../domain/licence';
import { SAMPLE_LABEL_TEXT } from '../../domain/directory';
import { Container, PageHeading, PageSection } from '../../ui/primitives';
import { Prose } from '../../ui/Prose';
import { SourceNote } from '../../common/SourceNote';
import { sourcedOf } from '../../common/facts/sourced';
import { usePageFacts } from '../../common/facts/usePageFacts';
import { useT } from '../../ui/i18n';
import { TextLink } from '../../ui/TextLink';

const HEAD = {
  title: /*i18n*/ { id: 'howWeVerify.head.title', message: 'How we verify consultancies' },
  description: /*i18n*/ {
    id: 'howWeVerify.head.description',
    message:
      "What {site}'s licence badge means, how often the team checks each consultancy's licence, where reviews come from and what happens when you report a problem.",
  },
};

/** The names of the ways of checking (LICENCE_CHECK_METHOD_NAMES, as the admin and the badges write them in English). */
export const METHOD_NAME: Record<(typeof LICENCE_CHECK_METHODS)[number], Message> = {
  register: /*i18n*/ { id: 'howWeVerify.method.register', message: 'Register page' },
  document: /*i18n*/ { id: 'howWeVerify.method.document', message: 'Document seen' },
  phone: /*i18n*/ { id: 'howWeVerify.method.phone', message: 'Phone call' },
};

/** What each way of checking means, in plain words. */
const METHOD_MEANS: Record<(typeof LICENCE_CHECK_METHODS)[number], Message> = {
  register: /*i18n*/ {
    id: 'howWeVerify.means.register',
    message: "we found the licence on the issuing office's own register or list of licensed consultancies",
  },
  document: /*i18n*/ { id: 'howWeVerify.means.document', message: 'we saw the licence certificate itself and compared its number, name and dates' },
  phone: /*i18n*/ { id: 'howWeVerify.means.phone', message: 'we called the issuing office, which confirmed the number and the date it is valid until' },
};

const TEXT = {
  whatCheckIs: /*i18n*/ { id: 'howWeVerify.text.whatCheckIs', message: 'What a licence check is' },
  whatCheckIsBody: /*i18n*/ {
    id: 'howWeVerify.text.whatCheckIsBody',
    message:
      'An educational consultancy in Nepal needs a government licence to advise students on studying abroad. For each consultancy, our team records its licence number, the office that issued it and the last day it is valid. Then we check that record in one of three ways, and write down which one and the day:',
  },
  publicPage: /*i18n*/ {
    id: 'howWeVerify.text.publicPage',
    message: "Where there is a public page for the licence, the consultancy's page links to it, so you can look for yourself.",
  },
  branches: /*i18n*/ {
    id: 'howWeVerify.text.branches',
    message:
      "A branch office may hold a licence of its own. When it does, we record and check it the same way, and the consultancy's page shows its badge beside that branch; a branch without one says so.",
  },
  whoIssues: /*i18n*/ { id: 'howWeVerify.text.whoIssues', message: 'Who issues the licences' },
  howOften: /*i18n*/ { id: 'howWeVerify.text.howOften', message: 'How often we check, and what the badge says' },
  howOftenBody: /*i18n*/ {
    id: 'howWeVerify.text.howOftenBody',
    message:
      "A check counts for {months} months. Before it runs out we check again. Every consultancy's card and page carries a badge that says where its licence stands today:",
  },
  notByHand: /*i18n*/ {
    id: 'howWeVerify.text.notByHand',
    message:
      'Nobody can switch the badge on by hand: it follows from the licence record and the dates in it. Listings marked "{label}" are invented examples of how the directory works; they are never verified, and a booking made from one reaches our own counsellors.',
  },
  notAdvice: /*i18n*/ {
    id: 'howWeVerify.text.notAdvice',
    message:
      'A checked licence means the business is registered and can be held to account. It does not mean its advice is good: get every fee in writing, and never hand over original documents without a receipt.',
  },
  reviews: /*i18n*/ { id: 'howWeVerify.text.reviews', message: 'Where reviews come from' },
  reviewsBody: /*i18n*/ {
    id: 'howWeVerify.text.reviewsBody',
    message:
      "Only a student who booked a consultation through {site} can review the consultancy they booked with, once the booking is closed, and only once per booking. Each review shows the student's first name and the month. Our team reads every review before it is published: we reject ones that are abusive, name private people or are not about the student's own experience, and we can hide a published review later. The rating you see is the average of the published reviews, with how many there are.",
  },
  reports: /*i18n*/ { id: 'howWeVerify.text.reports', message: 'What happens when you report a problem' },
  reportsBody: /*i18n*/ {
    id: 'howWeVerify.text.reportsBody',
    message:
      "Every consultancy's page lets you report a problem: what happened, and, if you like, your contact details and evidence such as a receipt or a screenshot. Only our team sees a report and its evidence. We read each one, look into it, and mark it resolved or dismissed; if you left contact details we may ask you for more. When we confirm a serious problem, we can put a notice on the consultancy's page.",
  },
};

/** /how-we-verify: what a licence check is, how often it is made, where reviews come from, what happens to a report. */
export default function HowWeVerifyPage() {
  const { t, digits } = useT();
  const facts = usePageFacts(ROUTES.howWeVerify);
  const authority = facts.get(LICENCE_AUTHORITY_FACT);
  const authorityText = useLicensingAuthorityText();
  const authorityShown = authority && authority.value.kind === 'text' ? authorityText(authority.value.text, authority.ne) : null;
  const months = digits(LICENCE_CHECK_VALID_MONTHS);
  return (
    <div data-page="how-we-verify">
      <PageHeading title={t(HEAD.title)} description={t(HEAD.description, { site: SITE.name })} />
      <Container>
        <PageSection>
          <Prose>
            <h2>{t(TEXT.whatCheckIs)}</h2>
            <p>{t(TEXT.whatCheckIsBody)}</p>
            <ul>
              {LICENCE_CHECK_METHODS.map((m) => (
                <li key={m}>
                  <Trans
                    id="howWeVerify.method.item"
                    message="<0>{name}</0>: {means}."
                    values={{ name: t(METHOD_NAME[m]), means: t(METHOD_MEANS[m]) }}
                    components={{ 0: <strong /> }}
                  />
                </li>
              ))}
            </ul>
            <p>{t(TEXT.publicPage)}</p>
            <p>{t(TEXT.branches)}</p>

            <h2>{t(TEXT.whoIssues)}</h2>
            {authority && authorityShown ? (
              <div data-part="licensing-authority">
                <p lang={authorityShown.lang}>{authorityShown.text}</p>
                <SourceNote fact={sourcedOf(authority)} />
              </div>
            ) : null}

            <h2>{t(TEXT.howOften)}</h2>
            <p>{t(TEXT.howOftenBody, { months })}</p>
            <ul>
              <li>
                <Trans
                  id="howWeVerify.badge.checked"
                  message="<0>Licence checked on (a day) with (an office)</0>: we checked the licence within the last {months} months and it has not expired. Only these consultancies count as verified."
                  values={{ months }}
                  components={{ 0: <strong /> }}
                />
              </li>
              <li>
                <Trans
                  id="howWeVerify.badge.expired"
                  message="<0>Licence expired on (a day)</0>: the last day of the licence we recorded has passed. Ask the consultancy for its renewed licence before you pay anything."
                  components={{ 0: <strong /> }}
                />
              </li>
              <li>
                <Trans
                  id="howWeVerify.badge.notChecked"
                  message="<0>Licence not checked</0>: we have no licence on record, or our last check is more than {months} months old."
                  values={{ months }}
                  components={{ 0: <strong /> }}
                />
              </li>
            </ul>
            <p>{t(TEXT.notByHand, { label: t(SAMPLE_LABEL_TEXT) })}</p>
            <p>{t(TEXT.notAdvice)}</p>

            <h2>{t(TEXT.reviews)}</h2>
            <p>{t(TEXT.reviewsBody, { site: SITE.name })}</p>

            <h2>{t(TEXT.reports)}</h2>
            <p>{t(TEXT.reportsBody)}</p>
            <p>
              <Trans id="howWeVerify.text.contact" message="For anything else, <0>contact us</0>." components={{ 0: <TextLink href={ROUTES.contact} /> }} />
            </p>
          </Prose>
        </PageSection>
      </Container>
    </div>
  );
}
