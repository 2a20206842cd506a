import type { University } from '../../domain/university';
import { ADMIN_RESOURCES } from './adminResources';
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
      {...ADMIN_RESOURCES.universities}
      bulk="universities"
      dataPage="admin-universities"
      columns={columns}
      itemName={(u) => u.name}
    />
  );
}
