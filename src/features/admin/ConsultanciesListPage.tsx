import { consultanciesApi } from '../../api/consultancies';
import { ROUTES, paths } from '../../config/routes';
import type { Consultancy } from '../../domain/consultancy';
import { ResourceListPage, type Column } from './ResourceListPage';

const columns: Column<Consultancy>[] = [
  { key: 'name', label: 'Name', render: (c) => c.name, sortValue: (c) => c.name },
  { key: 'location', label: 'Location', render: (c) => c.location, sortValue: (c) => c.location },
  { key: 'rating', label: 'Rating', render: (c) => c.rating.toFixed(1), sortValue: (c) => c.rating },
  { key: 'verified', label: 'Verified', render: (c) => (c.verified ? 'Yes' : 'No'), sortValue: (c) => (c.verified ? 1 : 0) },
];

export default function ConsultanciesListPage() {
  return (
    <ResourceListPage<Consultancy>
      title="Consultancies"
      noun="consultancy"
      dataPage="admin-consultancies"
      newHref={ROUTES.adminConsultancyNew}
      editHref={(id) => paths.adminEdit('consultancies', id)}
      api={consultanciesApi}
      columns={columns}
      itemName={(c) => c.name}
    />
  );
}
