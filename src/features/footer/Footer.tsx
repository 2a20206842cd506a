import styled from 'styled-components';
import { Link } from 'wouter';
import { COPYRIGHT_YEAR } from '../../config/constants';
import { FOOTER_LINKS, ROUTES } from '../../config/routes';
import { SITE, SITE_TEXT } from '../../config/site';
import { NOT_SET_TEXT } from '../../data/site-settings';
import { SOCIAL_NETWORKS } from '../../domain/social';
import { telHref, useSiteSettings } from '../../common/facts/useSiteSettings';
import { Container } from '../../ui/primitives';
import { media } from '../../ui/theme';
import { useT } from '../../ui/i18n';

const TEXT = {
  banner: /*i18n*/ { id: 'footer.banner', message: 'Need guidance? Get FREE counseling with our education experts!' },
  bookNow: /*i18n*/ { id: 'footer.bookNow', message: 'Book Now' },
  phone: /*i18n*/ { id: 'footer.phone', message: 'Phone:' },
  email: /*i18n*/ { id: 'footer.email', message: 'E-mail:' },
  social: /*i18n*/ { id: 'footer.social', message: 'Social media' },
  onNetwork: /*i18n*/ { id: 'footer.onNetwork', message: '{site} on {network}' },
  rights: /*i18n*/ { id: 'footer.rights', message: '© {year} {site}. All rights reserved.' },
};

export const FOOTER_BANNER_TEXT = TEXT.banner.message;

const Foot = styled.footer`
  background: ${({ theme }) => theme.colors.footer};
  color: ${({ theme }) => theme.colors.footerText};
  margin-top: ${({ theme }) => theme.space.xxl};
  a {
    color: ${({ theme }) => theme.colors.footerText};
  }
`;

const Banner = styled.div`
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  padding: ${({ theme }) => theme.space.lg} 0;
  > div {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.md};
    align-items: center;
    justify-content: space-between;
  }
  p {
    margin: 0;
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const BookNow = styled(Link)`
  && {
    color: ${({ theme }) => theme.colors.primaryDark};
  }
  background: #fff;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: 700;
  text-decoration: none;
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.xxl} 0 ${({ theme }) => theme.space.xl};
  grid-template-columns: 1fr;
  ${media.sm} {
    grid-template-columns: 1fr 1fr;
  }
  ${media.lg} {
    grid-template-columns: 2fr 1fr 1fr 1fr;
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin: 0 0 ${({ theme }) => theme.space.sm};
    color: #fff;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  /* Each link a 44 by 44 px target (WCAG 2.5.5), easy to tap on a phone. */
  li a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    min-width: 44px;
  }
  address {
    font-style: normal;
  }
`;

const Social = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  && {
    margin-top: ${({ theme }) => theme.space.md};
  }
  a {
    display: inline-flex;
    width: 44px;
    height: 44px;
    align-items: center;
    justify-content: center;
    border-radius: 50%;
    background: rgba(255, 255, 255, 0.12);
  }
`;

const Bottom = styled.div`
  border-top: 1px solid rgba(255, 255, 255, 0.15);
  padding: ${({ theme }) => theme.space.md} 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const SOCIAL_ICONS: Record<string, string> = {
  Facebook: 'M14 8h3V4h-3c-2.8 0-4 1.7-4 4v2H7v4h3v8h4v-8h3l1-4h-4V8.5c0-.3.2-.5.5-.5z',
  Instagram: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-1.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
  X: 'M4 4h4.5l4 5.5L17 4h3l-6 7.5L21 20h-4.5l-4.3-5.9L7 20H4l6.7-8.2z',
  LinkedIn:
    'M5 9h3v11H5zM6.5 4a1.8 1.8 0 1 1 0 3.6 1.8 1.8 0 0 1 0-3.6zM10 9h3v1.6c.5-.9 1.7-1.8 3.4-1.8 3.3 0 3.6 2.1 3.6 4.9V20h-3v-5.6c0-1.4 0-3-1.8-3s-2.2 1.4-2.2 2.9V20h-3z',
  YouTube:
    'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z',
};

/** The footer (Footer in docs/behaviours.md). */
export function Footer() {
  const settings = useSiteSettings();
  const { t, digits } = useT();
  return (
    <Foot data-part="footer">
      <Banner>
        <Container>
          <p>{t(TEXT.banner)}</p>
          <BookNow href={ROUTES.consultation}>{t(TEXT.bookNow)}</BookNow>
        </Container>
      </Banner>
      <Container>
        <Grid>
          <div>
            <h2>{SITE.name}</h2>
            <p>{t(SITE_TEXT.blurb)}</p>
            <address>
              <div>{settings.address}</div>
              <div>
                {t(TEXT.phone)} {settings.phone ? <a href={telHref(settings.phone)}>{settings.phone}</a> : t(NOT_SET_TEXT.phone)}
              </div>
              <div>
                {t(TEXT.email)} {settings.email ? <a href={`mailto:${settings.email}`}>{settings.email}</a> : t(NOT_SET_TEXT.email)}
              </div>
            </address>
            <Social aria-label={t(TEXT.social)}>
              {SOCIAL_NETWORKS.map((network) => (
                <li key={network}>
                  {/* A network whose link is not set yet keeps its placeholder link. */}
                  <a
                    href={settings.social[network] || '#'}
                    aria-label={t(TEXT.onNetwork, { site: SITE.name, network })}
                    rel="noopener"
                    data-placeholder={settings.social[network] ? undefined : ''}
                  >
                    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                      <path d={SOCIAL_ICONS[network]} fill="currentColor" />
                    </svg>
                  </a>
                </li>
              ))}
            </Social>
          </div>
          {FOOTER_LINKS.map(({ heading, links }) => (
            <nav key={heading.id} aria-label={t(heading)}>
              <h2>{t(heading)}</h2>
              <ul>
                {links.map((l) => (
                  <li key={l.href}>
                    {/* The admin area is English only, outside the language's pages (~: from the site's root). */}
                    <Link href={l.href.startsWith(ROUTES.admin) ? `~${l.href}` : l.href}>{t(l.label)}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </Grid>
      </Container>
      <Bottom>
        <Container>{t(TEXT.rights, { year: digits(COPYRIGHT_YEAR), site: SITE.name })}</Container>
      </Bottom>
    </Foot>
  );
}
