import { columns } from '../columns.ts';
import { orderList } from '../list-type.ts';

/** 2 · Solicitudes entre fechas (docs/product/reporting.md#list-reports): the requests of a range. */
export const requestsBetweenDates = orderList({
  columns: [
    columns.id,
    columns.date,
    columns.state,
    columns.activityName,
    columns.complement,
    columns.edition,
    columns.applicant,
    columns.userDni,
    columns.userPhone,
    columns.userMail,
    columns.entityName,
    columns.entityCif,
    columns.council,
    columns.target,
    columns.visitors,
  ],
});
