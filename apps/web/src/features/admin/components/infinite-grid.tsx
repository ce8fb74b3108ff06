import { messages } from '@extranet/shared/messages';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Empty, Spin } from 'antd';
import type { ReactNode } from 'react';
import { ListLoadError, loadFailureOf } from '@/shared/components/list-load-error';
import { LoadMore } from '@/shared/components/load-more';
import { useScrollThreshold } from '@/shared/use-scroll-threshold';
import { adminTexts as t } from '../admin-texts';

interface Page<Item> {
  items: Item[];
  total: number | null;
}

/**
 * Box mode of a list (docs/product/administration-and-analytics.md#admin-screen footer toggle):
 * cards in a responsive grid, the next page loaded at 60 % of the scroll
 * (docs/product/README.md#constants-and-limits), with 'Cargar más' for keyboards and short screens.
 */
export function InfiniteGrid<Item>({
  list,
  label,
  loadingLabel,
  count,
  itemKey,
  renderItem,
}: {
  list: UseInfiniteQueryResult<InfiniteData<Page<Item>, unknown>>;
  label: string;
  loadingLabel: string;
  count: (total: number) => string;
  itemKey: (item: Item) => number;
  renderItem: (item: Item) => ReactNode;
}) {
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
      <p className="admin-list__count" role="status">
        {total !== null && total !== undefined && total > 0 ? count(total) : ''}
      </p>
      {list.isPending ? (
        <div className="processing" role="status" aria-label={loadingLabel}>
          <Spin size="large" />
        </div>
      ) : failure && !failure.nextPage ? (
        <ListLoadError failure={failure} />
      ) : items.length === 0 ? (
        <Empty description={messages.noResults} />
      ) : (
        <ul className="admin-grid" aria-label={label}>
          {items.map((item) => (
            <li key={itemKey(item)}>{renderItem(item)}</li>
          ))}
        </ul>
      )}
      <LoadMore list={list} failure={failure} label={t.loadMore} className="admin-list__more" />
    </>
  );
}
