import type { Consultancy } from '../../domain/consultancy';
import { licenceBadgeText, licenceStatusOf } from '../../common/LicenceBadge';
import { ADMIN_RESOURCES } from './adminResources';
import { ResourceListPage, type Column } from './ResourceListPage';

const columns: Column<Consultancy>[] = [
  { key: 'name', label: 'Name', render: (c) => c.name, sortKey: 'name' },
  { key: 'location', label: 'Location', render: (c) => c.location, sortKey: 'location' },
  { key: 'rating', label: 'Rating', render: (c) => c.rating.toFixed(1), sortKey: 'stars' },
  { key: 'verified', label: 'Licence', render: (c) => licenceBadgeText(licenceStatusOf(c)), sortKey: 'verified' },
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
