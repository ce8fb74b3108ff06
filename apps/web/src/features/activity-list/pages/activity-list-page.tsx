import { ArrowLeftOutlined } from '@ant-design/icons';
import { managesCampaign, Role } from '@extranet/shared/roles';
import type { Campaign } from '@extranet/shared/schemas/campaign';
import { Alert, Button } from 'antd';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { addressId } from '@/shared/address-id';
import { PageTitle } from '@/shared/components/page-title';
import { Processing } from '@/shared/components/processing';
import { paths } from '@/shared/paths';
import { useSession } from '@/shared/session/session-store';
import { activityTexts as t, displayDate } from '../activity-texts';
import { useCampaign } from '../api';
import { ActivityBrowser } from '../components/activity-browser';
import '../activity-list.css';

/**
 * The campaign the /main card handed over, if any (navigation state,
 * docs/product/campaigns-and-activities.md#activity-list).
 */
function stateCampaign(state: unknown): Campaign | undefined {
  if (typeof state !== 'object' || state === null || !('campaign' in state)) return undefined;
  return state.campaign as Campaign;
}

/**
 * `/activitylist?campaign=…` (docs/product/campaigns-and-activities.md#activity-list,
 * docs/product/README.md#routes): the campaign's name and dates, then its activities; without a
 * campaign id, back to /main.
 */
export function ActivityListPage() {
  const [params] = useSearchParams();
  const { state } = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const id = addressId(params.get('campaign'));
  const campaign = useCampaign(id, stateCampaign(state));
  if (id === undefined) return <Navigate to={paths.main} replace />;
  if (!session) return null;

  const { user } = session;
  const data = campaign.data;
  // docs/product/README.md#roles-and-permissions: role 2+ or the campaign's supervisor manages its
  // activities.
  const manages = managesCampaign(user, data?.supervisor?.id);
  const back = (
    <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={() => navigate(paths.main)}>
      {t.back}
    </Button>
  );

  return (
    <section className="page activity-page">
      <div className="activity-page__head">
        <div className="activity-page__heading">
          <PageTitle>{data?.name ?? t.title}</PageTitle>
          {data?.startDate && data.endDate && (
            <p className="activity-page__dates">
              {t.dates(displayDate(data.startDate), displayDate(data.endDate))}
            </p>
          )}
        </div>
        {back}
      </div>
      {campaign.isPending && <Processing />}
      {campaign.isError && <Alert type="error" showIcon title={campaign.error.message} />}
      {data && (
        <ActivityBrowser
          key={`${id}-${manages}`}
          campaignId={id}
          viewer={{ id: user.id, manages }}
          showActiveFilter={user.role >= Role.Supervisor}
        />
      )}
    </section>
  );
}
