import type { ReportColumn } from '@extranet/shared/reports/list-reply';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { activities } from '../../../db/schema/activities.ts';
import { columns } from '../columns.ts';
import { columnCells, columnOf, jsonOf, orderList, type RawRow } from '../list-type.ts';

/**
 * 6 · Datos actividad (docs/product/reporting.md#list-reports), the default type: the order with
 * its first five request answers as 'Dato 1' to 'Dato 5'. When every matching order is of one
 * activity, those columns take that activity's first five labels.
 */

const DATA_COLUMNS = 5;
const shown = [
  columns.id,
  columns.date,
  columns.state,
  columns.activityName,
  columns.complement,
  columns.applicant,
  columns.userPhone,
  columns.userMail,
  columns.entityName,
  columns.council,
];
const dataKeys = Array.from({ length: DATA_COLUMNS }, (_, i) => `value${i + 1}`);

const dataColumns = (labels: readonly string[]): ReportColumn[] =>
  dataKeys.map((key, i) => ({
    key,
    header: labels[i]?.trim() || `Dato ${i + 1}`,
    type: 'text',
    sortable: false,
  }));

/** The first labels of an activity's request form. */
async function formLabels(db: Db, activityId: number): Promise<string[]> {
  const [activity] = await db
    .select({ form: activities.formMetadata })
    .from(activities)
    .where(eq(activities.id, activityId));
  return (activity?.form ?? []).slice(0, DATA_COLUMNS).map((field) => field.label);
}

export const activityData = orderList({
  columns: shown,
  // The first five pairs only: read from the page's rows, never from the whole set.
  extra: { pairs: sql.raw(`jsonb_path_query_array(f.form_pairs, '$[0 to 4]')`) },
  // One activity when the smallest and largest activity ids agree: cheaper than a distinct count.
  stats: {
    firstActivity: sql.raw('min(o.activity_id)'),
    lastActivity: sql.raw('max(o.activity_id)'),
  },
  columns$: async (db, total, stats) => {
    const { firstActivity, lastActivity } = stats;
    const one = total > 0 && typeof firstActivity === 'number' && firstActivity === lastActivity;
    const labels = one ? await formLabels(db, firstActivity) : [];
    return [...shown.map(columnOf), ...dataColumns(labels)];
  },
  row: (raw: RawRow) => {
    const row = columnCells(shown, raw);
    const pairs = jsonOf<[string, string][]>(raw.pairs, []);
    dataKeys.forEach((key, i) => (row[key] = pairs[i]?.[1] || null));
    return row;
  },
});
