import { sql } from 'drizzle-orm';
import { columns } from '../../columns.ts';
import { detailDocument } from './detail-document.ts';
import { detailLevels } from './detail-levels.ts';
import { detailMeasures } from './detail-measures.ts';
import { arrivalRank, findeColumns } from './finde-columns.ts';
import { personLineMeasures, personLines, personLineValues } from './person-lines.ts';

/**
 * FINDES (docs/product/reporting.md#documents): the weekend activities' requests by the day they
 * were made and by activity, or by activity in order of arrival; the 'con acompañantes' ones
 * with a line for each person who goes.
 */

const measures = [detailMeasures.requests, detailMeasures.visitors];
const byDayThenActivity = sql.raw('f.done_date, a.name, a.id, o.created_at, o.id');
const byActivityInArrival = sql.raw('a.name, a.id, o.created_at, o.id');

/** 28 · FINDES por fecha de realización. */
export const findesByCompletion = detailDocument({
  columns: [
    columns.id,
    columns.applicant,
    columns.userDni,
    columns.userPhone,
    columns.userMail,
    columns.council,
    columns.visitors,
    columns.state,
  ],
  levels: [detailLevels.doneDay, detailLevels.activity],
  measures,
  order: byDayThenActivity,
});

/** 29 · FINDES por fecha de solicitud: Nº is the request's place in its activity. */
export const findesByRequest = detailDocument({
  columns: [
    findeColumns.arrival,
    columns.id,
    findeColumns.requestedAt,
    columns.applicant,
    columns.userDni,
    columns.userPhone,
    columns.userMail,
    columns.visitors,
    columns.state,
  ],
  levels: [detailLevels.activity],
  measures,
  order: byActivityInArrival,
  picked: arrivalRank,
});

/** The person lines' documents: the 5,000 orders are counted, not their lines. */
const withCompanions = {
  values: personLineValues,
  lines: personLines,
  keep: ['orderId'],
  measures: personLineMeasures,
};

/** 30 · FINDES por solicitud con acompañantes: as 29, a line a person. */
export const findesByRequestCompanions = detailDocument({
  ...withCompanions,
  columns: [
    findeColumns.arrival,
    columns.id,
    findeColumns.personType,
    findeColumns.person,
    columns.userDni,
    columns.userPhone,
    columns.userMail,
    columns.visitors,
    columns.state,
  ],
  levels: [detailLevels.activity],
  order: byActivityInArrival,
  picked: arrivalRank,
});

/** 31 · FINDES por realización con acompañantes: as 28, a line a person. */
export const findesByCompletionCompanions = detailDocument({
  ...withCompanions,
  columns: [
    columns.id,
    findeColumns.personType,
    findeColumns.person,
    columns.userDni,
    columns.userPhone,
    columns.userMail,
    columns.council,
    columns.visitors,
    columns.state,
  ],
  levels: [detailLevels.doneDay, detailLevels.activity],
  order: byDayThenActivity,
});
