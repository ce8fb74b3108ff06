import type { ErrorCode } from '@extranet/shared/errors';
import { messages } from '@extranet/shared/messages';
import type { CampaignListItem } from '@extranet/shared/schemas/campaign';
import { useNavigate } from 'react-router';
import { ApiError, errorText, isSessionEnd } from '@/shared/api-error';
import { dialogs } from '@/shared/dialogs/dialogs';
import { paths } from '@/shared/paths';
import { toast } from '@/shared/toast';
import {
  useCloneCampaign,
  useCreateCampaign,
  useDeleteCampaign,
  useSetCampaignActive,
} from './api';

/**
 * docs/api-conventions.md#error-replies: the conflict key of a campaign that still has activities.
 */
const HAS_ACTIVITIES: ErrorCode = 'campaign have activities';

function showError(err: unknown, message = errorText(err)): void {
  if (!isSessionEnd(err)) toast.error(message);
}

/** Screens fed by navigation state also carry the id in the URL (docs/product/README.md#routes). */
const withQuery = (path: string, key: string, id: number) => `${path}?${key}=${id}`;

/**
 * What a campaign card can do (docs/product/accounts.md#main,
 * docs/product/README.md#error-catalogue): open its activities, and for role 2+ activate, create,
 * clone and delete; edit for role 2+ or the campaign's supervisor.
 */
export function useCampaignActions() {
  const navigate = useNavigate();
  const setActive = useSetCampaignActive();
  const create = useCreateCampaign();
  const clone = useCloneCampaign();
  const remove = useDeleteCampaign();

  const open = (campaign: CampaignListItem) =>
    navigate(withQuery(paths.activityList, 'campaign', campaign.id), { state: { campaign } });

  const edit = (campaign: CampaignListItem) =>
    navigate(withQuery(paths.campaignEditor, 'id', campaign.id), { state: { campaign } });

  const toggleActive = (campaign: CampaignListItem, active: boolean) =>
    setActive.mutate(
      { id: campaign.id, active },
      {
        onSuccess: () =>
          toast.success(active ? messages.campaignActivated : messages.campaignDeactivated),
        onError: (err) => showError(err),
      },
    );

  // docs/product/campaigns-and-activities.md#campaigns: a new campaign is created inactive; the
  // message asks to edit and activate it.
  const createCampaign = () =>
    create.mutate(undefined, {
      onSuccess: (campaign) => {
        toast.success(messages.campaignCreated);
        edit(campaign);
      },
      onError: (err) => showError(err),
    });

  const confirmClone = (campaign: CampaignListItem) => {
    dialogs.confirm({
      title: messages.confirmCloneCampaign,
      content: campaign.name,
      onOk: async () => {
        try {
          await clone.mutateAsync(campaign.id);
          toast.success(messages.campaignCloned);
        } catch (err) {
          showError(err, messages.campaignCloneError);
        }
      },
    });
  };

  const confirmDelete = (campaign: CampaignListItem) => {
    dialogs.confirm({
      title: messages.confirmDeleteCampaign,
      content: campaign.name,
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          const { deleted } = await remove.mutateAsync(campaign.id);
          if (deleted > 0) toast.success(messages.campaignDeleted);
          else toast.error(messages.notFound);
        } catch (err) {
          const blocked = err instanceof ApiError && err.error === HAS_ACTIVITIES;
          showError(err, blocked ? messages.campaignDeleteBlocked : errorText(err));
        }
      },
    });
  };

  return {
    open,
    edit,
    toggleActive,
    createCampaign,
    creating: create.isPending,
    /** The id whose active switch is being saved, if any. */
    togglingId: setActive.isPending ? setActive.variables.id : null,
    confirmClone,
    confirmDelete,
  };
}
