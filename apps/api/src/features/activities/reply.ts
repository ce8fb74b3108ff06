import { EVENT_MAX_MANAGEMENT_FIELDS, isEvent } from '@extranet/shared/forms/is-event';
import type { StoredFormField } from '@extranet/shared/forms/form-field';
import type { Activity, ActivityListItem } from '@extranet/shared/schemas/activity';
import type { OptionItem } from '@extranet/shared/schemas/common';
import type { ActivityListRow } from './list-queries.ts';
import type { ActivityRow } from './queries.ts';

/**
 * Public address of an activity image, served by the uploads feature
 * (docs/api-conventions.md#files).
 */
const activityImageUrl = (id: number, image: string | null) =>
  image ? `/api/files/activity/${id}/image/${encodeURIComponent(image)}` : null;

/**
 * The Activity reply of a row (docs/product/campaigns-and-activities.md#activities). `withPrivate`
 * is false for callers who do not manage the campaign: they see only the non-private management
 * fields (docs/product/campaigns-and-activities.md#management-form). isEvent counts every
 * management field, private or not.
 */
export function toActivity(
  row: ActivityRow,
  targets: OptionItem[],
  withPrivate: boolean,
): Activity {
  const management = row.formMetadataManagement as StoredFormField[];
  return {
    id: row.id,
    name: row.name,
    complement: row.complement,
    startDate: row.startDate,
    endDate: row.endDate,
    places: row.places,
    currentPlaces: row.currentPlaces,
    numRealParticipantsOrder: row.numRealParticipantsOrder,
    priority: row.priority,
    active: row.active,
    inscription: row.inscription,
    onlyForInscribed: row.onlyForInscribed,
    onlyForInscribedId: row.onlyForInscribedId,
    dataManagement: row.dataManagement,
    priceManagement: row.priceManagement,
    participantsManagement: row.participantsManagement,
    eventProperties: { color: row.calendarColor, visible: row.calendarVisible },
    image: row.image,
    imageUrl: activityImageUrl(row.id, row.image),
    files: row.files,
    targets,
    explanation: row.explanation,
    explanationJson: row.explanationJson ?? null,
    requirements: row.requirements,
    requirementsJson: row.requirementsJson ?? null,
    formMetadata: row.formMetadata as StoredFormField[],
    formMetadataManagement: withPrivate ? management : management.filter((f) => f.private !== true),
    hasDateAndVisitType: row.hasDateAndVisitType,
    isEvent: isEvent(management),
    campaign: {
      id: row.campaignId,
      name: row.campaignName,
      supervisorId: row.campaignSupervisorId,
    },
  };
}

/** A list card of a row: the same values as the whole reply, without forms and editor JSON. */
export const toActivityListItem = (row: ActivityListRow): ActivityListItem => ({
  id: row.id,
  name: row.name,
  complement: row.complement,
  startDate: row.startDate,
  endDate: row.endDate,
  places: row.places,
  currentPlaces: row.currentPlaces,
  priority: row.priority,
  active: row.active,
  eventProperties: { color: row.calendarColor, visible: row.calendarVisible },
  image: row.image,
  imageUrl: activityImageUrl(row.id, row.image),
  explanation: row.explanation,
  hasDateAndVisitType: row.hasDateAndVisitType,
  // isEvent() of the management form, counted by the query (jsonb_array_length).
  isEvent: row.managementFields <= EVENT_MAX_MANAGEMENT_FIELDS,
  campaign: {
    id: row.campaignId,
    name: row.campaignName,
    supervisorId: row.campaignSupervisorId,
  },
});

/** The campaign part of a row, for the permission rules. */
export const campaignOf = (row: ActivityRow | ActivityListRow) => ({
  supervisorId: row.campaignSupervisorId,
  organizationId: row.campaignOrganizationId,
  active: row.campaignActive,
});
