import { Trans } from '@lingui/react';
import { ROUTES } from '../../config/routes';
import { SITE } from '../../config/site';
import { Container, PageHeading, PageSection } from '../../ui/primitives';
import { Prose } from '../../ui/Prose';
import { LicensingAuthority, useLicensingAuthorityText } from '../../common/LicensingAuthority';
import { useT } from '../../ui/i18n';
import { useDateText } from '../../common/DateText';
import { TextLink, TextAnchor } from '../../ui/TextLink';

const HEAD = {
  title: /*i18n*/ { id: 'terms.head.title', message: 'Terms of Use' },
  description: /*i18n*/ {
    id: 'terms.head.description',
    message: 'The terms for using {site}: information only, no visa guarantee, the consultancy directory, bookings and your responsibilities.',
  },
};

const TEXT = {
  intro: /*i18n*/ { id: 'terms.text.intro', message: 'Last updated: {updated}. By using {site} you agree to these terms.' },
  infoTitle: /*i18n*/ { id: 'terms.text.infoTitle', message: '1. Information, not legal advice' },
  info: /*i18n*/ {
    id: 'terms.text.info',
    message:
      'Our guides on visas, costs and tests are checked against official sources and dated. Rules change often: always confirm on the official page linked next to each fact before you pay or apply. Nothing on this site is immigration or legal advice.',
  },
  noGuaranteeTitle: /*i18n*/ { id: 'terms.text.noGuaranteeTitle', message: '2. No guarantee of admission or visa' },
  noGuarantee: /*i18n*/ {
    id: 'terms.text.noGuarantee',
    message: 'Universities decide admission and governments decide visas. Neither we nor any consultancy can guarantee a result; be wary of anyone who does.',
  },
  directoryTitle: /*i18n*/ { id: 'terms.text.directoryTitle', message: '3. The consultancy directory' },
  bookingsTitle: /*i18n*/ { id: 'terms.text.bookingsTitle', message: '4. Bookings and messages' },
  bookings: /*i18n*/ {
    id: 'terms.text.bookings',
    message:
      "A consultation booking is a request; a counsellor contacts you to confirm. Give accurate details and do not book on someone else's behalf without their consent.",
  },
  useTitle: /*i18n*/ { id: 'terms.text.useTitle', message: '5. Acceptable use' },
  use: /*i18n*/ {
    id: 'terms.text.use',
    message: 'Do not misuse the site: no automated scraping, no attempts to break security, no false information in forms.',
  },
  privacyTitle: /*i18n*/ { id: 'terms.text.privacyTitle', message: '6. Privacy' },
  contactTitle: /*i18n*/ { id: 'terms.text.contactTitle', message: '7. Contact' },
};

/** The month the terms were last updated. */
const UPDATED = '2026-11';

export default function TermsPage() {
  const { t } = useT();
  const date = useDateText();
  const authorityText = useLicensingAuthorityText();
  return (
    <div data-page="terms">
      <PageHeading title={t(HEAD.title)} description={t(HEAD.description, { site: SITE.name })} />
      <Container>
        <PageSection>
          <Prose>
            <p>{t(TEXT.intro, { updated: date(UPDATED), site: SITE.name })}</p>
            <h2>{t(TEXT.infoTitle)}</h2>
            <p>{t(TEXT.info)}</p>
            <h2>{t(TEXT.noGuaranteeTitle)}</h2>
            <p>{t(TEXT.noGuarantee)}</p>
            <h2>{t(TEXT.directoryTitle)}</h2>
            <p>
              <Trans
                id="terms.text.directory"
                message="Listings are information to help you compare. A listing or a licence badge is not an endorsement: the badge says only that our team checked the consultancy's licence, and when (see <0>how we verify</0>). Check that a consultancy holds a current licence before paying it. The directory currently contains sample records."
                components={{ 0: <TextLink href={ROUTES.howWeVerify} /> }}
              />
            </p>
            <LicensingAuthority text={authorityText} />
            <h2>{t(TEXT.bookingsTitle)}</h2>
            <p>{t(TEXT.bookings)}</p>
            <h2>{t(TEXT.useTitle)}</h2>
            <p>{t(TEXT.use)}</p>
            <h2>{t(TEXT.privacyTitle)}</h2>
            <p>
              <Trans
                id="terms.text.privacy"
                message="How we handle your data is in our <0>privacy policy</0>."
                components={{ 0: <TextLink href={ROUTES.privacy} /> }}
              />
            </p>
            <h2>{t(TEXT.contactTitle)}</h2>
            <p>
              <Trans
                id="terms.text.contact"
                message="Questions about these terms: <0>{email}</0>."
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
