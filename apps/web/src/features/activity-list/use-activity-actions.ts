import type { ErrorCode } from '@extranet/shared/errors';
import { messages } from '@extranet/shared/messages';
import type { ActivityListItem } from '@extranet/shared/schemas/activity';
import { useNavigate } from 'react-router';
import { ApiError, errorText, isSessionEnd } from '@/shared/api-error';
import { dialogs } from '@/shared/dialogs/dialogs';
import { paths } from '@/shared/paths';
import { toast } from '@/shared/toast';
import { createdMessage, deletedMessage, opensWithEditButton } from './activity-rules';
import {
  useCloneActivity,
  useCreateActivity,
  useDeleteActivity,
  useSetActivityActive,
} from './api';

/** docs/api-conventions.md#error-replies: the conflict key of an activity that has orders. */
const HAS_ORDERS: ErrorCode = 'activity have orders';

function showError(err: unknown, message = errorText(err)): void {
  if (!isSessionEnd(err)) toast.error(message);
}

/** Screens fed by navigation state also carry the id in the URL (docs/product/README.md#routes). */
const withId = (path: string, id: number) => `${path}?id=${id}`;

/**
 * What the activity list can do (docs/product/campaigns-and-activities.md#activity-list,
 * docs/product/README.md#error-catalogue): open a request form, and for role 2+ or the campaign's
 * supervisor (`manages`) create, clone, edit, delete and activate.
 */
export function useActivityActions(campaignId: number, manages: boolean) {
  const navigate = useNavigate();
  const setActive = useSetActivityActive();
  const create = useCreateActivity();
  const clone = useCloneActivity();
  const remove = useDeleteActivity();

  // A list card has no forms: the editor and the request form load the whole activity by id.
  const edit = (activity: ActivityListItem) => navigate(withId(paths.activityEditor, activity.id));

  // docs/product/campaigns-and-activities.md#activity-list: 'calendario…' activities are reached
  // through the editor only; whoever has no edit button goes to the public calendar instead
  // (docs/product/calendar.md#calendar), not to a message about a button it lacks.
  const open = (activity: ActivityListItem) => {
    if (!opensWithEditButton(activity)) navigate(withId(paths.activityOrder, activity.id));
    else if (manages) toast.info(messages.activityOpenWithEditButton);
    else navigate(paths.calendar);
  };

  const toggleActive = (activity: ActivityListItem, active: boolean) =>
    setActive.mutate(
      { id: activity.id, active },
      {
        onSuccess: () =>
          toast.success(active ? messages.activityActivated : messages.activityDeactivated),
        onError: (err) => showError(err),
      },
    );

  // docs/product/campaigns-and-activities.md#events: 'Nuevo evento' sends -idCampaign.
  const createActivity = (isEvent: boolean) =>
    create.mutate(isEvent ? -campaignId : campaignId, {
      onSuccess: (activity) => {
        toast.success(createdMessage(isEvent));
        edit(activity);
      },
      onError: (err) => showError(err),
    });

  const cloneInto = async (idActivity: number) => {
    try {
      await clone.mutateAsync({ idCampaign: campaignId, idActivity });
      toast.success(messages.activityCloned);
      return true;
    } catch (err) {
      showError(err);
      return false;
    }
  };

  const confirmDelete = (activity: ActivityListItem) => {
    dialogs.confirm({
      title: messages.confirmDeleteActivity,
      content: activity.name,
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          const { deleted } = await remove.mutateAsync(activity.id);
          if (deleted > 0) toast.success(deletedMessage(activity.isEvent));
          else toast.error(messages.activityDeleteFailed);
        } catch (err) {
          const blocked = err instanceof ApiError && err.error === HAS_ORDERS;
          showError(err, blocked ? messages.activityDeleteBlocked : errorText(err));
        }
      },
    });
  };

  return {
    open,
    edit,
    toggleActive,
    createActivity,
    /** true while 'Nuevo evento' runs, false while 'Nueva actividad' runs, else null. */
    creatingEvent: create.isPending ? create.variables < 0 : null,
    cloning: clone.isPending,
    cloningId: clone.isPending ? clone.variables.idActivity : null,
    cloneInto,
    /** The id whose active switch is being saved, if any. */
    togglingId: setActive.isPending ? setActive.variables.id : null,
    confirmDelete,
  };
}
