import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Entity } from '@extranet/shared/schemas/entity';
import {
  CentreList,
  HistoricalUserList,
  type EntityUpdateRequest,
} from '@extranet/shared/schemas/entity-admin';
import { adminKeys } from '@/shared/admin-keys';
import { http } from '@/shared/http';

/** Under 'entities', so that whatever refreshes the admin entity lists refreshes these. */
const entityEditorKeys = {
  entity: (id: number) => ['entities', 'by-id', id] as const,
  users: (id: number) => ['entities', 'historical-users', id] as const,
  centres: (id: number) => ['entities', 'centres', id] as const,
};

/**
 * `GET entity/get/by-id/?id` (docs/product/README.md#routes: the editor reloads by id). A failure
 * is toasted by the query cache.
 */
export function useEntity(id: number | undefined) {
  return useQuery({
    queryKey: entityEditorKeys.entity(id ?? 0),
    queryFn: ({ signal }) =>
      http.get('entity/get/by-id/', { query: { id }, schema: Entity, signal }),
    enabled: id !== undefined,
    retry: false,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/**
 * `GET entity/list-historical-users/{id}`: who represents or represented the entity. Asked only
 * when the viewer is not a gestor (docs/product/administration-and-analytics.md#entity-editor,
 * docs/product/README.md#roles-and-permissions: the API refuses role 1).
 */
export function useHistoricalUsers(id: number, enabled: boolean) {
  return useQuery({
    queryKey: entityEditorKeys.users(id),
    queryFn: ({ signal }) =>
      http.get(`entity/list-historical-users/${id}`, { schema: HistoricalUserList, signal }),
    enabled,
  });
}

/** `GET entity/list-center-data/{id}`: the entity's group, its main entity first. */
export function useCentres(id: number) {
  return useQuery({
    queryKey: entityEditorKeys.centres(id),
    queryFn: ({ signal }) =>
      http.get(`entity/list-center-data/${id}`, { schema: CentreList, signal }),
  });
}

/** GUARDAR: `POST entity/{idEntity}/update`; the lists (names, centres) reload. */
export function useUpdateEntity() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: EntityUpdateRequest) =>
      http.post(`entity/${body.idEntity}/update`, { body, schema: Entity }),
    onSuccess: async (entity) => {
      qc.setQueryData(entityEditorKeys.entity(entity.id), entity);
      await Promise.all([
        qc.invalidateQueries({
          queryKey: ['entities'],
          predicate: (query) => query.queryKey[1] !== 'by-id',
        }),
        qc.invalidateQueries({ queryKey: adminKeys.entities, refetchType: 'none' }),
      ]);
    },
  });
}
