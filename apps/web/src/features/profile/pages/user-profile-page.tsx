import { profileIssueOf } from '@extranet/shared/profile';
import type { User } from '@extranet/shared/schemas/user';
import { useSession } from '@/shared/session/session-store';
import { CalendarFeedSection } from '../components/calendar-feed-section';
import { ProfileEditor } from '../components/profile-editor';

/** The server refuses every other call until the profile is complete (docs/access-and-sessions.md). */
const profileComplete = (user: User) =>
  profileIssueOf({
    mustChangePassword: user.mustChangePassword,
    rgpdAgreed: user.hasRGPDAgreed,
    name: user.name,
    surname: user.surname,
    email: user.email,
    councilId: user.council?.id ?? null,
  }) === null;

/**
 * `/userprofile`, 'DATOS PERSONALES' (the route guard ensures a session), and once the profile is
 * complete, the private calendar's address.
 */
export function UserProfilePage() {
  const session = useSession();
  if (!session) return null;
  return (
    <section className="page">
      <ProfileEditor user={session.user} />
      {profileComplete(session.user) && <CalendarFeedSection />}
    </section>
  );
}
