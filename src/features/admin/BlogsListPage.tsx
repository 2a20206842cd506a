import { useDocumentTitle } from '../../ui/primitives';

export default function BlogsListPage() {
  useDocumentTitle('Blogs – Admin');
  return (
    <section data-page="admin-blogs">
      <h1>Blogs</h1>
    </section>
  );
}
