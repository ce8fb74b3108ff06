import { messages } from '@extranet/shared/messages';
import { useParams } from 'react-router';
import { PageTitle } from '@/shared/components/page-title';

/**
 * `/activity-filter/{id}`: the id is already stored by the route (for the login and the
 * registration); loading the activity and opening its request form come with the orders issue.
 */
export function ActivityFilterPage() {
  const { activityid } = useParams();
  return (
    <section className="page">
      <PageTitle>ACTIVIDAD</PageTitle>
      <p>{messages.underConstruction}</p>
      <p>Actividad solicitada: {activityid}</p>
    </section>
  );
}
