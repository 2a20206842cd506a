import { universitiesApi } from '../../api/universities';
import { ROUTES, paths } from '../../config/routes';
import type { University } from '../../domain/university';
import { ResourceListPage, type Column } from './ResourceListPage';

const columns: Column<University>[] = [
  { key: 'name', label: 'Name', render: (u) => u.name, sortValue: (u) => u.name },
  { key: 'country', label: 'Country', render: (u) => u.country, sortValue: (u) => u.country },
  { key: 'city', label: 'City', render: (u) => u.city, sortValue: (u) => u.city },
  { key: 'ranking', label: 'Ranking', render: (u) => u.ranking ?? '—', sortValue: (u) => u.ranking ?? Number.MAX_SAFE_INTEGER },
];

export default function UniversitiesListPage() {
  return (
    <ResourceListPage<University>
      title="Universities"
      noun="university"
      dataPage="admin-universities"
      newHref={ROUTES.adminUniversityNew}
      editHref={(id) => paths.adminEdit('universities', id)}
      api={universitiesApi}
      columns={columns}
      itemName={(u) => u.name}
    />
  );
}
