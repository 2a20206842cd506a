import { useDocumentTitle } from '../../ui/primitives';

export default function DashboardPage() {
  useDocumentTitle('Dashboard – Admin');
  return (
    <section data-page="admin-dashboard">
      <h1>Dashboard</h1>
    </section>
  );
}
