import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { HistoricalEntityList } from '@extranet/shared/schemas/entity-admin';
import { User } from '@extranet/shared/schemas/user';
import type { AdminChangeUserDataRequest } from '@extranet/shared/schemas/user-admin';
import { adminKeys } from '@/shared/admin-keys';
import { http } from '@/shared/http';

/** Under 'users' and 'entities', so that whatever refreshes the admin lists refreshes these. */
const userEditorKeys = {
  user: (id: number) => ['users', 'by-id', id] as const,
  linkedEntities: (id: number) => ['entities', 'historical-for-user', id] as const,
};

/**
 * `GET user/get/by-id/?id` (docs/product/README.md#routes: the editor reloads by id). A failure is
 * toasted by the query cache; another organization's user is a 404.
 */
export function useAdminUser(id: number | undefined) {
  return useQuery({
    queryKey: userEditorKeys.user(id ?? 0),
    queryFn: ({ signal }) => http.get('user/get/by-id/', { query: { id }, schema: User, signal }),
    enabled: id !== undefined,
    retry: false,
    // Fresh on every visit; the form keeps what it started from, so a refetch never
    // overwrites what is being typed.
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/** `GET entity/list-historical/for-user/{id}`: the entities the user represents or represented. */
export function useLinkedEntities(id: number) {
  return useQuery({
    queryKey: userEditorKeys.linkedEntities(id),
    queryFn: ({ signal }) =>
      http.get(`entity/list-historical/for-user/${id}`, { schema: HistoricalEntityList, signal }),
  });
}

/** GUARDAR: `POST user/{id}/change-user-data/`; the saved user replaces the loaded one. */
export function useSaveAdminUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminChangeUserDataRequest) =>
      http.post(`user/${body.id}/change-user-data/`, { body, schema: User }),
    onSuccess: async (user) => {
      qc.setQueryData(userEditorKeys.user(user.id), user);
      await Promise.all([
        qc.invalidateQueries({ queryKey: ['users'], refetchType: 'none' }),
        qc.invalidateQueries({ queryKey: adminKeys.users, refetchType: 'none' }),
      ]);
    },
  });
}
