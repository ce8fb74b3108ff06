import { sql } from 'drizzle-orm';
import { columns } from '../../columns.ts';
import { detailDocument } from './detail-document.ts';
import { detailLevels } from './detail-levels.ts';
import { detailMeasures } from './detail-measures.ts';

/**
 * Relaciones de solicitudes (docs/product/reporting.md#documents): the requests listed by month,
 * activity or entity, each group with its Solicitudes and Participantes.
 */

const measures = [detailMeasures.requests, detailMeasures.visitors];

/** 21 · Relación de solicitudes entre fechas: by month of the request day, then day and id. */
export const requestsBetweenDatesSheet = detailDocument({
  columns: [
    columns.id,
    columns.date,
    columns.activityName,
    columns.entityName,
    columns.council,
    columns.applicant,
    columns.state,
    columns.visitors,
  ],
  levels: [detailLevels.requestMonth],
  measures,
  order: sql.raw('f.request_day, o.id'),
});

/** 22 · Relación de solicitudes por actividad: by activity, each in order of arrival. */
export const requestsByActivitySheet = detailDocument({
  columns: [
    columns.id,
    columns.date,
    columns.entityName,
    columns.council,
    columns.applicant,
    columns.userPhone,
    columns.state,
    columns.visitors,
  ],
  levels: [detailLevels.activity],
  measures,
  order: sql.raw('a.name, a.id, o.created_at, o.id'),
});

/** 24 · Relación de solicitudes por entidad: by entity, individual requests last. */
export const requestsByEntitySheet = detailDocument({
  columns: [
    columns.id,
    columns.date,
    columns.activityName,
    columns.applicant,
    columns.state,
    columns.visitors,
  ],
  levels: [detailLevels.entity],
  measures,
  order: sql.raw('e.name nulls last, e.id, o.created_at, o.id'),
});
