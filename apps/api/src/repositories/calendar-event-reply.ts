import { EventItem, type EventProperties } from '@extranet/shared/schemas/events';
import { sql, type SQL } from 'drizzle-orm';
import { bool, defineReply, int, text, type ReplyField } from '../db/json-reply.ts';
import { jsonBool, jsonValue } from '../db/json-text.ts';

/**
 * The EventItem reply (docs/product/calendar.md#events) as the database writes it, declared once
 * (db/json-reply.ts) over the columns of the `events` rows that calendar-events.ts selects: a
 * calendar of 19 months holds thousands of appointments, and its reply crosses from the store as
 * one JSON text instead of as rows made into objects and serialized again
 * (docs/api-conventions.md#replies). Its test compares that text with the serializer's.
 */

/** A column of the `events` rows. */
const column = <T>(name: string) => sql<T>`${sql.identifier('events')}.${sql.identifier(name)}`;

/** The activity's target ids, a column already written as a JSON array of integers. */
const targetList = (source: SQL<string>): ReplyField<number[], { '': string }> => ({
  parts: { '': source },
  json: (parts) => sql`${parts['']}`,
  value: (parts) => JSON.parse(parts['']) as number[],
});

/** `{ visible, color }` of the activity (docs/product/calendar.md#display-properties). */
const eventProperties = (
  visible: SQL<boolean>,
  color: SQL<string>,
): ReplyField<EventProperties, { Visible: boolean; Color: string }> => ({
  parts: { Visible: visible, Color: color },
  json: (parts) =>
    sql`'{"visible":' || ${jsonBool(parts.Visible)} || ',"color":' || ${jsonValue(parts.Color)} || '}'`,
  value: (parts) => ({ visible: parts.Visible, color: parts.Color }),
});

export const eventItemReply = defineReply(EventItem, {
  id: int(column<number>('id')),
  idActivity: int(column<number>('activity_id')),
  typeEvent: int(column<1 | 2>('type_event')),
  idUser: int(column<number | null>('user_id')),
  idSupervisor: int(column<number | null>('supervisor_id')),
  idCampaign: int(column<number>('campaign_id')),
  name: text(column<string>('name')),
  campaignName: text(column<string>('campaign_name')),
  detail: text(column<string>('detail')),
  startDate: text(column<string>('day')),
  endDate: text(column<string>('day')),
  hour: text(column<string | null>('hour')),
  endHour: text(column<string | null>('end_hour')),
  targets: targetList(column<string>('targets')),
  eventProperties: eventProperties(column<boolean>('visible'), column<string>('color')),
  idEvent: int(column<number>('id_event')),
  own: bool(column<boolean>('own')),
  canEdit: bool(column<boolean>('can_edit')),
});
