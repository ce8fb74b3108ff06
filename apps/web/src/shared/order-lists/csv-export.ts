import { toCsv, type CsvColumn } from '@extranet/shared/csv/csv';
import { limits } from '@extranet/shared/limits';
import { messages } from '@extranet/shared/messages';
import { saveFile } from '../save-file';
import { toast } from '../toast';

/**
 * True when the list had more rows than an export carries
 * (docs/product/README.md#constants-and-limits: the first 5,000).
 */
export const isExportLimited = (total: number | null): boolean =>
  total !== null && total > limits.exportRowLimit;

/**
 * The CSV file of a list export (docs/product/requests.md#csv-export): the shared writer's ';' and
 * quoted fields, with the byte-order mark so that Excel reads the accents as UTF-8.
 */
export function csvBlob<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): Blob {
  return new Blob([toCsv(columns, rows, { bom: true })], { type: 'text/csv;charset=utf-8' });
}

/**
 * Saves page 0 of a list fetched with `_pagesize=5000` as `fileName`, and says so when the list
 * had more rows than that (docs/product/README.md#constants-and-limits notice). An empty list saves
 * nothing: 'No hay resultados'.
 */
export function saveCsvExport<Row>(
  fileName: string,
  columns: readonly CsvColumn<Row>[],
  page: { items: readonly Row[]; total: number | null },
): void {
  if (page.items.length === 0) {
    toast.info(messages.noResults);
    return;
  }
  saveFile(csvBlob(columns, page.items), fileName);
  if (isExportLimited(page.total)) toast.warning(messages.exportLimit);
}
