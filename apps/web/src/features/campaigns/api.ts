import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { limits } from '@extranet/shared/limits';
import { Role } from '@extranet/shared/roles';
import { Campaign, CampaignPage, type CampaignListItem } from '@extranet/shared/schemas/campaign';
import { DeletedReply } from '@extranet/shared/schemas/common';
import { http } from '@/shared/http';
import type { CampaignFilter } from './campaign-filter';
import { nextCampaignPage } from './campaign-paging';

/**
 * Whose list: role 2+ reads admin mode, everyone else user mode
 * (docs/product/README.md#roles-and-permissions, docs/product/campaigns-and-activities.md#calls).
 */
export interface CampaignViewer {
  id: number;
  role: number;
}

const listMode = (viewer: CampaignViewer) =>
  viewer.role >= Role.Admin ? ('for-admin' as const) : ('for-user' as const);

const campaignKeys = {
  all: ['campaigns'] as const,
  list: (viewer: CampaignViewer, filter: CampaignFilter) =>
    ['campaigns', 'list', listMode(viewer), viewer.id, filter] as const,
};

const pageSize = limits.defaultPageSize;

/**
 * The campaign list, page by page from 0 (`campaign/list/for-admin|for-user/{idUser}`). A new
 * filter is a new key, so the list reloads from page 0. The app shell prefetches it with these
 * same options while the first screen is still loading.
 */
export const campaignListQuery = (viewer: CampaignViewer, filter: CampaignFilter) =>
  infiniteQueryOptions({
    queryKey: campaignKeys.list(viewer, filter),
    queryFn: ({ pageParam, signal }) =>
      http.get(`campaign/list/${listMode(viewer)}/${viewer.id}`, {
        query: {
          _page: pageParam,
          _pagesize: pageSize,
          active: filter.active,
          text: filter.text.trim(),
          target: filter.target,
        },
        schema: CampaignPage,
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextCampaignPage(pages),
  });

/** The campaign list of `viewer` under `filter` (see `campaignListQuery`). */
export function useCampaignList(viewer: CampaignViewer, filter: CampaignFilter) {
  return useInfiniteQuery(campaignListQuery(viewer, filter));
}

/** Puts `campaign` in place of its old copy in every loaded list. */
function replaceInLists(
  data: InfiniteData<CampaignPage, number> | undefined,
  campaign: CampaignListItem,
) {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((item) => (item.id === campaign.id ? { ...item, ...campaign } : item)),
    })),
  };
}

/** `POST campaign/actived/set/{id}?active` (role 2+). The card keeps its place in the list. */
export function useSetCampaignActive() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      http.post(`campaign/actived/set/${id}`, { query: { active }, schema: Campaign }),
    onSuccess: async (campaign) => {
      qc.setQueriesData<InfiniteData<CampaignPage, number>>(
        { queryKey: campaignKeys.all },
        (data) => replaceInLists(data, campaign),
      );
      // Other filters may now list it differently: reload them when they are next shown.
      await qc.invalidateQueries({ queryKey: campaignKeys.all, refetchType: 'none' });
    },
  });
}

/**
 * `GET campaign/create` (role 2+): a new, inactive campaign
 * (docs/product/campaigns-and-activities.md#campaigns).
 */
export function useCreateCampaign() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => http.get('campaign/create', { schema: Campaign }),
    onSuccess: () => qc.invalidateQueries({ queryKey: campaignKeys.all, refetchType: 'none' }),
  });
}

/** `POST campaign/clone/{id}` (role 2+): answers the copy. */
export function useCloneCampaign() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.post(`campaign/clone/${id}`, { schema: Campaign }),
    onSuccess: () => qc.invalidateQueries({ queryKey: campaignKeys.all }),
  });
}

/** `POST campaign/delete/{id}` (role 2+): `{ deleted }`; 409 when it has activities. */
export function useDeleteCampaign() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.post(`campaign/delete/${id}`, { schema: DeletedReply }),
    onSuccess: () => qc.invalidateQueries({ queryKey: campaignKeys.all }),
  });
}
