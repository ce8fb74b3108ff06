import type { CalendarFeedReply } from '@extranet/shared/schemas/events';
import type { SessionUser } from '../../plugins/session-user.ts';
import type { FeedDeps } from './deps.ts';
import { deleteToken, newFeedToken, storeToken, tokenOfUser } from './feed-tokens.ts';

/**
 * The private feed's address of docs/product/calendar.md#ical-feeds, which `/userprofile` shows,
 * creates, changes and revokes. Each caller reaches only its own.
 */

export const feedAddress = (deps: FeedDeps, token: string) =>
  `${deps.site.publicUrl}/api/calendar/feed/${token}.ics`;

export async function currentAddress(
  deps: FeedDeps,
  caller: SessionUser,
): Promise<CalendarFeedReply> {
  const token = await tokenOfUser(deps.db, caller.id);
  return { url: token ? feedAddress(deps, token) : null };
}

/** A new secret, replacing the old one: whoever had the old address no longer reads the feed. */
export async function renewAddress(
  deps: FeedDeps,
  caller: SessionUser,
): Promise<CalendarFeedReply> {
  const token = newFeedToken();
  await storeToken(deps.db, caller.id, token);
  return { url: feedAddress(deps, token) };
}

export async function revokeAddress(
  deps: FeedDeps,
  caller: SessionUser,
): Promise<CalendarFeedReply> {
  await deleteToken(deps.db, caller.id);
  return { url: null };
}
