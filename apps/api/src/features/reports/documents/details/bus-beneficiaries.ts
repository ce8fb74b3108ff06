import { sql } from 'drizzle-orm';
import { columns, renamed } from '../../columns.ts';
import { detailDocument } from './detail-document.ts';
import { detailLevels } from './detail-levels.ts';
import { detailMeasures } from './detail-measures.ts';

/**
 * 25 · Beneficiarios del servicio de autobús (docs/product/reporting.md#documents): the trips by
 * bus of each council, by the day they were made, with their participants and cost.
 */
export const busBeneficiaries = detailDocument({
  columns: [
    renamed(columns.doneDate, 'Fecha'),
    columns.entityName,
    columns.activityName,
    columns.visitors,
    columns.busCost,
  ],
  levels: [detailLevels.council],
  measures: [detailMeasures.trips, detailMeasures.visitors, detailMeasures.busCost],
  order: sql.raw('k.value nulls last, k.id, f.done_date, o.id'),
});
