import { managesAnyCampaign } from '@extranet/shared/roles';
import type { QueryClient } from '@tanstack/react-query';
import type { User } from '@extranet/shared/schemas/user';
import { matchPath } from 'react-router';
import { activityListQuery, campaignQuery } from '@/features/activity-list/api';
import { defaultActivityFilter } from '@/features/activity-list/activity-filter';
import { campaignListQuery } from '@/features/campaigns/api';
import { presetCampaignFilter } from '@/features/campaigns/campaign-filter';
import { addressId } from '@/shared/address-id';
import { paths } from '@/shared/paths';
import { readLinkedActivityId } from '@/shared/session/linked-activity';
import { sessionStore } from '@/shared/session/session-store';
import { accessRedirect, userAccess } from './guards/access';
import { queryClient } from './query-client';

const campaignListPaths = [paths.main, paths.campaignFilter, paths.campaignName];

/**
 * Starts in `client` the calls of the list screen at `location` as `user` sees it, with the
 * screens' own query options, and answers their promises (none for another screen):
 *
 * - `/main` and its preset routes: the campaign list's first page.
 * - `/activitylist?campaign=…`: the campaign and, beside it rather than after it, its first page
 *   of activities, whenever the viewer's role alone says which list that is.
 *
 * The browser asks them while the screen's code loads (below); the server, for the screens it
 * paints with their data (server-screens.tsx).
 */
export function prefetchListScreenData(
  client: QueryClient,
  { pathname, search }: Pick<Location, 'pathname' | 'search'>,
  user: Pick<User, 'id' | 'role'>,
): Promise<unknown>[] {
  const campaignList = campaignListPaths
    .map((path) => matchPath(path, pathname))
    .find((found) => found !== null);
  if (campaignList) {
    const viewer = { id: user.id, role: user.role };
    return [
      client.prefetchInfiniteQuery(
        campaignListQuery(viewer, presetCampaignFilter(campaignList.params)),
      ),
    ];
  }

  const campaignId = addressId(new URLSearchParams(search).get('campaign'));
  if (!matchPath(paths.activityList, pathname) || campaignId === undefined) return [];
  const campaign = client.prefetchQuery(campaignQuery(campaignId));
  const manages = managesAnyCampaign(user);
  if (manages === undefined) return [campaign];
  return [
    campaign,
    client.prefetchInfiniteQuery(
      activityListQuery(campaignId, { id: user.id, manages }, defaultActivityFilter),
    ),
  ];
}

/**
 * Asks for the data of the screen at `location` (`prefetchListScreenData`) while antd, the shell
 * and the page are still loading. Nothing here loads antd, so the calls can leave before antd is
 * evaluated. Only when the screen will show it: someone the guards let in, with no linked activity
 * to go on to (docs/product/README.md#routes).
 */
export function prefetchFirstScreenData(location: Location): void {
  const session = sessionStore.get();
  if (!session || readLinkedActivityId()) return;
  if (accessRedirect(session, userAccess(), location.pathname)) return;
  void prefetchListScreenData(queryClient, location, session.user);
}
