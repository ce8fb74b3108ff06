import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '@/shared/http';

/** `GET /api/health`. */
const Health = z.object({ status: z.string(), version: z.string() });

export function useHealth() {
  return useQuery({
    queryKey: ['health'],
    queryFn: () => http.get('health', { schema: Health }),
    staleTime: 0,
    meta: { silent: true },
  });
}
