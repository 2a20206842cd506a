import { Trans } from '@lingui/react';
import { SITE } from '../../config/site';
import { Container, PageHeading, PageSection } from '../../ui/primitives';
import { Prose } from '../../ui/Prose';
import { useT } from '../../ui/i18n';
import { useDateText } from '../../common/DateText';
import { TextAnchor } from '../../ui/TextLink';

const HEAD = {
  title: /*i18n*/ { id: 'privacy.head.title', message: 'Privacy Policy' },
  description: /*i18n*/ {
    id: 'privacy.head.description',
    message: 'What {site} collects through the consultation booking and contact forms, why, how long we keep it and your rights.',
  },
};

const TEXT = {
  updated: /*i18n*/ { id: 'privacy.text.updated', message: 'Last updated: {updated}.' },
  bookingForm: /*i18n*/ { id: 'privacy.text.bookingForm', message: 'What the booking form collects and why' },
  contactForm: /*i18n*/ { id: 'privacy.text.contactForm', message: 'What the contact form collects' },
  contactFormBody: /*i18n*/ { id: 'privacy.text.contactFormBody', message: 'Your name, e-mail, subject and message, only to answer you.' },
  browser: /*i18n*/ { id: 'privacy.text.browser', message: 'Data kept in your browser' },
  browserBody: /*i18n*/ {
    id: 'privacy.text.browserBody',
    message:
      "While you fill in the booking form, its contents are saved in your browser's session storage so that a reload or a failed send does not lose them. They stay on your device, are removed when the booking is sent, and disappear when you close the tab. We set no advertising or tracking cookies.",
  },
  whoSees: /*i18n*/ { id: 'privacy.text.whoSees', message: 'Who sees your data' },
  whoSeesBody: /*i18n*/ {
    id: 'privacy.text.whoSeesBody',
    message: 'Our counsellors and administrators, and the consultancy you chose. We do not sell your data or share it for marketing.',
  },
  howLong: /*i18n*/ { id: 'privacy.text.howLong', message: 'How long we keep it' },
  howLongBody: /*i18n*/ {
    id: 'privacy.text.howLongBody',
    message: 'Bookings and messages are kept for up to 24 months after our last contact with you, then deleted.',
  },
  rights: /*i18n*/ { id: 'privacy.text.rights', message: 'Your rights' },
};

/** What the booking form collects, each with why: the field's name in <0>…</0>. */
const BOOKING_FIELDS = [
  /*i18n*/ { id: 'privacy.field.contact', message: '<0>Full name, e-mail and phone number</0>: so a counsellor can contact you to confirm the consultation.' },
  /*i18n*/ {
    id: 'privacy.field.destination',
    message: '<0>Preferred destination and study level</0>: so we match you with a counsellor who knows that country and level.',
  },
  /*i18n*/ { id: 'privacy.field.date', message: '<0>Preferred date</0>: to schedule the consultation.' },
  /*i18n*/ { id: 'privacy.field.message', message: '<0>Message</0> (optional): anything you want the counsellor to know beforehand.' },
  /*i18n*/ {
    id: 'privacy.field.consultancy',
    message: "<0>The consultancy</0>, when you booked from a consultancy's page: so the booking reaches that consultancy.",
  },
];

/** The month the policy was last updated. */
const UPDATED = '2026-11';

export default function PrivacyPage() {
  const { t } = useT();
  const date = useDateText();
  return (
    <div data-page="privacy">
      <PageHeading title={t(HEAD.title)} description={t(HEAD.description, { site: SITE.name })} />
      <Container>
        <PageSection>
          <Prose>
            <p>{t(TEXT.updated, { updated: date(UPDATED) })}</p>
            <h2>{t(TEXT.bookingForm)}</h2>
            <ul>
              {BOOKING_FIELDS.map((m) => (
                <li key={m.id}>
                  <Trans id={m.id} message={m.message} components={{ 0: <strong /> }} />
                </li>
              ))}
            </ul>
            <h2>{t(TEXT.contactForm)}</h2>
            <p>{t(TEXT.contactFormBody)}</p>
            <h2>{t(TEXT.browser)}</h2>
            <p>{t(TEXT.browserBody)}</p>
            <h2>{t(TEXT.whoSees)}</h2>
            <p>{t(TEXT.whoSeesBody)}</p>
            <h2>{t(TEXT.howLong)}</h2>
            <p>{t(TEXT.howLongBody)}</p>
            <h2>{t(TEXT.rights)}</h2>
            <p>
              <Trans
                id="privacy.text.rightsBody"
                message="You can ask to see, correct or delete your data at any time: write to <0>{email}</0>."
                values={{ email: SITE.email }}
                components={{ 0: <TextAnchor href={`mailto:${SITE.email}`} /> }}
              />
            </p>
          </Prose>
        </PageSection>
      </Container>
    </div>
  );
}
