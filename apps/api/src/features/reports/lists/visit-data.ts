import { columns } from '../columns.ts';
import { orderList } from '../list-type.ts';

/**
 * 12 · Datos Visita (docs/product/reporting.md#list-reports): the visits planned (the 'visita'
 * rule, dated by the agreed day, else the requested one), soonest agreed first.
 */
export const visitData = orderList({
  columns: [
    columns.id,
    columns.date,
    columns.state,
    columns.activityName,
    columns.visitType,
    columns.visitHours,
    columns.requestedDate,
    columns.agreedDate,
    columns.agreedTime,
    columns.visitors,
    columns.entityName,
    columns.council,
    columns.target,
    columns.bus,
    columns.applicant,
    columns.userPhone,
  ],
  defaultSort: { key: 'agreedDate', order: 'asc' },
});
