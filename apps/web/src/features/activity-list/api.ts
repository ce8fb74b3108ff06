import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { limits } from '@extranet/shared/limits';
import { Activity, ActivityNamePage, ActivityPage } from '@extranet/shared/schemas/activity';
import { Campaign } from '@extranet/shared/schemas/campaign';
import { DeletedReply } from '@extranet/shared/schemas/common';
import { http } from '@/shared/http';
import type { ActivityFilter } from './activity-filter';

/**
 * Whose list: managers read the whole campaign, everyone else the by-user list
 * (docs/product/README.md#roles-and-permissions).
 */
export interface ActivityViewer {
  id: number;
  /** Role 2+ or the campaign's supervisor. */
  manages: boolean;
}

const activityListKeys = {
  all: ['activities'] as const,
  list: (campaignId: number, viewer: ActivityViewer, filter: ActivityFilter) =>
    ['activities', 'list', campaignId, viewer.manages, viewer.id, filter] as const,
  byName: (name: string, page: number) => ['activities', 'by-name', name, page] as const,
  campaign: (id: number) => ['campaigns', 'by-id', id] as const,
};

const pageSize = limits.defaultPageSize;

/** `GET campaign/get/by-id/?id`: the title of the screen (docs/product/README.md#routes). */
export const campaignQuery = (id: number) =>
  queryOptions({
    queryKey: activityListKeys.campaign(id),
    queryFn: ({ signal }) =>
      http.get('campaign/get/by-id/', { query: { id }, schema: Campaign, signal }),
  });

/** The campaign of `campaignQuery`, once there is an id. */
export function useCampaign(id: number | undefined, placeholder?: Campaign) {
  return useQuery({
    ...campaignQuery(id ?? 0),
    enabled: id !== undefined,
    placeholderData: placeholder?.id === id ? placeholder : undefined,
  });
}

/** The page after `pages`, or undefined once a short page or the page-0 total ends the list. */
function nextActivityPage(pages: ActivityPage[]): number | undefined {
  const last = pages.at(-1);
  if (!last || last.items.length < pageSize) return undefined;
  const total = pages[0]?.total;
  const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
  if (total !== null && total !== undefined && loaded >= total) return undefined;
  return pages.length;
}

/**
 * The activities of a campaign from page 0 (docs/product/README.md#roles-and-permissions,
 * docs/product/campaigns-and-activities.md#calls): `activity/list/by-campaign/{id}` for managers,
 * `activity/list/by-user/{id}/{userId}` (active ones only) for everyone else.
 */
export const activityListQuery = (
  campaignId: number,
  viewer: ActivityViewer,
  filter: ActivityFilter,
) => {
  const path = viewer.manages
    ? `activity/list/by-campaign/${campaignId}`
    : `activity/list/by-user/${campaignId}/${viewer.id}`;
  return infiniteQueryOptions({
    queryKey: activityListKeys.list(campaignId, viewer, filter),
    queryFn: ({ pageParam, signal }) =>
      http.get(path, {
        query: {
          _page: pageParam,
          _pagesize: pageSize,
          active: viewer.manages && filter.active ? true : undefined,
          text: filter.text.trim() || undefined,
        },
        schema: ActivityPage,
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextActivityPage(pages),
  });
};

/** The activities of `activityListQuery`, while `enabled`. */
export function useActivityList(
  campaignId: number,
  viewer: ActivityViewer,
  filter: ActivityFilter,
  enabled: boolean,
) {
  return useInfiniteQuery({ ...activityListQuery(campaignId, viewer, filter), enabled });
}

/**
 * `GET activity/list/by-name?name`: the clone dialog's table, 10 a page
 * (docs/product/campaigns-and-activities.md#activity-list,
 * docs/product/README.md#constants-and-limits).
 */
export function useActivitiesByName(name: string, page: number, enabled: boolean) {
  return useQuery({
    queryKey: activityListKeys.byName(name, page),
    queryFn: ({ signal }) =>
      http.get('activity/list/by-name', {
        query: { name, _page: page, _pagesize: limits.searchTablePageSize },
        schema: ActivityNamePage,
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** Puts `activity` in place of its old copy in every loaded list. */
function replaceInLists(data: InfiniteData<ActivityPage, number> | undefined, activity: Activity) {
  if (!data?.pages) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((item) => (item.id === activity.id ? activity : item)),
    })),
  };
}

/** `POST activity/active/set/{id}?active`: the row keeps its place in the list. */
export function useSetActivityActive() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      http.post(`activity/active/set/${id}`, { query: { active }, schema: Activity }),
    onSuccess: async (activity) => {
      qc.setQueriesData<InfiniteData<ActivityPage, number>>(
        { queryKey: ['activities', 'list'] },
        (data) => replaceInLists(data, activity),
      );
      await qc.invalidateQueries({ queryKey: activityListKeys.all, refetchType: 'none' });
    },
  });
}

/**
 * `POST activity/create {idCampaign}`; a negative id creates an event
 * (docs/product/campaigns-and-activities.md#events).
 */
export function useCreateActivity() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (idCampaign: number) =>
      http.post('activity/create', { body: { idCampaign }, schema: Activity }),
    onSuccess: () => qc.invalidateQueries({ queryKey: activityListKeys.all }),
  });
}

/** `POST activity/clone {idCampaign, idActivity}`: answers the copy. */
export function useCloneActivity() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { idCampaign: number; idActivity: number }) =>
      http.post('activity/clone', { body, schema: Activity }),
    onSuccess: () => qc.invalidateQueries({ queryKey: activityListKeys.all }),
  });
}

/** `POST activity/delete/{id}`: `{ deleted }`; 409 'activity have orders'. */
export function useDeleteActivity() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.post(`activity/delete/${id}`, { schema: DeletedReply }),
    onSuccess: () => qc.invalidateQueries({ queryKey: activityListKeys.all }),
  });
}
