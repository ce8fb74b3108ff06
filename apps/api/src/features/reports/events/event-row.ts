/**
 * A row of the event lists (docs/product/reporting.md#event-lists) as their one query gives it:
 * an appointment ('cita', an accepted order's agreed day and time) or a dated line of an event
 * activity ('evento'). Both lists, 32 and 35, are shaped from it.
 */
export interface EventListRow {
  kind: 'cita' | 'evento';
  /** The order of an appointment; null for an event line. */
  orderId: number | null;
  activityId: number;
  /** The line's number among its event's lines; null for an appointment. */
  lineId: number | null;
  /** YYYY-MM-DD. */
  date: string;
  /** HH:MM, or null: an all-day entry. */
  hour: string | null;
  /** An appointment's activity name; an event line's text. */
  event: string;
  campaign: string;
  activity: string;
  /** The entity of an appointment (null for an individual request and for event lines). */
  entity: string | null;
  /** The applicant of an appointment: name and surname. */
  applicant: string | null;
  phone: string | null;
  council: string | null;
  visitors: number | null;
  visitType: string | null;
  /** An event line's place and observations. */
  place: string | null;
  observations: string | null;
}

/** The row's key in a reply: unique across both kinds (a line's number is its event's own). */
export const eventRowId = (
  row: Pick<EventListRow, 'kind' | 'orderId' | 'activityId' | 'lineId'>,
) => (row.kind === 'cita' ? `cita-${row.orderId}` : `evento-${row.activityId}-${row.lineId}`);
