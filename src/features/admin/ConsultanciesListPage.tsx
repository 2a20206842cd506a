import type { Consultancy } from '../../domain/consultancy';
import { licenceBadgeText, licenceStatusOf } from '../../common/LicenceBadge';
import { ADMIN_RESOURCES } from './adminResources';
import { ResourceListPage, type Column } from './ResourceListPage';

const columns: Column<Consultancy>[] = [
  { key: 'name', label: 'Name', render: (c) => c.name, sortValue: (c) => c.name },
  { key: 'location', label: 'Location', render: (c) => c.location, sortValue: (c) => c.location },
  { key: 'rating', label: 'Rating', render: (c) => c.rating.toFixed(1), sortValue: (c) => c.rating },
  { key: 'verified', label: 'Licence', render: (c) => licenceBadgeText(licenceStatusOf(c)), sortValue: (c) => (c.verified ? 1 : 0) },
];

export default function ConsultanciesListPage() {
  return (
    <ResourceListPage<Consultancy>
      {...ADMIN_RESOURCES.consultancies}
      bulk="consultancies"
      dataPage="admin-consultancies"
      columns={columns}
      itemName={(c) => c.name}
    />
  );
}
