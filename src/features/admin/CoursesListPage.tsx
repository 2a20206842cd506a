import type { Course } from '../../domain/course';
import { ADMIN_RESOURCES } from './adminResources';
import { ResourceListPage, type Column } from './ResourceListPage';
import { formatNumber } from '../../domain/numbers';

const columns: Column<Course>[] = [
  { key: 'title', label: 'Title', render: (c) => c.title, sortKey: 'title' },
  { key: 'level', label: 'Level', render: (c) => c.level, sortKey: 'level' },
  { key: 'field', label: 'Field', render: (c) => c.field, sortKey: 'field' },
  {
    key: 'tuition',
    label: 'Tuition',
    render: (c) => `${c.tuition.currency} ${formatNumber(c.tuition.amount)} per ${c.tuition.per}`,
    sortKey: 'tuition',
  },
];

export default function CoursesListPage() {
  return <ResourceListPage<Course> {...ADMIN_RESOURCES.courses} bulk="courses" dataPage="admin-courses" columns={columns} itemName={(c) => c.title} />;
}
