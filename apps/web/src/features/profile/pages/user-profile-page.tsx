import { useSession } from '@/shared/session/session-store';
import { ProfileEditor } from '../components/profile-editor';

/** `/userprofile`, 'DATOS PERSONALES' (the route guard ensures a session). */
export function UserProfilePage() {
  const session = useSession();
  if (!session) return null;
  return (
    <section className="page">
      <ProfileEditor user={session.user} />
    </section>
  );
}
