import { Navigate, useParams } from 'react-router';
import { addressId } from '@/shared/address-id';
import { Processing } from '@/shared/components/processing';
import { paths } from '@/shared/paths';
import { useLinkedActivity } from '../api';

/**
 * `/activity-filter/{id}` (docs/product/requests.md#request-form): the route has stored the id (for
 * a login or registration first); once logged in, the activity is loaded and its request form
 * opened, which forgets the link (docs/product/requests.md#request-form). One that cannot be loaded
 * goes to /main, forgotten.
 */
export function ActivityFilterPage() {
  const { activityid } = useParams();
  const id = addressId(activityid);
  const activity = useLinkedActivity(id);

  if (id === undefined || activity.isError) return <Navigate to={paths.main} replace />;
  if (activity.data) {
    return (
      <Navigate
        to={`${paths.activityOrder}?id=${activity.data.id}`}
        replace
        state={{ activity: activity.data }}
      />
    );
  }
  return (
    <section className="page">
      <Processing />
    </section>
  );
}
