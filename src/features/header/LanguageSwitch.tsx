import styled, { css } from 'styled-components';
import { useLocation, useSearch } from 'wouter';
import { LANGUAGE_NAMES, pathInLocale, type Locale } from '../../config/locale';
import { media } from '../../ui/theme';
import { useT } from '../../ui/i18n';
import { rememberLanguage } from '../../common/language';

/* In the header's row from the small breakpoint up; on a narrow phone the row has no room left, and the
   switch is in the menu instead. */
const SwitchLink = styled.a<{ $place: 'bar' | 'menu' }>`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  min-width: 44px;
  justify-content: center;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.primaryDark};
  font-weight: 600;
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
  ${({ $place }) =>
    $place === 'bar'
      ? css`
          display: none;
          ${media.sm} {
            display: inline-flex;
          }
        `
      : css`
          ${media.sm} {
            display: none;
          }
        `}
`;

/**
 * The language switch: a link to the same page (and query) in the other language, named in that
 * language (and marked as written in it, for screen readers), which also remembers the choice for the
 * next visit. A whole new page load: the other language's texts come with it.
 */
export function LanguageSwitch({ place }: { place: 'bar' | 'menu' }) {
  const [path] = useLocation();
  const search = useSearch();
  const { locale } = useT();
  const other: Locale = locale === 'ne' ? 'en' : 'ne';
  const href = `${pathInLocale(path, other)}${search ? `?${search}` : ''}`;
  return (
    <SwitchLink $place={place} href={href} hrefLang={other} lang={other} data-part="language-switch" onClick={() => rememberLanguage(document, other)}>
      {LANGUAGE_NAMES[other]}
    </SwitchLink>
  );
}
