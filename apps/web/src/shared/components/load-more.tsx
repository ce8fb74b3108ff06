import { Button } from 'antd';
import type { LoadFailure } from './list-load-error';
import { ListLoadError } from './list-load-error';

/** The paging state of an infinite list (TanStack's infinite query) that its footer needs. */
interface NextPageState {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * The end of an infinite list: 'Cargar más' while pages remain (for keyboards and short screens;
 * scrolling loads them too), or, when only a further page failed, that failure with
 * 'Reintentar' in its place (docs/screens-resilience.md).
 */
export function LoadMore({
  list,
  failure,
  label,
  className,
}: {
  list: NextPageState;
  failure: LoadFailure | undefined;
  label: string;
  className: string;
}) {
  if (failure?.nextPage) return <ListLoadError failure={failure} />;
  if (!list.hasNextPage) return null;
  return (
    <div className={className}>
      <Button
        loading={list.isFetchingNextPage}
        disabled={list.isFetchingNextPage}
        onClick={() => void list.fetchNextPage()}
      >
        {label}
      </Button>
    </div>
  );
}
