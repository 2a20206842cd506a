import { Link } from 'wouter';
import { ROUTES } from '../../config/routes';
import { SITE } from '../../config/site';
import { Container, PageHeading, PageSection } from '../../ui/primitives';
import { Prose } from '../../ui/Prose';
import { LicensingAuthority } from '../../common/LicensingAuthority';
import { useT } from '../../ui/i18n';

const HEAD = {
  title: /*i18n*/ { id: 'terms.head.title', message: 'Terms of Use' },
  description: /*i18n*/ {
    id: 'terms.head.description',
    message: 'The terms for using {site}: information only, no visa guarantee, the consultancy directory, bookings and your responsibilities.',
  },
};

export default function TermsPage() {
  const { t } = useT();
  return (
    <div data-page="terms">
      <PageHeading title={t(HEAD.title)} description={t(HEAD.description, { site: SITE.name })} />
      <Container>
        <PageSection>
          <Prose>
            <p>Last updated: November 2026. By using {SITE.name} you agree to these terms.</p>
            <h2>1. Information, not legal advice</h2>
            <p>
              Our guides on visas, costs and tests are checked against official sources and dated. Rules change often: always confirm on the official page
              linked next to each fact before you pay or apply. Nothing on this site is immigration or legal advice.
            </p>
            <h2>2. No guarantee of admission or visa</h2>
            <p>
              Universities decide admission and governments decide visas. Neither we nor any consultancy can guarantee a result; be wary of anyone who does.
            </p>
            <h2>3. The consultancy directory</h2>
            <p>
              Listings are information to help you compare. A listing or a licence badge is not an endorsement: the badge says only that our team checked the
              consultancy&apos;s licence, and when (see <Link href={ROUTES.howWeVerify}>how we verify</Link>). Check that a consultancy holds a current licence
              before paying it. The directory currently contains sample records.
            </p>
            <LicensingAuthority />
            <h2>4. Bookings and messages</h2>
            <p>
              A consultation booking is a request; a counsellor contacts you to confirm. Give accurate details and do not book on someone else&apos;s behalf
              without their consent.
            </p>
            <h2>5. Acceptable use</h2>
            <p>Do not misuse the site: no automated scraping, no attempts to break security, no false information in forms.</p>
            <h2>6. Privacy</h2>
            <p>
              How we handle your data is in our <Link href={ROUTES.privacy}>privacy policy</Link>.
            </p>
            <h2>7. Contact</h2>
            <p>
              Questions about these terms: <a href={`mailto:${SITE.email}`}>{SITE.email}</a>.
            </p>
          </Prose>
        </PageSection>
      </Container>
    </div>
  );
}
