import { messages } from '@extranet/shared/messages';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Empty, Spin } from 'antd';
import type { ReactNode } from 'react';
import { ListLoadError, loadFailureOf } from '@/shared/components/list-load-error';
import { LoadMore } from '@/shared/components/load-more';
import { useScrollThreshold } from '@/shared/use-scroll-threshold';
import './card-list.css';

/** The pages of a card list: each page's items, and the total that page 0 brings. */
type CardPages<T> = InfiniteData<{ items: T[]; total: number | null }>;

interface CardListProps<T> {
  list: UseInfiniteQueryResult<CardPages<T>>;
  texts: {
    /** '3 campañas': said once the first page has come. */
    count: (total: number) => string;
    /** The spinner's name while the first page loads. */
    loading: string;
    loadMore: string;
  };
  /** The cards of the items loaded so far. */
  children: (items: T[]) => ReactNode;
}

/**
 * A list of cards loaded page by page (the campaigns of /main, the activities of /activitylist,
 * the users and entities of the admin screen's boxes):
 * its count, the cards (or the first page's failure, or 'No hay resultados'), the next page
 * loaded on scrolling past 60 % (docs/product/README.md#constants-and-limits) with 'Cargar más'
 * as a fallback.
 */
export function CardList<T>({ list, texts, children }: CardListProps<T>) {
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  useScrollThreshold({
    enabled: hasNextPage && !isFetchingNextPage && !list.isError,
    onReach: () => void fetchNextPage(),
  });

  const failure = loadFailureOf(list);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const total = list.data?.pages[0]?.total;

  return (
    <>
      <p className="card-list__count" role="status">
        {total !== null && total !== undefined && total > 0 ? texts.count(total) : ''}
      </p>

      {list.isPending ? (
        <div className="processing" role="status" aria-label={texts.loading}>
          <Spin size="large" />
        </div>
      ) : failure && !failure.nextPage ? (
        <ListLoadError failure={failure} />
      ) : items.length === 0 ? (
        <Empty description={messages.noResults} />
      ) : (
        children(items)
      )}

      <LoadMore list={list} failure={failure} label={texts.loadMore} className="card-list__more" />
    </>
  );
}
