import { messages } from '@extranet/shared/messages';
import { useEffect, useRef } from 'react';
import { toast } from '../toast';

/**
 * docs/product/README.md#error-catalogue 'No hay resultados' (empty list): said once when the load
 * that follows `arm()` (a FILTRAR) finds nothing; the table says it too, without a toast on every
 * page.
 */
export function useEmptyNotice(result: {
  data?: { items: readonly unknown[] };
  isFetching: boolean;
  isPlaceholderData: boolean;
}) {
  const armed = useRef(false);
  const { data, isFetching, isPlaceholderData } = result;
  useEffect(() => {
    if (!armed.current || isFetching || isPlaceholderData || !data) return;
    armed.current = false;
    if (data.items.length === 0) toast.info(messages.noResults);
  }, [data, isFetching, isPlaceholderData]);
  return () => {
    armed.current = true;
  };
}
