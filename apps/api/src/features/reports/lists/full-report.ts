import type { ReportColumn, ReportRow } from '@extranet/shared/reports/list-reply';
import { sql } from 'drizzle-orm';
import { columns, renamed, serverZone } from '../columns.ts';
import {
  columnCells,
  columnOf,
  jsonOf,
  orderList,
  type ListColumn,
  type RawRow,
} from '../list-type.ts';

/**
 * 0 · Informe completo (docs/product/reporting.md#list-reports): every field of the full row,
 * then the request pairs and the management pairs up to the last one any matching order fills
 * (the trailing pairs empty in every row are dropped). Its row is also what the row detail
 * reads (docs/product/reporting.md#row-detail): the state and council with their ids, the entity's
 * id, and pairs without a label or value left out.
 */

const fields: ListColumn[] = [
  columns.id,
  {
    key: 'date',
    header: 'Fecha',
    type: 'date',
    // The order's moment, ISO in UTC: the detail shows its day and time in the user's zone.
    value: sql.raw(`to_char(o.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`),
    sort: sql.raw('o.created_at'),
    neverBlank: true,
  },
  {
    key: 'time',
    header: 'Hora',
    type: 'time',
    value: sql`to_char(o.created_at at time zone ${serverZone}, 'HH24:MI')`,
  },
  { ...columns.state, value: sql.raw(`json_build_object('id', s.id, 'value', s.value)`) },
  columns.activityName,
  columns.userName,
  columns.userSurname,
  columns.userDni,
  columns.userPhone,
  columns.userMail,
  { ...columns.entityName, value: sql.raw('e.name') },
  columns.entityCif,
  columns.entityAddress,
  columns.entityCity,
  columns.entityPostalCode,
  {
    ...renamed(columns.council, 'Concejo', 'entityCouncil'),
    value: sql.raw(
      `case when k.id is null then null else json_build_object('id', k.id, 'value', k.value) end`,
    ),
  },
  renamed(columns.target, 'Destinatario', 'entityTarget'),
  columns.edition,
  columns.managementData,
];

/** The pairs' columns, 1 to `count`: 'Etiqueta n' and 'Valor n' (or their management twins). */
function pairColumns(
  count: number,
  label: string,
  value: string,
  labelKey: string,
  valueKey: string,
) {
  const out: ReportColumn[] = [];
  for (let n = 1; n <= count; n++) {
    out.push({ key: `${labelKey}${n}`, header: `${label} ${n}`, type: 'text', sortable: false });
    out.push({ key: `${valueKey}${n}`, header: `${value} ${n}`, type: 'text', sortable: false });
  }
  return out;
}

/** `row[label n]` and `row[value n]` for the pairs that have them. */
function putPairs(row: ReportRow, pairs: [string, string][], labelKey: string, valueKey: string) {
  pairs.forEach(([label, value], i) => {
    if (label) row[`${labelKey}${i + 1}`] = label;
    if (value) row[`${valueKey}${i + 1}`] = value;
  });
}

export const fullReport = orderList({
  columns: fields,
  extra: {
    entityId: sql.raw('e.id'),
    // As JSON text, parsed here: the embedded store's thread would otherwise parse every pair and
    // copy the objects across (docs/product/reporting.md#performance).
    formPairs: sql.raw('f.form_pairs::text'),
    managementPairs: sql.raw('f.mgmt_pairs::text'),
  },
  stats: {
    formLast: sql.raw('coalesce(max(f.form_last), 0)::int'),
    managementLast: sql.raw('coalesce(max(f.mgmt_last), 0)::int'),
  },
  columns$: (_db, _total, stats) => [
    ...fields.map(columnOf),
    ...pairColumns(stats.formLast ?? 0, 'Etiqueta', 'Valor', 'label', 'value'),
    ...pairColumns(
      stats.managementLast ?? 0,
      'Etiqueta gestión',
      'Valor gestión',
      'managementlabel',
      'managementvalue',
    ),
  ],
  row: (raw: RawRow) => {
    const row = columnCells(fields, raw);
    row.state = jsonOf(raw.state, null);
    row.entityCouncil = jsonOf(raw.entityCouncil, null);
    row.entityId = (raw.entityId ?? null) as number | null;
    putPairs(row, jsonOf(raw.formPairs, []), 'label', 'value');
    putPairs(row, jsonOf(raw.managementPairs, []), 'managementlabel', 'managementvalue');
    return row;
  },
});
