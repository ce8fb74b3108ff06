import { Role } from '@extranet/shared/roles';
import type { FutureEventRow, FutureEventsQuery } from '@extranet/shared/schemas/events';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { SessionUser } from '../../plugins/session-user.ts';
import { assertMayNameUser } from '../../policies/named-user.ts';
import { selectFutureEvents } from './future-events-queries.ts';
import { managedCampaigns } from '../../policies/managed-campaigns.ts';

/**
 * `GET events/{idUser}/user-future-events?startDate&endDate&activity`, the rows of the reminders
 * table (docs/product/calendar.md#reminders): the accepted appointments in the range of the
 * campaigns the caller manages. The caller's session decides what it sees; the path's user is
 * the caller itself or, for role 2+, a user of its organization
 * (docs/api-conventions.md#ids-naming-a-user).
 */
export async function listFutureEvents(
  db: Db,
  caller: SessionUser,
  idUser: number,
  query: FutureEventsQuery,
): Promise<FutureEventRow[]> {
  if (caller.role < Role.Supervisor) throw new AppError('forbidden');
  await assertMayNameUser(db, caller, idUser);
  return selectFutureEvents(db, {
    startDate: query.startDate,
    endDate: query.endDate,
    activityId: query.activity === undefined || query.activity === -1 ? undefined : query.activity,
    campaignScope: managedCampaigns(caller),
  });
}
