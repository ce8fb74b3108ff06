import { useQuery } from '@tanstack/react-query';
import { messages } from '@extranet/shared/messages';
import { Activity } from '@extranet/shared/schemas/activity';
import { ApiError, errorText, isSessionEnd } from '@/shared/api-error';
import { http } from '@/shared/http';
import { clearLinkedActivityId } from '@/shared/session/linked-activity';
import { toast } from '@/shared/toast';

/**
 * `GET activity/get/by-id/?id`, under the key the request form reads, so it loads once. An
 * activity that cannot be loaded is forgotten as a link at once, with its message
 * (docs/product/README.md#error-catalogue 'No se ha encontrado la actividad'), so that /main does
 * not keep coming back to it.
 */
export function useLinkedActivity(id: number | undefined) {
  return useQuery({
    queryKey: ['activities', 'by-id', id ?? 0] as const,
    queryFn: async ({ signal }) => {
      try {
        return await http.get('activity/get/by-id/', { query: { id }, schema: Activity, signal });
      } catch (err) {
        clearLinkedActivityId();
        const notFound = err instanceof ApiError && err.status === 404;
        if (!isSessionEnd(err)) {
          toast.error(notFound ? messages.activityNotFound : errorText(err), 'linked-activity');
        }
        throw err;
      }
    },
    enabled: id !== undefined,
    retry: false,
  });
}
