import { catalogueEntryOf } from '@extranet/shared/reports/management-catalogue';
import { sql } from 'drizzle-orm';
import { columns } from '../columns.ts';
import { columnCells, jsonOf, orderList, type ListColumn, type RawRow } from '../list-type.ts';

/**
 * 14 · Gestión (docs/product/reporting.md#list-reports): the management answers the catalogue
 * reads as facts, then the others ('Otros datos de gestión': a rejection's reason, a delegated
 * request, custom fields) as `label: value | …`, and the activity's management text.
 */

const OTHER_DATA = 'otherManagementData';

const shown: ListColumn[] = [
  columns.id,
  columns.date,
  columns.state,
  columns.activityName,
  columns.applicant,
  columns.entityName,
  columns.agreedDate,
  columns.agreedTime,
  columns.completionDate,
  columns.price,
  columns.units,
  columns.bus,
  columns.busCost,
  columns.pickup,
  { key: OTHER_DATA, header: 'Otros datos de gestión', type: 'text', value: sql.raw('null') },
  columns.managementData,
];

/** The management pairs outside the catalogue that hold a value, as one text. */
export function otherManagementData(pairs: readonly [string, string][]): string | null {
  const others = pairs
    .filter(([label, value]) => value.trim() !== '' && catalogueEntryOf(label) === undefined)
    .map(([label, value]) => `${label}: ${value}`);
  return others.length > 0 ? others.join(' | ') : null;
}

export const management = orderList({
  columns: shown,
  extra: { managementPairs: sql.raw('f.mgmt_pairs') },
  row: (raw: RawRow) => {
    const row = columnCells(shown, raw);
    row[OTHER_DATA] = otherManagementData(jsonOf(raw.managementPairs, []));
    return row;
  },
});
