import { ROUTES } from '../../config/routes';
import { SITE } from '../../config/site';
import { Container, PageHeading, PageSection } from '../../ui/primitives';
import { LinkButton } from '../../ui/LinkButton';
import { Prose } from '../../ui/Prose';
import { useT } from '../../ui/i18n';

const HEAD = {
  title: /*i18n*/ { id: 'advertise.head.title', message: 'Advertise with Us' },
  description: /*i18n*/ {
    id: 'advertise.head.description',
    message: 'Reach students in Nepal planning to study abroad: featured listings and sponsored articles on {site}.',
  },
};

export default function AdvertisePage() {
  const { t } = useT();
  return (
    <div data-page="advertise">
      <PageHeading title={t(HEAD.title)} description={t(HEAD.description, { site: SITE.name })}>
        <p>Reach students and families across Nepal at the moment they choose where to study.</p>
      </PageHeading>
      <Container>
        <PageSection>
          <Prose>
            <h2>Who we reach</h2>
            <p>
              Students finishing +2 or a bachelor&apos;s degree in Kathmandu, Pokhara, Chitwan, Butwal, Biratnagar and beyond, comparing destinations, tests and
              consultancies.
            </p>
            <h2>What you can book</h2>
            <ul>
              <li>
                <strong>Featured consultancy listing</strong>: a place on our Featured page and at the top of destination pages. Licensed consultancies only: we
                check the MoEST licence.
              </li>
              <li>
                <strong>Sponsored article</strong>: an article on our blog, clearly labelled as sponsored, reviewed for accuracy.
              </li>
              <li>
                <strong>University spotlight</strong>: a profile on the universities page for institutions recruiting in Nepal.
              </li>
            </ul>
            <h2>Our rules</h2>
            <ul>
              <li>Every paid placement is labelled.</li>
              <li>No visa or admission guarantees in any advertisement.</li>
              <li>Our guides and FAQs are never for sale.</li>
            </ul>
            <h2>Get in touch</h2>
            <p>
              Write to <a href={`mailto:${SITE.email}?subject=Advertising`}>{SITE.email}</a> or use the contact form with the subject &quot;Advertising&quot;.
            </p>
            <LinkButton href={ROUTES.contact}>Contact us</LinkButton>
          </Prose>
        </PageSection>
      </Container>
    </div>
  );
}
