import { ROUTES } from '../../config/routes';
import { SITE } from '../../config/site';
import { Container, PageHeading, PageSection } from '../../ui/primitives';
import { LinkButton } from '../../ui/LinkButton';
import { Prose } from '../../ui/Prose';
import { useT } from '../../ui/i18n';
import { Trans } from '@lingui/react';
import { TextAnchor } from '../../ui/TextLink';

const HEAD = {
  title: /*i18n*/ { id: 'advertise.head.title', message: 'Advertise with Us' },
  description: /*i18n*/ {
    id: 'advertise.head.description',
    message: 'Reach students in Nepal planning to study abroad: featured listings and sponsored articles on {site}.',
  },
};

const TEXT = {
  lead: /*i18n*/ { id: 'advertise.text.lead', message: 'Reach students and families across Nepal at the moment they choose where to study.' },
  whoWeReach: /*i18n*/ { id: 'advertise.text.whoWeReach', message: 'Who we reach' },
  audience: /*i18n*/ {
    id: 'advertise.text.audience',
    message:
      "Students finishing +2 or a bachelor's degree in Kathmandu, Pokhara, Chitwan, Butwal, Biratnagar and beyond, comparing destinations, tests and consultancies.",
  },
  whatYouCanBook: /*i18n*/ { id: 'advertise.text.whatYouCanBook', message: 'What you can book' },
  ourRules: /*i18n*/ { id: 'advertise.text.ourRules', message: 'Our rules' },
  rule1: /*i18n*/ { id: 'advertise.text.rule1', message: 'Every paid placement is labelled.' },
  rule2: /*i18n*/ { id: 'advertise.text.rule2', message: 'No visa or admission guarantees in any advertisement.' },
  rule3: /*i18n*/ { id: 'advertise.text.rule3', message: 'Our guides and FAQs are never for sale.' },
  getInTouch: /*i18n*/ { id: 'advertise.text.getInTouch', message: 'Get in touch' },
  contact: /*i18n*/ { id: 'advertise.text.contact', message: 'Contact us' },
};

export default function AdvertisePage() {
  const { t } = useT();
  return (
    <div data-page="advertise">
      <PageHeading title={t(HEAD.title)} description={t(HEAD.description, { site: SITE.name })}>
        <p>{t(TEXT.lead)}</p>
      </PageHeading>
      <Container>
        <PageSection>
          <Prose>
            <h2>{t(TEXT.whoWeReach)}</h2>
            <p>{t(TEXT.audience)}</p>
            <h2>{t(TEXT.whatYouCanBook)}</h2>
            <ul>
              <li>
                <Trans
                  id="advertise.text.featuredListing"
                  message="<0>Featured consultancy listing</0>: a place on our Featured page and at the top of destination pages. Licensed consultancies only: we check the MoEST licence."
                  components={{ 0: <strong /> }}
                />
              </li>
              <li>
                <Trans
                  id="advertise.text.sponsoredArticle"
                  message="<0>Sponsored article</0>: an article on our blog, clearly labelled as sponsored, reviewed for accuracy."
                  components={{ 0: <strong /> }}
                />
              </li>
              <li>
                <Trans
                  id="advertise.text.universitySpotlight"
                  message="<0>University spotlight</0>: a profile on the universities page for institutions recruiting in Nepal."
                  components={{ 0: <strong /> }}
                />
              </li>
            </ul>
            <h2>{t(TEXT.ourRules)}</h2>
            <ul>
              <li>{t(TEXT.rule1)}</li>
              <li>{t(TEXT.rule2)}</li>
              <li>{t(TEXT.rule3)}</li>
            </ul>
            <h2>{t(TEXT.getInTouch)}</h2>
            <p>
              <Trans
                id="advertise.text.write"
                message='Write to <0>{email}</0> or use the contact form with the subject "Advertising".'
                values={{ email: SITE.email }}
                components={{ 0: <TextAnchor href={`mailto:${SITE.email}?subject=Advertising`} /> }}
              />
            </p>
            <LinkButton href={ROUTES.contact}>{t(TEXT.contact)}</LinkButton>
          </Prose>
        </PageSection>
      </Container>
    </div>
  );
}
