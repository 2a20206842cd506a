import type { ComponentType } from 'react';
import styled from 'styled-components';
import { Link, useLocation } from 'wouter';
import { NAV_ITEMS, ROUTES, isNavItemActive } from '../../config/routes';
import { SITE } from '../../config/site';
import { Container } from '../../ui/primitives';
import { media } from '../../ui/theme';
import { HEADER_IDS, useHeader } from '../../common/header/headerShell';
import { ShortlistLink } from '../../common/shortlist/ShortlistLink';
import { useT } from '../../ui/i18n';
import { LanguageSwitch } from './LanguageSwitch';

const TEXT = {
  home: /*i18n*/ { id: 'header.home', message: '{site} home' },
  mainNav: /*i18n*/ { id: 'header.mainNav', message: 'Main' },
  mobileNav: /*i18n*/ { id: 'header.mobileNav', message: 'Mobile' },
  search: /*i18n*/ { id: 'header.search', message: 'Search' },
  book: /*i18n*/ { id: 'header.book', message: 'Book Consultation' },
  bookFree: /*i18n*/ { id: 'header.bookFree', message: 'Book Free Consultation' },
  openMenu: /*i18n*/ { id: 'header.openMenu', message: 'Open menu' },
  closeMenu: /*i18n*/ { id: 'header.closeMenu', message: 'Close menu' },
};

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Row = styled(Container)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: ${({ theme }) => theme.headerHeight};
`;

const Brand = styled(Link)`
  font-weight: 800;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.primaryDark};
  text-decoration: none;
  margin-right: auto;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
`;

const DesktopNav = styled.nav`
  display: none;
  ${media.lg} {
    display: block;
  }
  ul {
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

const NavLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font-weight: 500;
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primaryLight};
    font-weight: 700;
  }
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 44px;
  min-width: 44px;
  justify-content: center;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
`;

const SearchLabel = styled.span`
  display: none;
  ${media.sm} {
    display: inline;
  }
`;

/* The icon follows the toggle's aria-expanded, which the menu's stand-in sets too before the code arrives (earlyMenu.ts). */
const MenuToggle = styled(IconButton)`
  ${media.lg} {
    display: none;
  }
  &[aria-expanded='true'] [data-icon='bars'],
  &[aria-expanded='false'] [data-icon='close'] {
    display: none;
  }
`;

const BookLink = styled(Link)`
  display: none;
  ${media.lg} {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.accent};
    color: #fff;
    font-weight: 700;
    text-decoration: none;
  }
`;

const MobileNav = styled.nav`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  ${media.lg} {
    display: none;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: ${({ theme }) => theme.space.sm} 0;
  }
  li a {
    display: flex;
    width: 100%;
  }
`;

const MobileBook = styled(Link)`
  display: flex;
  justify-content: center;
  align-items: center;
  min-height: 44px;
  margin: ${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accent};
  color: #fff;
  font-weight: 700;
  text-decoration: none;
`;

function SearchIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m20 20-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function MenuIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path data-icon="close" d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      <path data-icon="bars" d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

type ItemProps = Record<string, unknown>;

function NavList({ pathname, itemProps }: { pathname: string; itemProps?: ItemProps }) {
  const { t } = useT();
  return (
    <ul>
      {NAV_ITEMS.map((item) => {
        const active = isNavItemActive(item.href, pathname);
        return (
          <li key={item.href}>
            <NavLink href={item.href} aria-current={active ? 'page' : undefined} data-active={active || undefined} {...itemProps}>
              {t(item.label)}
            </NavLink>
          </li>
        );
      })}
    </ul>
  );
}

/** The header's Search button (busy while a press waits for the header's code). */
function SearchTrigger() {
  const { search, busy } = useHeader();
  const { t } = useT();
  return (
    <IconButton {...search.getTriggerProps(HEADER_IDS.searchButton)} {...busy} aria-label={t(TEXT.search)}>
      <SearchIcon />
      <SearchLabel aria-hidden="true">{t(TEXT.search)}</SearchLabel>
    </IconButton>
  );
}

/** The mobile menu's toggle (busy while a press waits for the header's code). */
function MenuTrigger() {
  const { menu, busy } = useHeader();
  const { t } = useT();
  return (
    <MenuToggle {...menu.getTriggerProps({ open: t(TEXT.closeMenu), closed: t(TEXT.openMenu) })} {...busy}>
      <MenuIcon />
    </MenuToggle>
  );
}

/**
 * The sticky header (Header in docs/behaviours.md): it renders what the widgets' connect layers return
 * (the mobile menu's and the search's prop getters); their state lives in their statecharts.
 * `SearchDialog` is the search dialog, loaded on demand by the app; until its code runs, a press on
 * Search opens its stand-in (EarlySearch.tsx, which the server renders and the page's inline script drives).
 */
export function Header({ SearchDialog }: { SearchDialog: ComponentType }) {
  const [pathname] = useLocation();
  const { search, menu } = useHeader();
  const { t } = useT();

  return (
    <>
      <Bar data-part="header">
        <Row>
          <Brand href={ROUTES.home} aria-label={t(TEXT.home, { site: SITE.name })}>
            {SITE.name}
          </Brand>
          <DesktopNav aria-label={t(TEXT.mainNav)}>
            <NavList pathname={pathname} />
          </DesktopNav>
          <LanguageSwitch place="bar" />
          <ShortlistLink />
          <SearchTrigger />
          <BookLink href={ROUTES.consultation} data-part="book-consultation">
            {t(TEXT.book)}
          </BookLink>
          <MenuTrigger />
        </Row>
        <MobileNav {...menu.getContentProps()} aria-label={t(TEXT.mobileNav)}>
          <Container>
            <NavList pathname={pathname} itemProps={menu.getItemProps()} />
            <LanguageSwitch place="menu" />
            <MobileBook href={ROUTES.consultation} {...menu.getItemProps()} data-part="book-free-consultation">
              {t(TEXT.bookFree)}
            </MobileBook>
          </Container>
        </MobileNav>
      </Bar>
      {search.open && <SearchDialog />}
    </>
  );
}
