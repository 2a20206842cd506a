import type { Blog } from '../../domain/blog';
import { formatTeamTime } from '../../common/format';
import { ADMIN_RESOURCES } from './adminResources';
import { ResourceListPage, type Column } from './ResourceListPage';

const columns: Column<Blog>[] = [
  { key: 'title', label: 'Title', render: (b) => b.title, sortKey: 'title' },
  { key: 'status', label: 'Status', render: (b) => (b.status === 'published' ? 'Published' : 'Draft'), sortKey: 'status' },
  { key: 'ne', label: 'Nepali version', render: (b) => (b.ne ? 'Yes' : 'No') },
  { key: 'author', label: 'Author', render: (b) => b.author, sortKey: 'author' },
  { key: 'updatedAt', label: 'Updated', render: (b) => formatTeamTime(b.updatedAt), sortKey: 'updated' },
];

const filters = [
  {
    name: 'status',
    label: 'Status',
    options: [
      { value: '', label: 'All' },
      { value: 'draft', label: 'Drafts' },
      { value: 'published', label: 'Published' },
    ],
  },
] as const;

export default function BlogsListPage() {
  return <ResourceListPage<Blog> {...ADMIN_RESOURCES.blogs} dataPage="admin-blogs" columns={columns} itemName={(b) => b.title} filters={filters} />;
}
