import {
  cellText as documentCellText,
  type CellColumn,
} from '@extranet/shared/reports/document-cells';
import type { ReportCell } from '@extranet/shared/reports/list-reply';

/**
 * The browser's own zone: the screen writes an order's moments as the browser's clock reads them,
 * as every other list of the screens does (docs/exports-text-and-time.md).
 */
const browserTimeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * How a cell of a report's table reads (docs/product/reporting.md#list-reports): the shared
 * writer of the printable documents, with moments in the browser's zone.
 */
export const cellText = (column: CellColumn, value: ReportCell | undefined): string =>
  documentCellText(column, value, browserTimeZone);
