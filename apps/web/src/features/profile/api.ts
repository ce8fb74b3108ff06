import { useMutation, useQuery } from '@tanstack/react-query';
import { DeletedReply } from '@extranet/shared/schemas/common';
import { OrganizationList } from '@extranet/shared/schemas/reference';
import { User, type ChangeOwnDataRequest } from '@extranet/shared/schemas/user';
import { http } from '@/shared/http';

/** `GET organization/list/`: only a superuser may move itself to another organization. */
export function useOrganizations(enabled: boolean) {
  return useQuery({
    queryKey: ['organizations'],
    queryFn: () => http.get('organization/list/', { schema: OrganizationList }),
    enabled,
    staleTime: Infinity,
  });
}

/** `POST user/change-user-data/`: the user's own data. */
export function useSaveOwnData() {
  return useMutation({
    mutationFn: (body: ChangeOwnDataRequest) =>
      http.post('user/change-user-data/', { body, schema: User }),
  });
}

/** `POST user/delete/{id}`: the user deletes its own account. */
export function useDeleteOwnUser() {
  return useMutation({
    mutationFn: (id: number) => http.post(`user/delete/${id}`, { schema: DeletedReply }),
  });
}
