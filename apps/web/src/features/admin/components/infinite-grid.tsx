import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { CardList } from '@/shared/card-list/card-list';
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
  return (
    <CardList list={list} texts={{ count, loading: loadingLabel, loadMore: t.loadMore }}>
      {(items) => (
        <ul className="card-grid admin-grid" aria-label={label}>
          {items.map((item) => (
            <li key={itemKey(item)}>{renderItem(item)}</li>
          ))}
        </ul>
      )}
    </CardList>
  );
}
