import styled from 'styled-components';

/** A link tile of the home page's lists (destinations, exams, latest articles). */
export const Tile = styled.li`
  a {
    display: block;
    padding: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    text-decoration: none;
    min-height: 44px;
  }
  strong {
    display: block;
    color: ${({ theme }) => theme.colors.primaryDark};
  }
  span {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;
