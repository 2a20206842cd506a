import styled from 'styled-components';
import { Link } from 'wouter';
import { buttonStyles } from '../../ui/primitives';
import { ScrollRegion } from '../../ui/ScrollRegion';

/** The admin screens' messages are the app's one Banner. */
export { Banner } from '../../ui/Banner';

/** Small shared pieces of the admin screens. */
export const PageTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

export const ActionLink = styled(Link)<{ $variant?: 'primary' | 'secondary' | 'ghost' | 'danger' }>`
  ${buttonStyles}
`;

/** A table's sideways scroll region (named after the table's caption through labelledBy). */
export const TableWrap = styled(ScrollRegion)`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption {
    text-align: left;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    color: ${({ theme }) => theme.colors.muted};
  }
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
  }
  thead th {
    background: ${({ theme }) => theme.colors.background};
    white-space: nowrap;
  }
  tbody th {
    font-weight: 600;
  }
  tr[data-highlighted] {
    background: ${({ theme }) => theme.colors.primaryLight};
  }
  .sort {
    background: none;
    border: 0;
    font: inherit;
    font-weight: 700;
    cursor: pointer;
    padding: 0;
    min-height: 32px;
    color: inherit;
  }
  .row-actions {
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
    flex-wrap: wrap;
  }
`;

/** One record opened under a list (a message, a review, a report): its text kept whole, its actions in a row. */
export const Reader = styled.article`
  margin-top: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space.md};
  h2 {
    margin-top: 0;
    overflow-wrap: anywhere;
  }
  .body {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  .actions {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
    flex-wrap: wrap;
  }
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-end;
  margin-bottom: ${({ theme }) => theme.space.md};
  form {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
    align-items: flex-end;
    flex-wrap: wrap;
  }
  /* A select as wide as its longest option would push a phone's page sideways: it stays within the screen. */
  label {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.xs};
    font-weight: 600;
    max-width: 100%;
  }
  input,
  select {
    max-width: 100%;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    font: inherit;
  }
`;

export const Pager = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  margin-top: ${({ theme }) => theme.space.md};
  flex-wrap: wrap;
`;

export const EmptyState = styled.div`
  padding: ${({ theme }) => theme.space.xl};
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

/** A table's header row of plain column headings. */
export function ColumnHeads({ labels }: { labels: readonly string[] }) {
  return (
    <thead>
      <tr>
        {labels.map((label) => (
          <th key={label} scope="col">
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
