import { useQuery } from '@tanstack/react-query';
import { OptionList } from '@extranet/shared/schemas/reference';
import { http } from '@/shared/http';

/** Reference lists change only with a new deployment: fetched once per page load. */
const forever = { staleTime: Infinity, gcTime: Infinity } as const;

/**
 * The 78 councils (docs/product/administration-and-analytics.md#councils), `GET
 * order/get-councils/` (public).
 */
export function useCouncils() {
  return useQuery({
    queryKey: ['reference', 'councils'],
    queryFn: () => http.get('order/get-councils/', { schema: OptionList }),
    ...forever,
  });
}

/**
 * The targets (destinatarios, docs/product/campaigns-and-activities.md#targets), `GET
 * order/get-targets/` (public).
 */
export function useTargets() {
  return useQuery({
    queryKey: ['reference', 'targets'],
    queryFn: () => http.get('order/get-targets/', { schema: OptionList }),
    ...forever,
  });
}
