import type { CsvColumn } from '@extranet/shared/csv/csv';
import { limits } from '@extranet/shared/limits';
import type { AttachmentListItem } from '@extranet/shared/schemas/order-list';
import { orderCsvColumns } from '@/shared/order-lists/order-csv';
import type { OrderFilterQuery } from '@/shared/order-lists/order-filter';
import { orderListTexts } from '@/shared/order-lists/order-list-texts';
import { sortQuery, type ListSort } from '@/shared/order-lists/table-sort';

/**
 * The query of `order/list-minimized/by-attachment` (role 1+, scoped by the API like the manager
 * list): the filter, where `name` is the attachment's name, the sort and the page.
 */
export function attachmentListQuery(
  filter: OrderFilterQuery,
  sort: ListSort,
  page: { index: number; size: number } = { index: 0, size: limits.defaultPageSize },
) {
  return { ...filter, ...sortQuery(sort), _page: page.index, _pagesize: page.size };
}

export type AttachmentListCallQuery = ReturnType<typeof attachmentListQuery>;

/**
 * EXPORTAR: the same filter and sort, page 0 of up to 5,000 rows
 * (docs/product/README.md#constants-and-limits).
 */
export const attachmentExportQuery = (filter: OrderFilterQuery, sort: ListSort) =>
  attachmentListQuery(filter, sort, { index: 0, size: limits.exportRowLimit });

/**
 * The CSV columns: the table's, the attachment's name last
 * (docs/product/requests.md#attachment-list).
 */
export const attachmentCsvColumns = (): CsvColumn<AttachmentListItem>[] => [
  ...orderCsvColumns<AttachmentListItem>(true),
  { header: orderListTexts.attachment, value: (row) => row.file.originalName },
];
