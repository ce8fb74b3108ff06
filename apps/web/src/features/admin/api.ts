import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { AnalyticsList } from '@extranet/shared/schemas/analytics';
import { DeletedReply } from '@extranet/shared/schemas/common';
import { Entity } from '@extranet/shared/schemas/entity';
import {
  EntityAdminPage,
  type EntityAdminCreateRequest,
} from '@extranet/shared/schemas/entity-admin';
import { User } from '@extranet/shared/schemas/user';
import { UserPage, type AdminNewUserRequest } from '@extranet/shared/schemas/user-admin';
import { fetchDownload, type DownloadProgress } from '@/shared/fetch-download';
import { http } from '@/shared/http';
import { adminKeys } from '@/shared/admin-keys';
import { nextPageIndex } from './admin-paging';
import { ENTITY_PAGE_SIZE, entityListQuery, type EntityFilter } from './entity-filter';
import { USER_PAGE_SIZE, userListQuery, type UserFilter } from './user-filter';

const USERS_PATH = 'user/list/for-user-organization/';
const ENTITIES_PATH = 'entity/list/by-filter-order-by-name';

/**
 * Box mode: the users, page after page from 0 as the list scrolls
 * (docs/product/README.md#constants-and-limits).
 */
export function useUserPages(filter: UserFilter) {
  return useInfiniteQuery({
    queryKey: [...adminKeys.users, 'pages', filter],
    queryFn: ({ pageParam, signal }) =>
      http.get(USERS_PATH, { query: userListQuery(filter, pageParam), schema: UserPage, signal }),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextPageIndex(pages, USER_PAGE_SIZE),
  });
}

/** List mode: one page of users (from 0); the last page stays while the next loads. */
export function useUserPage(filter: UserFilter, page: number) {
  return useQuery({
    queryKey: [...adminKeys.users, 'page', filter, page],
    queryFn: ({ signal }) =>
      http.get(USERS_PATH, { query: userListQuery(filter, page), schema: UserPage, signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * Box mode: entities (or centres), 75 a page (docs/product/README.md#constants-and-limits), page
 * after page.
 */
export function useEntityPages(filter: EntityFilter, centres: boolean) {
  return useInfiniteQuery({
    queryKey: [...adminKeys.entities, 'pages', centres, filter],
    queryFn: ({ pageParam, signal }) =>
      http.get(ENTITIES_PATH, {
        query: entityListQuery(filter, centres, pageParam),
        schema: EntityAdminPage,
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextPageIndex(pages, ENTITY_PAGE_SIZE),
  });
}

/** List mode: one page of entities (or centres). */
export function useEntityPage(filter: EntityFilter, centres: boolean, page: number) {
  return useQuery({
    queryKey: [...adminKeys.entities, 'page', centres, filter, page],
    queryFn: ({ signal }) =>
      http.get(ENTITIES_PATH, {
        query: entityListQuery(filter, centres, page),
        schema: EntityAdminPage,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** 'Entidad principal': main entities whose name contains `name`, the first 20. */
export function useMainEntityOptions(name: string) {
  return useQuery({
    queryKey: [...adminKeys.entities, 'main-options', name],
    queryFn: ({ signal }) =>
      http.get(ENTITIES_PATH, {
        query: { _page: 0, _pagesize: 20, name: name.trim(), centres: false },
        schema: EntityAdminPage,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Puts `user` in place of its old copy in every loaded users list, keeping its place. */
function replaceUser(qc: QueryClient, user: User) {
  const swap = (page: UserPage): UserPage => ({
    ...page,
    items: page.items.map((item) => (item.id === user.id ? user : item)),
  });
  qc.setQueriesData<unknown>({ queryKey: adminKeys.users }, (data: unknown) => {
    if (!data || typeof data !== 'object') return data;
    if ('pages' in data) {
      const infinite = data as { pages: UserPage[] };
      return { ...infinite, pages: infinite.pages.map(swap) };
    }
    return 'items' in data ? swap(data as UserPage) : data;
  });
}

/** `GET user/{id}/set-disabled/{bool}/` (role 2+): answers the user as it now is. */
export function useSetUserDisabled() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, disabled }: { id: number; disabled: boolean }) =>
      http.get(`user/${id}/set-disabled/${disabled}/`, { schema: User }),
    onSuccess: (user) => replaceUser(qc, user),
  });
}

/** `POST user/delete/{id}` (role 2+): `{ deleted }`; 409 when it has orders or campaigns. */
export function useDeleteUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.post(`user/delete/${id}`, { schema: DeletedReply }),
    onSuccess: () => qc.invalidateQueries({ queryKey: adminKeys.users }),
  });
}

/**
 * `POST user/new/` (role 2+): the admin modal
 * (docs/product/administration-and-analytics.md#user-editor).
 */
export function useCreateUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminNewUserRequest) => http.post('user/new/', { body, schema: User }),
    onSuccess: () => qc.invalidateQueries({ queryKey: adminKeys.users }),
  });
}

/** `POST entity/create` (role 2+): a main entity, or a centre with `mainEntityId`. */
export function useCreateEntity() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: EntityAdminCreateRequest) =>
      http.post('entity/create', { body, schema: Entity }),
    onSuccess: () => qc.invalidateQueries({ queryKey: adminKeys.entities }),
  });
}

/** `POST entity/delete/{id}` (role 2+): 409 when it has orders or centres. */
export function useDeleteEntity() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.post(`entity/delete/${id}`, { schema: DeletedReply }),
    onSuccess: () => qc.invalidateQueries({ queryKey: adminKeys.entities }),
  });
}

/** `GET analytics/list/` (role 2+): the version and the export items (id, name, url). */
export function useAnalyticsList() {
  return useQuery({
    queryKey: adminKeys.analytics,
    queryFn: ({ signal }) => http.get('analytics/list/', { schema: AnalyticsList, signal }),
  });
}

/**
 * Downloads an export item's `url` (`user/{idUser}/getfile/{name}`) with the bearer token,
 * reporting the bytes received; resolves to the file.
 */
export function useDownloadFile(onProgress: (progress: DownloadProgress) => void) {
  return useMutation({
    mutationFn: (url: string) => fetchDownload(url, onProgress),
  });
}

/** The footer's reload: the tab's lists start again from page 0. */
export function useReloadLists() {
  const qc = useQueryClient();
  return (key: readonly string[]) => qc.resetQueries({ queryKey: key });
}
