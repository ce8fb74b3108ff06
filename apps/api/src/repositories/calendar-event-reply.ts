import type { EventActivityPart } from '@extranet/shared/schemas/events';

/** What an event shows of its activity, as the calendar reads it. */
export interface EventActivity {
  id: number;
  name: string;
  campaignId: number;
  campaignName: string;
  supervisorId: number | null;
  organizationId: number;
  visible: boolean;
  color: string;
  /** The activity's target ids, ascending. */
  targets: number[];
}

/**
 * An activity's part of the `days-with-events-period` reply (docs/product/calendar.md#the-reply),
 * written once for all its events; `canEdit`: the viewer may change its display properties.
 */
export const activityPart = (activity: EventActivity, canEdit: boolean): EventActivityPart => ({
  idActivity: activity.id,
  idSupervisor: activity.supervisorId,
  idCampaign: activity.campaignId,
  name: activity.name,
  campaignName: activity.campaignName,
  targets: activity.targets,
  eventProperties: { visible: activity.visible, color: activity.color },
  canEdit,
});
