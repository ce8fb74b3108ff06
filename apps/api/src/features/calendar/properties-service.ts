import type {
  EventProperties,
  EventPropertiesBody,
  EventType,
} from '@extranet/shared/schemas/events';
import type { Db } from '../../db/client.ts';
import type { SessionUser } from '../../plugins/session-user.ts';
import { assertManagesCampaign } from '../../policies/campaign-management.ts';
import { findEventActivity, updateEventProperties, type EventActivity } from './queries.ts';

/**
 * The activity of an event the caller manages (docs/product/calendar.md#event-editor): a
 * participant is refused (403); an event the caller does not manage, or none, is 404
 * (policies/campaign-management.ts).
 */
export async function managedEventActivity(
  db: Db,
  caller: SessionUser,
  idEvent: number,
  typeEvent: EventType,
  forUpdate = false,
): Promise<EventActivity> {
  const activity = await findEventActivity(db, idEvent, typeEvent, forUpdate);
  assertManagesCampaign(caller, activity);
  return activity;
}

/**
 * `events/{idEvent}/{typeEvent}/eventproperties/set`: role 2+ or the campaign's supervisor sets
 * the display properties of the event's activity, which all its events share
 * (docs/product/calendar.md#display-properties). Checked and written under the activity's lock,
 * so a second click writes the same values again; the colour is kept upper case, as the activity
 * editor keeps it.
 */
export async function setEventProperties(
  db: Db,
  caller: SessionUser,
  idEvent: number,
  typeEvent: EventType,
  body: EventPropertiesBody,
): Promise<EventProperties> {
  return db.transaction(async (tx) => {
    const activity = await managedEventActivity(tx, caller, idEvent, typeEvent, true);
    return updateEventProperties(tx, activity.id, {
      visible: body.propVisible,
      color: body.propColor.toUpperCase(),
    });
  });
}
