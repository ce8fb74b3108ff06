import { ReloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { errorText } from '@/shared/api-error';
import './list-load-error.css';

const listLoadErrorTexts = {
  title: 'No se han podido cargar los datos.',
  retry: 'Reintentar',
};

/** A load that failed, and how to try it again. */
export interface LoadFailure {
  error: unknown;
  /** 'Reintentar': the same call again. */
  retry: () => void;
  /** True while that call runs. */
  retrying: boolean;
  /**
   * True when only a further page of an infinite list failed: the items already shown stay,
   * and the error takes the place of 'Cargar más'.
   */
  nextPage: boolean;
}

/** The fields of a TanStack query (or infinite query) that say whether its last load failed. */
interface LoadState {
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
  isFetchNextPageError?: boolean;
  fetchNextPage?: () => Promise<unknown>;
}

/** The failure of a list's query, or undefined while it has not failed. */
export function loadFailureOf(query: LoadState): LoadFailure | undefined {
  if (!query.isError) return undefined;
  const { fetchNextPage } = query;
  const nextPage = query.isFetchNextPageError === true && fetchNextPage !== undefined;
  return {
    error: query.error,
    retry: () => void (nextPage ? fetchNextPage() : query.refetch()),
    retrying: query.isFetching,
    nextPage,
  };
}

/**
 * What a list shows when its load failed (docs/screens-resilience.md): said as an alert with the
 * server's words and a 'Reintentar' button, in place of the empty state, so that a failed call
 * is never read as 'No hay resultados'.
 */
export function ListLoadError({ failure }: { failure: LoadFailure }) {
  return (
    <div className="list-load-error" role="alert">
      <p className="list-load-error__title">{listLoadErrorTexts.title}</p>
      <p className="list-load-error__detail">{errorText(failure.error)}</p>
      <Button
        icon={<ReloadOutlined aria-hidden />}
        loading={failure.retrying}
        onClick={failure.retry}
      >
        {listLoadErrorTexts.retry}
      </Button>
    </div>
  );
}
