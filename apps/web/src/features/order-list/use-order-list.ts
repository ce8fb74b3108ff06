import { limits } from '@extranet/shared/limits';
import type { ActivityNameTree } from '@extranet/shared/schemas/order-list';
import { useState } from 'react';
import { errorText } from '@/shared/api-error';
import { useActivityNames, useEntityNames } from '@/shared/order-lists/api';
import { saveCsvExport } from '@/shared/order-lists/csv-export';
import { orderCsvColumns } from '@/shared/order-lists/order-csv';
import { useEmptyNotice } from '@/shared/order-lists/use-empty-notice';
import { useKeptTotal, useOrderFilter } from '@/shared/order-lists/use-order-filter';
import { toast } from '@/shared/toast';
import { useOrderExport, useOrderPage } from './api';
import {
  orderExportQuery,
  orderListQuery,
  orderListRules,
  type OrderListMode,
} from './order-list-mode';

const noCampaigns: ActivityNameTree = [];
const noNames: string[] = [];

/**
 * Everything /orderlist and /myorderlist read and do: the filter's choice lists, the filter,
 * sort and page, the current page with its kept total, the selection and the CSV export.
 */
export function useOrderList(mode: OrderListMode, callerId: number) {
  const rules = orderListRules(mode);
  const ownId = rules.sendsOwnUserId ? callerId : undefined;
  const names = useActivityNames(ownId);
  const entities = useEntityNames(ownId);
  const filter = useOrderFilter(names.data ?? noCampaigns);
  const page = { index: filter.page, size: limits.defaultPageSize };
  const result = useOrderPage(orderListQuery(mode, callerId, filter.query, filter.sort, page));
  const listKey = JSON.stringify(orderListQuery(mode, callerId, filter.query, filter.sort));
  const total = useKeptTotal(result, listKey);
  const exporter = useOrderExport();
  const [selected, setSelected] = useState<number[]>([]);

  const armEmptyNotice = useEmptyNotice(result);

  return {
    rules,
    tree: names.data ?? noCampaigns,
    treeLoading: names.isPending,
    entityNames: entities.data ?? noNames,
    filter,
    result,
    rows: result.data?.items ?? [],
    total,
    selected,
    setSelected,
    exporting: exporter.isPending,
    /** FILTRAR: applies the edited filter, or reloads when nothing changed. */
    apply() {
      armEmptyNotice();
      if (!filter.stale) void result.refetch();
      filter.apply();
      setSelected([]);
    },
    clear() {
      filter.clear();
      setSelected([]);
    },
    /**
     * EXPORTAR: the applied filter and sort, written as Solicitudes.csv
     * (docs/product/requests.md#order-lists, docs/product/README.md#constants-and-limits).
     */
    exportCsv() {
      exporter.mutate(orderExportQuery(mode, callerId, filter.query, filter.sort), {
        onSuccess: (all) =>
          saveCsvExport(rules.exportFileName, orderCsvColumns(rules.manager), all),
        onError: (error) => toast.error(errorText(error)),
      });
    },
  };
}
