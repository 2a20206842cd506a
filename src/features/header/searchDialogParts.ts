import styled from 'styled-components';
import { pillStyles } from '../../ui/primitives';
import { QUICK_SEARCH_CATEGORIES } from '../../config/constants';

/**
 * What the search dialog (SearchModal.tsx, loaded on use) and its stand-in (EarlySearch.tsx, in every
 * page's first load) share: their texts and the look of their panel, close button, text box and quick
 * search, so that the dialog that replaces the stand-in reads and looks the same.
 */

/**
 * The dialog's texts. Their English is the spec's and the connect layer's (which writes the English
 * live message and labels): on English pages the dialog reads exactly as before.
 */
export const SEARCH_TEXT = {
  title: /*i18n*/ { id: 'search.title', message: 'Search' },
  close: /*i18n*/ { id: 'search.close', message: 'Close search' },
  label: /*i18n*/ { id: 'search.label', message: 'Search consultancies by name, location or destination country' },
  placeholder: /*i18n*/ { id: 'search.placeholder', message: 'Search for consultancies, universities, or services...' },
  quick: /*i18n*/ { id: 'search.quick', message: 'Quick search' },
};
/** The quick search's buttons, by the category each stands for (its English name is the spec's). */
export const QUICK_TEXT: Record<(typeof QUICK_SEARCH_CATEGORIES)[number], { id: string; message: string }> = {
  Consultancies: /*i18n*/ { id: 'search.quick.consultancies', message: 'Consultancies' },
  Universities: /*i18n*/ { id: 'search.quick.universities', message: 'Universities' },
  Courses: /*i18n*/ { id: 'search.quick.courses', message: 'Courses' },
  Scholarships: /*i18n*/ { id: 'search.quick.scholarships', message: 'Scholarships' },
};

export const DialogPanel = styled.div`
  position: relative;
  width: 100%;
  max-width: 680px;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  padding: ${({ theme }) => theme.space.lg};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

export const DialogClose = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  font-size: 1.5rem;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.muted};
`;

export const SearchInput = styled.input`
  width: 100%;
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  &:focus {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

export const QuickSearch = styled.div`
  margin-top: ${({ theme }) => theme.space.lg};
  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-weight: 600;
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm};
  }
  button,
  a {
    ${pillStyles}
  }
`;
