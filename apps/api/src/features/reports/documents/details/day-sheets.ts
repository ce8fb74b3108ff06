import { sql } from 'drizzle-orm';
import { columns, renamed } from '../../columns.ts';
import { detailDocument } from './detail-document.ts';
import { detailLevels } from './detail-levels.ts';
import { detailMeasures } from './detail-measures.ts';

/**
 * The day sheets (docs/product/reporting.md#documents): what is planned for each day, one printed
 * page a day, by agreed hour with the unagreed last. A range of one day gives the sheet of that
 * day.
 */

const byDayAndHour = sql.raw('f.planned_date, f.agreed_time nulls last, o.id');
const contact = renamed(columns.applicant, 'Contacto');

/** 23 · Actividades aprobadas en un día: the day's activities with their hours. */
export const approvedInADay = detailDocument({
  columns: [
    renamed(columns.agreedTime, 'Hora'),
    columns.activityName,
    columns.visitType,
    columns.visitHours,
    columns.entityName,
    columns.council,
    columns.visitors,
    columns.bus,
    columns.pickup,
    contact,
    columns.userPhone,
  ],
  levels: [detailLevels.plannedDay],
  measures: [detailMeasures.activities, detailMeasures.visitors, detailMeasures.hours],
  order: byDayAndHour,
  pageBreakLevel: 1,
});

/** 26 · Programación de autobuses: the day's buses, where they pick up and whom. */
export const busSchedule = detailDocument({
  columns: [
    columns.agreedTime,
    columns.pickup,
    columns.entityName,
    columns.entityAddress,
    columns.entityCity,
    columns.council,
    columns.activityName,
    columns.visitors,
    contact,
    columns.userPhone,
  ],
  levels: [detailLevels.plannedDay],
  measures: [detailMeasures.buses, detailMeasures.visitors],
  order: byDayAndHour,
  pageBreakLevel: 1,
});
