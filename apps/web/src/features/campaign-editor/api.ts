import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Campaign,
  SupervisorList,
  type CampaignUpdateRequest,
} from '@extranet/shared/schemas/campaign';
import { http } from '@/shared/http';

const campaignEditorKeys = {
  campaign: (id: number) => ['campaigns', 'by-id', id] as const,
  supervisors: ['campaigns', 'supervisors'] as const,
};

/**
 * `GET campaign/get/by-id/?id=`: 404 for a campaign the caller may not edit
 * (docs/api-conventions.md#error-replies).
 */
export function useCampaign(id: number | null) {
  return useQuery({
    queryKey: campaignEditorKeys.campaign(id ?? 0),
    queryFn: ({ signal }) =>
      http.get('campaign/get/by-id/', { query: { id }, schema: Campaign, signal }),
    enabled: id !== null,
    retry: false,
    // Fresh on every visit (uploads change the campaign outside this cache); the form keeps
    // what it started from, so a refetch never overwrites the user's typing.
    staleTime: 0,
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
  });
}

/** `GET campaign/list-supervisors-organization/` (role 2+): the Gestor options. */
export function useSupervisors(enabled: boolean) {
  return useQuery({
    queryKey: campaignEditorKeys.supervisors,
    queryFn: ({ signal }) =>
      http.get('campaign/list-supervisors-organization/', { schema: SupervisorList, signal }),
    enabled,
  });
}

/** `POST campaign/:id/update`; the saved campaign replaces the loaded one and the lists reload. */
export function useUpdateCampaign() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (request: CampaignUpdateRequest) =>
      http.post(`campaign/${request.idCampaign}/update`, { body: request, schema: Campaign }),
    onSuccess: async (campaign) => {
      qc.setQueryData(campaignEditorKeys.campaign(campaign.id), campaign);
      await qc.invalidateQueries({ queryKey: ['campaigns', 'list'] });
    },
  });
}
