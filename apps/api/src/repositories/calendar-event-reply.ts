/**
 * The EventItem reply (docs/product/calendar.md#events) written as JSON text from the rows the
 * calendar reads: a calendar of 19 months holds thousands of events, and writing their text
 * here, with the two runs that come from the event's activity written once per activity (a few
 * hundred), costs a fraction of building objects and serializing them, or of having the
 * database concatenate them (docs/product/calendar.md#performance). The keys are the schema's,
 * in its order, as the serializer writes them: the repository's test compares the text with the
 * serializer's, and `eventItemKeys` with the schema's keys.
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

/** What an event shows of its activity. */
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

/** An event of the calendar before it is written: an appointment (1) or a dated line (2). */
export interface EventRow {
  typeEvent: 1 | 2;
  /** The order (1) or the line's number among the event's lines (2). */
  id: number;
  activityId: number;
  /** The applicant of an appointment; null for a line. */
  userId: number | null;
  /** YYYY-MM-DD. */
  day: string;
  /** HH:MM, or null. */
  hour: string | null;
  /** HH:MM, or null. */
  endHour: string | null;
  detail: string;
  canEdit: boolean;
}

/** An activity's two runs of an item's text, around the event's own values. */
export interface ActivityRuns {
  /** `,"idSupervisor":…,"idCampaign":…,"name":…,"campaignName":…` */
  head: string;
  /** `,"targets":[…],"eventProperties":{"visible":…,"color":…}` */
  tail: string;
}

export const activityRuns = (activity: EventActivity): ActivityRuns => ({
  head:
    `,"idSupervisor":${activity.supervisorId ?? 'null'},"idCampaign":${activity.campaignId}` +
    `,"name":${JSON.stringify(activity.name)},"campaignName":${JSON.stringify(activity.campaignName)}`,
  tail:
    `,"targets":[${activity.targets.join(',')}],"eventProperties":{"visible":${activity.visible}` +
    `,"color":${JSON.stringify(activity.color)}}`,
});

/** `"HH:MM"` or `null`: hours hold nothing that needs escaping (forms/appointment.ts clockTime). */
const hourText = (hour: string | null) => (hour === null ? 'null' : `"${hour}"`);

/**
 * An event's JSON text. For an appointment `idEvent` is its order, for a line its activity;
 * `own` is the viewer's own appointment.
 */
export function eventItemText(event: EventRow, runs: ActivityRuns, viewerId: number | null) {
  const appointment = event.typeEvent === 1;
  const own = appointment && event.userId !== null && event.userId === viewerId;
  return (
    `{"id":${event.id},"idActivity":${event.activityId},"typeEvent":${event.typeEvent}` +
    `,"idUser":${event.userId ?? 'null'}${runs.head},"detail":${JSON.stringify(event.detail)}` +
    `,"startDate":"${event.day}","endDate":"${event.day}","hour":${hourText(event.hour)}` +
    `,"endHour":${hourText(event.endHour)}${runs.tail}` +
    `,"idEvent":${appointment ? event.id : event.activityId},"own":${own}` +
    `,"canEdit":${event.canEdit}}`
  );
}
