import { Alert, Button } from 'antd';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { messages } from '@extranet/shared/messages';
import { managesCampaign } from '@extranet/shared/roles';
import { addressId } from '@/shared/address-id';
import { ApiError } from '@/shared/api-error';
import { PageTitle } from '@/shared/components/page-title';
import { Processing } from '@/shared/components/processing';
import { paths } from '@/shared/paths';
import { useSession } from '@/shared/session/session-store';
import { editorTexts as t } from '../activity-editor-texts';
import { useActivity } from '../api';
import { ActivityEditorForm } from '../components/activity-editor-form';
import '../activity-editor.css';

/**
 * `/activityeditor?id=…` (docs/product/campaigns-and-activities.md#activity-editor,
 * docs/product/README.md#routes): without an id, back to the campaigns; someone who does not manage
 * the activity's campaign is sent to / (docs/product/campaigns-and-activities.md#activity-editor
 * guards).
 */
export function ActivityEditorPage() {
  const session = useSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = addressId(params.get('id'));
  const activity = useActivity(id);
  if (id === undefined) return <Navigate to={paths.main} replace />;
  if (!session) return null;
  if (activity.data && !managesCampaign(session.user, activity.data.campaign.supervisorId)) {
    return <Navigate to={paths.login} replace />;
  }
  const title = activity.data?.isEvent ? t.titleEvent : t.titleActivity;
  const notFound = activity.error instanceof ApiError && activity.error.status === 404;
  return (
    <section className="page activity-editor-page">
      <PageTitle>{title}</PageTitle>
      {activity.isPending && <Processing />}
      {activity.isError && (
        <Alert
          type="error"
          showIcon
          title={notFound ? messages.activityNotFound : activity.error.message}
          action={<Button onClick={() => navigate(paths.main)}>{t.back}</Button>}
        />
      )}
      {activity.data && <ActivityEditorForm key={activity.data.id} activity={activity.data} />}
    </section>
  );
}
