import { ArrowLeftOutlined } from '@ant-design/icons';
import { messages } from '@extranet/shared/messages';
import type { Activity } from '@extranet/shared/schemas/activity';
import { Alert, Button } from 'antd';
import { useDeferredValue } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { addressId } from '@/shared/address-id';
import { ApiError } from '@/shared/api-error';
import { PageTitle } from '@/shared/components/page-title';
import { Processing } from '@/shared/components/processing';
import { paths } from '@/shared/paths';
import { useSession } from '@/shared/session/session-store';
import { useRequestActivity } from '../api';
import { ActivityOrderView } from '../components/activity-order-view';
import { orderTexts as t } from '../order-texts';
import '../activity-order.css';
// The explanation and requirements are rich text in the editor's fonts.
import '@/shared/rich-text/rich-text-fonts.css';

/**
 * The activity the list handed over (navigation state, docs/product/README.md#routes).
 */
function stateActivity(state: unknown): Activity | undefined {
  if (typeof state !== 'object' || state === null || !('activity' in state)) return undefined;
  const { activity } = state as { activity: unknown };
  return typeof activity === 'object' && activity !== null && 'id' in activity
    ? (activity as Activity)
    : undefined;
}

/**
 * `/activityorder?id=…` (docs/product/requests.md#request-form, docs/product/README.md#routes): the
 * activity comes from the navigation state or from the id in the URL, and is always reloaded by id;
 * without either, back to /main.
 */
export function ActivityOrderPage() {
  const [params] = useSearchParams();
  const { state } = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const handed = stateActivity(state);
  const id = addressId(params.get('id')) ?? handed?.id;
  const activity = useRequestActivity(id, handed);
  // The form is large: when the activity arrives, React renders it in the background, in slices
  // with the phone free between them, instead of one long task (docs/architecture.md#performance-on-phones).
  const shown = useDeferredValue(activity.data);

  if (id === undefined) return <Navigate to={paths.main} replace />;
  // The id also goes in the URL, so that a reload finds the activity again.
  if (!params.get('id')) {
    return <Navigate to={`${paths.activityOrder}?id=${id}`} replace state={state} />;
  }
  if (!session) return null;

  const notFound = activity.error instanceof ApiError && activity.error.status === 404;
  return (
    <section className="page order-page">
      {!shown && !activity.isError && <Processing />}
      {activity.isError && (
        <>
          <PageTitle>{t.fallbackTitle}</PageTitle>
          <Alert
            type="error"
            showIcon
            title={notFound ? messages.activityNotFound : activity.error.message}
            action={
              <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={() => navigate(paths.main)}>
                {t.back}
              </Button>
            }
          />
        </>
      )}
      {shown && <ActivityOrderView key={shown.id} activity={shown} user={session.user} />}
    </section>
  );
}
