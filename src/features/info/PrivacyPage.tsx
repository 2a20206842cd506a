import { SITE } from '../../config/site';
import { Container, PageHeading, PageSection } from '../../ui/primitives';
import { Prose } from '../../ui/Prose';
import { useT } from '../../ui/i18n';

const HEAD = {
  title: /*i18n*/ { id: 'privacy.head.title', message: 'Privacy Policy' },
  description: /*i18n*/ {
    id: 'privacy.head.description',
    message: 'What {site} collects through the consultation booking and contact forms, why, how long we keep it and your rights.',
  },
};

export default function PrivacyPage() {
  const { t } = useT();
  return (
    <div data-page="privacy">
      <PageHeading title={t(HEAD.title)} description={t(HEAD.description, { site: SITE.name })} />
      <Container>
        <PageSection>
          <Prose>
            <p>Last updated: November 2026.</p>
            <h2>What the booking form collects and why</h2>
            <ul>
              <li>
                <strong>Full name, e-mail and phone number</strong>: so a counsellor can contact you to confirm the consultation.
              </li>
              <li>
                <strong>Preferred destination and study level</strong>: so we match you with a counsellor who knows that country and level.
              </li>
              <li>
                <strong>Preferred date</strong>: to schedule the consultation.
              </li>
              <li>
                <strong>Message</strong> (optional): anything you want the counsellor to know beforehand.
              </li>
              <li>
                <strong>The consultancy</strong>, when you booked from a consultancy&apos;s page: so the booking reaches that consultancy.
              </li>
            </ul>
            <h2>What the contact form collects</h2>
            <p>Your name, e-mail, subject and message, only to answer you.</p>
            <h2>Data kept in your browser</h2>
            <p>
              While you fill in the booking form, its contents are saved in your browser&apos;s session storage so that a reload or a failed send does not lose
              them. They stay on your device, are removed when the booking is sent, and disappear when you close the tab. We set no advertising or tracking
              cookies.
            </p>
            <h2>Who sees your data</h2>
            <p>Our counsellors and administrators, and the consultancy you chose. We do not sell your data or share it for marketing.</p>
            <h2>How long we keep it</h2>
            <p>Bookings and messages are kept for up to 24 months after our last contact with you, then deleted.</p>
            <h2>Your rights</h2>
            <p>
              You can ask to see, correct or delete your data at any time: write to <a href={`mailto:${SITE.email}`}>{SITE.email}</a>.
            </p>
          </Prose>
        </PageSection>
      </Container>
    </div>
  );
}
