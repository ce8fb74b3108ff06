import { managesCampaign, Role } from '@extranet/shared/roles';
import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { addressId } from '@/shared/address-id';
import { errorText, isSessionEnd } from '@/shared/api-error';
import { Processing } from '@/shared/components/processing';
import { paths } from '@/shared/paths';
import { useTargets } from '@/shared/reference/api';
import { useSession } from '@/shared/session/session-store';
import { toast } from '@/shared/toast';
import { useCampaign } from '../api';
import { CampaignEditor } from '../components/campaign-editor';
import '../campaign-editor.css';

/** The id of `?id=`, or of the campaign the list passed in the navigation state. */
function campaignIdOf(search: URLSearchParams, state: unknown): number | null {
  const fromUrl = addressId(search.get('id'));
  if (fromUrl !== undefined) return fromUrl;
  if (typeof state === 'object' && state !== null && 'campaign' in state) {
    const { campaign } = state as { campaign?: { id?: unknown } };
    if (typeof campaign?.id === 'number') return campaign.id;
  }
  return null;
}

/**
 * `/campaigneditor?id=` (docs/product/README.md#routes): role 2+ or the campaign's supervisor. A
 * participant is sent to / by the route guard; a gestor who does not supervise the campaign is
 * sent to / like any role too low for a screen
 * (docs/product/campaigns-and-activities.md#campaign-editor), and one it may not even see answers
 * 404 and goes back to /main with the API's message.
 */
export function CampaignEditorPage() {
  const session = useSession();
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const id = campaignIdOf(search, location.state);
  const campaign = useCampaign(id);
  const targets = useTargets();
  const failed = campaign.isError;
  const error = campaign.error;

  useEffect(() => {
    if (!failed) return;
    if (!isSessionEnd(error)) toast.error(errorText(error));
    navigate(paths.main, { replace: true });
  }, [failed, error, navigate]);

  if (!session) return null;
  if (session.user.role < Role.Supervisor) return <Navigate to={paths.login} replace />;
  if (id === null) return <Navigate to={paths.main} replace />;
  if (campaign.data && !managesCampaign(session.user, campaign.data.supervisor?.id)) {
    return <Navigate to={paths.login} replace />;
  }
  return (
    <section className="page">
      {/* The form is drawn whole, its targets with it: checkboxes that came later would move the
          fields below them, and antd's group would drop a tick given before it had counted them. */}
      {campaign.data && !targets.isPending ? (
        <CampaignEditor
          key={campaign.data.id}
          campaign={campaign.data}
          targets={targets.data ?? []}
          isAdmin={session.user.role >= Role.Admin}
        />
      ) : (
        <Processing />
      )}
    </section>
  );
}
