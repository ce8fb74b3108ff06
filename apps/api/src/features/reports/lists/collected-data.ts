import { norm } from '@extranet/shared/forms/field-roles';
import { MAX_FORM_PAIRS } from '@extranet/shared/reports/form-pairs';
import type { ReportColumn } from '@extranet/shared/reports/list-reply';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../db/client.ts';
import { columns } from '../columns.ts';
import { columnCells, columnOf, jsonOf, orderList, type ListReport } from '../list-type.ts';
import type { ReportBase } from '../queries.ts';

/**
 * 36 · Datos recogidos (docs/product/reporting.md#list-reports): the request-form answers pivoted
 * by label, as a spreadsheet of form responses. The label columns are the request-form labels of
 * the activities in the result, compared by norm() and kept in order of first appearance
 * (activity id, then field position), at most 41; an answer goes under its label's column, and a
 * label asked twice in one form gets its answers joined with ' | '. The labels are read from
 * those activities' forms, never from the answers of the whole set.
 */

const shown = [
  columns.id,
  columns.date,
  columns.state,
  columns.activityName,
  columns.applicant,
  columns.userMail,
  columns.entityName,
];

/**
 * The key of a label's column: its norm(), so that a page can place its answers without knowing
 * the survey's columns (the two are read together).
 */
const labelKey = (label: string) => `form:${norm(label)}`;

/**
 * The count of the set and the activities it holds, in one pass over the orders; then the labels
 * of those activities' forms (a handful of rows), in order of first appearance.
 */
async function surveyOf(
  db: Db,
  base: ReportBase,
): Promise<{ total: number; labels: ReportColumn[] }> {
  const [set] = rowsOf<{ total: number; activities: string }>(
    await db.execute(sql`select count(*)::int as total,
        coalesce(array_agg(distinct o.activity_id), '{}')::text as activities ${base.from()}`),
  );
  const forms = rowsOf<{ labels: unknown }>(
    await db.execute(sql`select (
        select coalesce(jsonb_agg(field->>'label' order by position), '[]'::jsonb)
        from jsonb_array_elements(x.form_metadata) with ordinality as fields(field, position)
      ) as labels
      from activities x where x.id = any(${set?.activities ?? '{}'}::int[])
      order by x.id`),
  );
  const seen = new Map<string, ReportColumn>();
  for (const form of forms) {
    for (const label of jsonOf<(string | null)[]>(form.labels, [])) {
      const text = (label ?? '').trim();
      const key = labelKey(text);
      if (text === '' || seen.has(key)) continue;
      seen.set(key, { key, header: text, type: 'text', sortable: false });
      if (seen.size === MAX_FORM_PAIRS) break;
    }
    if (seen.size === MAX_FORM_PAIRS) break;
  }
  return { total: set?.total ?? 0, labels: [...seen.values()] };
}

const orders = orderList({
  columns: shown,
  extra: { pairs: sql.raw('f.form_pairs') },
  row: (raw) => {
    const row = columnCells(shown, raw);
    for (const [label, value] of jsonOf<[string, string][]>(raw.pairs, [])) {
      if (value === '' || label.trim() === '') continue;
      const key = labelKey(label);
      const before = row[key];
      row[key] = typeof before === 'string' ? `${before} | ${value}` : value;
    }
    return row;
  },
});

export const collectedData: ListReport = {
  ...orders,
  async survey(db, base) {
    const { total, labels } = await surveyOf(db, base);
    return { total, columns: [...shown.map(columnOf), ...labels], summary: [] };
  },
  // The file has the table's label columns: those of every activity in the set.
  async export(db, base, sort, count, chunk, ctx) {
    const [{ labels }, exported] = await Promise.all([
      surveyOf(db, base),
      orders.export(db, base, sort, count, chunk, ctx),
    ]);
    return { ...exported, columns: [...shown.map(columnOf), ...labels] };
  },
};
