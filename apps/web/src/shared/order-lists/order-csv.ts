import type { CsvColumn } from '@extranet/shared/csv/csv';
import type { OrderSummary } from '@extranet/shared/schemas/order';
import { dateTimeText } from '@/shared/day-text';
import { orderListTexts as t } from './order-list-texts';

/**
 * The CSV columns of an order list: the table's columns, in its order
 * (docs/product/requests.md#order-lists); Solicitante only where the table shows it.
 */
export function orderCsvColumns<Row extends OrderSummary>(
  showApplicant: boolean,
): CsvColumn<Row>[] {
  return [
    { header: t.id, value: (row) => row.id },
    { header: t.stateColumn, value: (row) => row.state.value },
    { header: t.date, value: (row) => dateTimeText(row.date) },
    { header: t.activityColumn, value: (row) => row.activityName },
    ...(showApplicant ? [{ header: t.applicant, value: (row: Row) => row.userName }] : []),
    { header: t.entityColumn, value: (row) => row.entityName },
  ];
}
