import { columns } from '../columns.ts';
import { orderList } from '../list-type.ts';

/**
 * 1 · Realización de actividades de un solicitante (docs/product/reporting.md#list-reports): what
 * applicants did, on the day done; NIF/DNI, name or e-mail narrow it to one applicant. The
 * latest completed first.
 */
export const applicantActivities = orderList({
  columns: [
    columns.id,
    columns.applicant,
    columns.userDni,
    columns.userMail,
    columns.activityName,
    columns.complement,
    columns.edition,
    columns.date,
    columns.completionDate,
    columns.state,
    columns.entityName,
    columns.visitors,
  ],
  defaultSort: { key: 'completionDate', order: 'desc' },
});
