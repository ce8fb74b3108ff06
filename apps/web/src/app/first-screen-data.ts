import { matchPath } from 'react-router';
import { campaignListQuery } from '@/features/campaigns/api';
import { presetCampaignFilter } from '@/features/campaigns/campaign-filter';
import { paths } from '@/shared/paths';
import { readLinkedActivityId } from '@/shared/session/linked-activity';
import { sessionStore } from '@/shared/session/session-store';
import { accessRedirect, userAccess } from './guards/access';
import { queryClient } from './query-client';

const campaignListPaths = [paths.main, paths.campaignFilter, paths.campaignName];

/**
 * Asks for the data of the screen at `pathname` with the screen's own query options, while
 * antd, the shell and the page are still loading (`/main` and its preset routes: the campaign
 * list's first page). Nothing here loads antd, so the call can leave before antd is evaluated.
 * Only when the screen will show it: someone the guards let in, with no linked activity to go
 * on to (docs/product/README.md#routes).
 */
export function prefetchFirstScreenData(pathname: string): void {
  const session = sessionStore.get();
  const match = campaignListPaths
    .map((path) => matchPath(path, pathname))
    .find((found) => found !== null);
  if (!session || !match || readLinkedActivityId()) return;
  if (accessRedirect(session, userAccess(), pathname)) return;
  const viewer = { id: session.user.id, role: session.user.role };
  void queryClient.prefetchInfiniteQuery(
    campaignListQuery(viewer, presetCampaignFilter(match.params)),
  );
}
