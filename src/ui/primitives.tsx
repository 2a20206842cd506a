import { useContext, useEffect } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { ServerPageContext, documentTitle } from './serverPage';
import { EnglishOnlyNote, usePageUnwrittenIn } from './pageLanguage';
import { hasDevanagari } from '../domain/digits';

export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.md};
`;

export const PageSection = styled.section`
  padding: ${({ theme }) => theme.space.xl} 0;
`;

export const Card = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  padding: ${({ theme }) => theme.space.lg};
`;

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';

const buttonStyles = css<{ $variant?: Variant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid transparent;
  font-weight: 600;
  cursor: pointer;
  text-decoration: none;
  background: ${({ theme, $variant = 'primary' }) =>
    $variant === 'primary' ? theme.colors.primary : $variant === 'danger' ? theme.colors.danger : 'transparent'};
  color: ${({ theme, $variant = 'primary' }) => ($variant === 'primary' || $variant === 'danger' ? '#fff' : theme.colors.primary)};
  border-color: ${({ theme, $variant = 'primary' }) => ($variant === 'secondary' ? theme.colors.primary : 'transparent')};
  &:hover {
    filter: brightness(0.95);
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

export const Button = styled.button<{ $variant?: Variant }>`
  ${buttonStyles}
`;

/** A link that looks like a button (wrap wouter's Link: styled(Link) with buttonStyles, or use as <a>). */
export const ButtonLink = styled.a<{ $variant?: Variant }>`
  ${buttonStyles}
`;

export { buttonStyles };

/** An outlined pill (the compare and save toggles, the quick search's choices): a control or a link. */
export const pillStyles = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
`;

export const VisuallyHidden = styled.span`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

const spin = keyframes`to { transform: rotate(360deg); }`;

const SpinnerWrap = styled.div<{ $page?: boolean }>`
  display: flex;
  justify-content: center;
  align-items: center;
  /* A whole page loading holds the viewport, so nothing below it jumps when the page arrives. */
  min-height: ${({ $page }) => ($page ? '100vh' : '40vh')};
`;

const SpinnerRing = styled.span`
  width: 40px;
  height: 40px;
  border-radius: 50%;
  border: 4px solid ${({ theme }) => theme.colors.primaryLight};
  border-top-color: ${({ theme }) => theme.colors.primary};
  animation: ${spin} 0.8s linear infinite;
`;

export function Spinner({ label = 'Loading…', page = false }: { label?: string; page?: boolean }) {
  return (
    <SpinnerWrap role="status" aria-live="polite" data-part="spinner" $page={page}>
      <SpinnerRing aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </SpinnerWrap>
  );
}

/** Sets the document title (and the meta description when given) for a page. */
export function useDocumentTitle(title: string, description?: string) {
  // On the server the page's head is written from these (effects do not run there).
  useContext(ServerPageContext)?.setHead(title, description);
  useEffect(() => {
    document.title = documentTitle(title);
    if (description) {
      let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (!meta) {
        meta = document.createElement('meta');
        meta.name = 'description';
        document.head.appendChild(meta);
      }
      meta.content = description;
    }
  }, [title, description]);
}

/** A page's top: its h1 and document title in one place. */
export function PageHeading({
  title,
  titleLang,
  description,
  children,
}: {
  title: string;
  /** The title's language when it is not the page's (a record's title as the team wrote it: useRecordLang). */
  titleLang?: string;
  description?: string;
  children?: React.ReactNode;
}) {
  useDocumentTitle(title, description);
  // A page not yet written in its language: the heading is (a record's own name may not be), the note says the rest is English.
  const unwrittenIn = usePageUnwrittenIn();
  return (
    <HeadingBand>
      <Container>
        <h1 lang={titleLang ?? (unwrittenIn && hasDevanagari(title) ? unwrittenIn : undefined)}>{title}</h1>
        {unwrittenIn && <EnglishOnlyNote lang={unwrittenIn} />}
        {children}
      </Container>
    </HeadingBand>
  );
}

const HeadingBand = styled.div`
  background: ${({ theme }) => theme.colors.primaryLight};
  padding: ${({ theme }) => theme.space.xl} 0 ${({ theme }) => theme.space.lg};
  h1 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    color: ${({ theme }) => theme.colors.primaryDark};
  }
`;
