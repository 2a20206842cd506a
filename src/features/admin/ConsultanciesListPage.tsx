import { useDocumentTitle } from '../../ui/primitives';

export default function ConsultanciesListPage() {
  useDocumentTitle('Consultancies – Admin');
  return (
    <section data-page="admin-consultancies">
      <h1>Consultancies</h1>
    </section>
  );
}
