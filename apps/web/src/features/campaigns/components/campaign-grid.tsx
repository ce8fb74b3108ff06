import { managesCampaign, Role } from '@extranet/shared/roles';
import type { CampaignListItem } from '@extranet/shared/schemas/campaign';
import type { CampaignViewer } from '../api';
import { campaignTexts as t } from '../campaign-texts';
import type { useCampaignActions } from '../use-campaign-actions';
import { CampaignCard } from './campaign-card';

/** The campaign cards in a responsive grid (one column on a phone). */
export function CampaignGrid({
  campaigns,
  viewer,
  actions,
}: {
  campaigns: CampaignListItem[];
  viewer: CampaignViewer;
  actions: ReturnType<typeof useCampaignActions>;
}) {
  const isAdmin = viewer.role >= Role.Admin;
  return (
    <ul className="card-grid" aria-label={t.listLabel}>
      {campaigns.map((campaign, index) => (
        <li key={campaign.id}>
          <CampaignCard
            campaign={campaign}
            firstOnScreen={index === 0}
            canAdmin={isAdmin}
            canEdit={managesCampaign(viewer, campaign.supervisor?.id)}
            toggling={actions.togglingId === campaign.id}
            onOpen={actions.open}
            onToggleActive={actions.toggleActive}
            onEdit={actions.edit}
            onClone={actions.confirmClone}
            onDelete={actions.confirmDelete}
          />
        </li>
      ))}
    </ul>
  );
}
