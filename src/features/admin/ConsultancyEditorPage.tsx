import { useDocumentTitle } from '../../ui/primitives';

export default function ConsultancyEditorPage() {
  useDocumentTitle('Consultancy editor – Admin');
  return (
    <section data-page="admin-consultancy-editor">
      <h1>Consultancy editor</h1>
    </section>
  );
}
