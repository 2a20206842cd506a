import { useDocumentTitle } from '../../ui/primitives';

export default function UniversitiesListPage() {
  useDocumentTitle('Universities – Admin');
  return (
    <section data-page="admin-universities">
      <h1>Universities</h1>
    </section>
  );
}
