import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { jsonBool, jsonInt, jsonValue } from '../db/json-text.ts';

/**
 * The EventItem reply (docs/product/calendar.md#events) as the database writes it: a calendar of
 * 19 months holds thousands of appointments, and its reply crosses from the store as one JSON
 * text instead of rows made into objects and serialized again (docs/api-conventions.md#replies).
 * The keys are the schema's, in its order, as the serializer writes them; two runs of them come
 * from the event's activity and are written once per activity (a few hundred), not once per
 * event. The repository's test compares the text with the serializer's, and `eventItemKeys` with
 * the schema's keys.
 */

/** The keys of an item's JSON text, in the order written below. */
export const eventItemKeys = [
  'id',
  'idActivity',
  'typeEvent',
  'idUser',
  'idSupervisor',
  'idCampaign',
  'name',
  'campaignName',
  'detail',
  'startDate',
  'endDate',
  'hour',
  'endHour',
  'targets',
  'eventProperties',
  'idEvent',
  'own',
  'canEdit',
] as const;

/** `,"idSupervisor":…,"idCampaign":…,"name":…,"campaignName":…` of an activity. */
export const activityHeadJson = (activity: {
  supervisorId: SQLWrapper;
  campaignId: SQLWrapper;
  name: SQLWrapper;
  campaignName: SQLWrapper;
}): SQL<string> =>
  sql`',"idSupervisor":' || ${jsonInt(activity.supervisorId)} || ',"idCampaign":' || ${jsonInt(
    activity.campaignId,
  )} || ',"name":' || ${jsonValue(activity.name)} || ',"campaignName":' || ${jsonValue(
    activity.campaignName,
  )}`;

/**
 * `,"targets":[…],"eventProperties":{"visible":…,"color":…}` of an activity; `targets` is
 * already the JSON text of its target ids.
 */
export const activityTailJson = (activity: {
  targets: SQLWrapper;
  visible: SQLWrapper;
  color: SQLWrapper;
}): SQL<string> =>
  sql`',"targets":' || ${activity.targets} || ',"eventProperties":{"visible":' || ${jsonBool(
    activity.visible,
  )} || ',"color":' || ${jsonValue(activity.color)} || '}'`;

/**
 * An event's JSON text from its own values and its activity's two runs. `day` is YYYY-MM-DD and
 * `hour`, `endHour` HH:MM or null: written as they are, without escaping, as their columns
 * hold nothing else (to_char, and times read by clockTime of forms/appointment.ts).
 */
export const eventItemJson = (event: {
  id: SQLWrapper;
  activityId: SQLWrapper;
  typeEvent: SQLWrapper;
  userId: SQLWrapper;
  head: SQLWrapper;
  detail: SQLWrapper;
  day: SQLWrapper;
  hour: SQLWrapper;
  endHour: SQLWrapper;
  tail: SQLWrapper;
  idEvent: SQLWrapper;
  own: SQLWrapper;
  canEdit: SQLWrapper;
}): SQL<string> => sql`'{"id":' || ${event.id} || ',"idActivity":' || ${event.activityId}
  || ',"typeEvent":' || ${event.typeEvent} || ',"idUser":' || ${jsonInt(event.userId)}
  || ${event.head} || ',"detail":' || ${jsonValue(event.detail)}
  || ',"startDate":"' || ${event.day} || '","endDate":"' || ${event.day}
  || '","hour":' || coalesce('"' || ${event.hour} || '"', 'null')
  || ',"endHour":' || coalesce('"' || ${event.endHour} || '"', 'null')
  || ${event.tail} || ',"idEvent":' || ${event.idEvent} || ',"own":' || ${jsonBool(event.own)}
  || ',"canEdit":' || ${jsonBool(event.canEdit)} || '}'`;
