import { limits } from '@extranet/shared/limits';
import type { ActivityNameTree } from '@extranet/shared/schemas/order-list';
import { errorText } from '@/shared/api-error';
import { useActivityNames, useEntityNames } from '@/shared/order-lists/api';
import { saveCsvExport } from '@/shared/order-lists/csv-export';
import { useEmptyNotice } from '@/shared/order-lists/use-empty-notice';
import { useKeptTotal, useOrderFilter } from '@/shared/order-lists/use-order-filter';
import { toast } from '@/shared/toast';
import { useAttachmentExport, useAttachmentPage } from './api';
import {
  attachmentCsvColumns,
  attachmentExportQuery,
  attachmentListQuery,
} from './attachment-list-query';
import { attachmentListTexts as t } from './attachment-list-texts';

const noCampaigns: ActivityNameTree = [];
const noNames: string[] = [];

/**
 * What /attachmentlist reads and does: the filter's choice lists (scoped by the API like the
 * manager list), filter, sort and page, the current page with its kept total, the CSV export.
 */
export function useAttachmentList() {
  const names = useActivityNames(undefined);
  const entities = useEntityNames(undefined);
  const filter = useOrderFilter(names.data ?? noCampaigns);
  const page = { index: filter.page, size: limits.defaultPageSize };
  const result = useAttachmentPage(attachmentListQuery(filter.query, filter.sort, page));
  const total = useKeptTotal(
    result,
    JSON.stringify(attachmentListQuery(filter.query, filter.sort)),
  );
  const exporter = useAttachmentExport();
  const armEmptyNotice = useEmptyNotice(result);

  return {
    tree: names.data ?? noCampaigns,
    treeLoading: names.isPending,
    entityNames: entities.data ?? noNames,
    filter,
    result,
    rows: result.data?.items ?? [],
    total,
    exporting: exporter.isPending,
    /** FILTRAR: applies the edited filter, or reloads when nothing changed. */
    apply() {
      armEmptyNotice();
      if (!filter.stale) void result.refetch();
      filter.apply();
    },
    /** EXPORTAR: the applied filter and sort as Adjuntos.csv. */
    exportCsv() {
      exporter.mutate(attachmentExportQuery(filter.query, filter.sort), {
        onSuccess: (all) => saveCsvExport(t.exportFileName, attachmentCsvColumns(), all),
        onError: (error) => toast.error(errorText(error)),
      });
    },
  };
}
