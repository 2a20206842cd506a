import styled from 'styled-components';
import { Link } from 'wouter';
import { bulkApi } from '../../api/bulk';
import { useRemote } from '../../common/Remote';
import { paths } from '../../config/routes';
import type { BulkResource } from '../../domain/bulk';
import { ButtonLink } from '../../ui/primitives';
import { ActionLink } from './adminUi';
import { ADMIN_RESOURCES } from './adminResources';

/** A list's import page and its CSV export (the browser downloads it with the admin's session). */
export function BulkActions({ resource }: { resource: BulkResource }) {
  const { title } = ADMIN_RESOURCES[resource];
  return (
    <>
      <ActionLink href={paths.adminImport(resource)} $variant="secondary">
        Import CSV
      </ActionLink>
      <ButtonLink href={bulkApi.exportHref(resource)} $variant="secondary" download aria-label={`Export the ${title.toLowerCase()} as CSV`}>
        Export CSV
      </ButtonLink>
    </>
  );
}

const Box = styled.details`
  margin-bottom: ${({ theme }) => theme.space.md};
  summary {
    cursor: pointer;
    font-weight: 600;
    min-height: 44px;
    display: flex;
    align-items: center;
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.lg};
  }
  li {
    margin-bottom: ${({ theme }) => theme.space.xs};
    overflow-wrap: anywhere;
  }
`;

/** The stored records that look like one another (same name and place, phone or website), with links to each. */
export function LikelyDuplicates({ resource }: { resource: BulkResource }) {
  const { editHref } = ADMIN_RESOURCES[resource];
  const { state } = useRemote((signal) => bulkApi.duplicates(resource, signal), `admin-duplicates:${resource}`);
  if (state.status !== 'success' || state.data.length === 0) return null;
  const groups = state.data;
  return (
    <Box data-part="likely-duplicates">
      <summary>
        Likely duplicates: {groups.length} {groups.length === 1 ? 'group' : 'groups'}
      </summary>
      <ul>
        {groups.map((g) => (
          <li key={`${g.reason}:${g.records.map((r) => r.id).join(',')}`}>
            {g.reason[0].toUpperCase() + g.reason.slice(1)}:{' '}
            {g.records.map((r, i) => (
              <span key={r.id}>
                {i > 0 ? ', ' : ''}
                <Link href={editHref(r.id)}>
                  #{r.id} {r.name}
                </Link>
              </span>
            ))}
          </li>
        ))}
      </ul>
    </Box>
  );
}
