import { useDocumentTitle } from '../../ui/primitives';

export default function UniversityEditorPage() {
  useDocumentTitle('University editor – Admin');
  return (
    <section data-page="admin-university-editor">
      <h1>University editor</h1>
    </section>
  );
}
