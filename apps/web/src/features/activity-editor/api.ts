import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Activity, type ActivityUpdateRequest } from '@extranet/shared/schemas/activity';
import { http } from '@/shared/http';

const activityKeys = {
  all: ['activities'] as const,
  byId: (id: number) => ['activities', 'by-id', id] as const,
};

/** `GET activity/get/by-id/?id` (docs/product/campaigns-and-activities.md#calls). */
export function useActivity(id: number | undefined) {
  return useQuery({
    queryKey: activityKeys.byId(id ?? 0),
    queryFn: ({ signal }) =>
      http.get('activity/get/by-id/', { query: { id }, schema: Activity, signal }),
    enabled: id !== undefined,
  });
}

/**
 * `POST activity/{idActivity}/update` with the editor's values
 * (docs/product/campaigns-and-activities.md#activities,
 * docs/product/campaigns-and-activities.md#calls).
 */
export function useUpdateActivity() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ActivityUpdateRequest & { idActivity: number }) =>
      http.post(`activity/${body.idActivity}/update`, { body, schema: Activity }),
    onSuccess: async (activity) => {
      qc.setQueryData(activityKeys.byId(activity.id), activity);
      await qc.invalidateQueries({ queryKey: activityKeys.all, refetchType: 'none' });
    },
  });
}
