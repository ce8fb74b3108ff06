import { useSession } from '@/shared/session/session-store';
import { AdminPanel } from '../components/admin-panel';
import '../admin.css';

/**
 * `/admin`, 'Gestión' (role 1+, docs/product/administration-and-analytics.md#admin-screen): the
 * tabbed admin panel.
 */
export function AdminPage() {
  const session = useSession();
  if (!session) return null;
  const { id, role } = session.user;
  return <AdminPanel viewer={{ id, role }} />;
}
