import styled from 'styled-components';

/** Readable text blocks for content pages. */
export const Prose = styled.div`
  max-width: 72ch;
  line-height: 1.65;
  h2 {
    margin-top: ${({ theme }) => theme.space.xl};
    color: ${({ theme }) => theme.colors.primaryDark};
  }
  h3 {
    margin-top: ${({ theme }) => theme.space.lg};
  }
  li {
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
`;

export const Grid = styled.ul<{ $min?: string }>`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ $min = '240px' }) => $min}), 1fr));
`;
