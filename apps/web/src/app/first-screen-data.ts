import { managesAnyCampaign } from '@extranet/shared/roles';
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
 * Asks for the data of the screen at `location` with the screen's own query options, while
 * antd, the shell and the page are still loading. Nothing here loads antd, so the calls can leave
 * before antd is evaluated. Only when the screen will show it: someone the guards let in, with no
 * linked activity to go on to (docs/product/README.md#routes).
 *
 * - `/main` and its preset routes: the campaign list's first page.
 * - `/activitylist?campaign=…`: the campaign and, beside it rather than after it, its first page
 *   of activities, whenever the viewer's role alone says which list that is.
 */
export function prefetchFirstScreenData({ pathname, search }: Location): void {
  const session = sessionStore.get();
  if (!session || readLinkedActivityId()) return;
  if (accessRedirect(session, userAccess(), pathname)) return;
  const { user } = session;

  const campaignList = campaignListPaths
    .map((path) => matchPath(path, pathname))
    .find((found) => found !== null);
  if (campaignList) {
    const viewer = { id: user.id, role: user.role };
    void queryClient.prefetchInfiniteQuery(
      campaignListQuery(viewer, presetCampaignFilter(campaignList.params)),
    );
    return;
  }

  const campaignId = addressId(new URLSearchParams(search).get('campaign'));
  if (matchPath(paths.activityList, pathname) && campaignId !== undefined) {
    void queryClient.prefetchQuery(campaignQuery(campaignId));
    const manages = managesAnyCampaign(user);
    if (manages === undefined) return;
    void queryClient.prefetchInfiniteQuery(
      activityListQuery(campaignId, { id: user.id, manages }, defaultActivityFilter),
    );
  }
}
