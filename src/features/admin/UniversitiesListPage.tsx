import type { University } from '../../domain/university';
import { ADMIN_RESOURCES } from './adminResources';
import { ResourceListPage, type Column } from './ResourceListPage';

const columns: Column<University>[] = [
  { key: 'name', label: 'Name', render: (u) => u.name, sortKey: 'name' },
  { key: 'country', label: 'Country', render: (u) => u.country, sortKey: 'country' },
  { key: 'city', label: 'City', render: (u) => u.city, sortKey: 'city' },
  { key: 'ranking', label: 'Ranking', render: (u) => u.ranking ?? '—', sortKey: 'ranking' },
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
