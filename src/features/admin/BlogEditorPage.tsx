import { useDocumentTitle } from '../../ui/primitives';

export default function BlogEditorPage() {
  useDocumentTitle('Blog editor – Admin');
  return (
    <section data-page="admin-blog-editor">
      <h1>Blog editor</h1>
    </section>
  );
}
