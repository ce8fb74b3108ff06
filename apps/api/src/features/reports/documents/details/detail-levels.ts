import type { GroupLevel } from '@extranet/shared/reports/document-groups';
import { sql, type SQL } from 'drizzle-orm';
import type { RawRow } from '../../list-type.ts';
import { activityLabel, missingLabel } from '../group-labels.ts';
import { dayLabel, monthLabel, NO_DAY_LABEL } from '../day-labels.ts';

/**
 * The group levels of the detail documents (docs/product/reporting.md#documents): what each
 * reads of an order (under names that start with '_', kept out of the printed cells), its header
 * in the document's CSV, and the group a row falls in. A group's key is an id, or the day itself,
 * so that two activities or entities of one name never merge.
 */
export interface DetailLevel {
  key: string;
  header: string;
  values: Readonly<Record<string, SQL>>;
  group: GroupLevel<RawRow>;
}

const text = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value);

const idOf = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

/** A level of the day in `column` (YYYY-MM-DD): 'martes, 14/04/2026'. */
function dayLevel(column: string): DetailLevel {
  return {
    key: 'day',
    header: 'Día',
    values: { _day: sql.raw(`${column}::text`) },
    group: (row) => {
      const day = text(row._day);
      return { key: day, label: day === null ? NO_DAY_LABEL : dayLabel(day) };
    },
  };
}

/** 'Nombre (CIF) — Concejo'; the CIF left out when blank. */
function entityLabel(row: RawRow): string {
  const cif = text(row._entityCif);
  const council = text(row._council) ?? missingLabel.council;
  return `${text(row._entityName) ?? ''}${cif ? ` (${cif})` : ''} — ${council}`;
}

export const detailLevels = {
  /** The month of the request day: 'noviembre 2026'. */
  requestMonth: {
    key: 'month',
    header: 'Mes',
    values: { _month: sql.raw(`to_char(f.request_day, 'YYYY-MM')`) },
    group: (row) => {
      const month = text(row._month);
      return { key: month, label: month === null ? NO_DAY_LABEL : monthLabel(month) };
    },
  },
  /** The day planned (agreed, else requested), one printed page each on the day sheets. */
  plannedDay: dayLevel('f.planned_date'),
  /** The day done (completion, else agreed, else requested). */
  doneDay: dayLevel('f.done_date'),
  /** 'Nombre (Complemento) · Edición'. */
  activity: {
    key: 'activity',
    header: 'Actividad',
    values: { _activityId: sql.raw('a.id'), _activity: sql.raw(activityLabel) },
    group: (row) => ({ key: idOf(row._activityId), label: text(row._activity) ?? '' }),
  },
  /** The entity's council, or the applicant's for an individual order. */
  council: {
    key: 'council',
    header: 'Concejo',
    values: { _councilId: sql.raw('k.id'), _council: sql.raw('k.value') },
    group: (row) => ({
      key: idOf(row._councilId),
      label: text(row._council) ?? missingLabel.council,
    }),
  },
  /** The entity, individual orders together under one group. */
  entity: {
    key: 'entity',
    header: 'Entidad',
    values: {
      _entityId: sql.raw('e.id'),
      _entityName: sql.raw('e.name'),
      _entityCif: sql.raw('e.cif'),
      _council: sql.raw('k.value'),
    },
    group: (row) => {
      const id = idOf(row._entityId);
      return { key: id, label: id === null ? missingLabel.entity : entityLabel(row) };
    },
  },
} satisfies Record<string, DetailLevel>;
