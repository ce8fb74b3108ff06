import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, errorText, isProfileIncomplete, isSessionEnd } from '@/shared/api-error';
import { sessionStore } from '@/shared/session/session-store';
import { toast } from '@/shared/toast';

/** Retry once what may pass on a second try (no network, 5xx); never a refusal (4xx). */
const retry = (failureCount: number, error: unknown) =>
  failureCount < 1 && (!(error instanceof ApiError) || error.status === 0 || error.status >= 500);

export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    // docs/product/README.md#error-catalogue: a failed load shows an error toast (mutations handle
    // their own messages).
    onError: (error, query) => {
      if (isSessionEnd(error) || isProfileIncomplete(error) || query.meta?.silent) return;
      toast.error(errorText(error));
    },
  }),
  defaultOptions: {
    queries: { retry, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

// Another user's data must not survive a logout; public reference lists may.
sessionStore.subscribe(() => {
  if (sessionStore.get()) return;
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'reference' });
});
