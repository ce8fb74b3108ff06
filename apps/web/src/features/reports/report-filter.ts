import { reportDatePairs } from '@extranet/shared/reports/filter';
import type { ReportActivityNames } from '@extranet/shared/reports/list-reply';
import { defaultReportRange } from '@extranet/shared/reports/report-dates';
import type { ReportFilterKey, ReportType } from '@extranet/shared/reports/report-types';
import { activityIdsOf, entityTagsParam } from '@/shared/order-lists/order-filter';

/**
 * The report filter as the screen holds it (docs/product/reporting.md#filters): plain values, so
 * that a draft compares with the applied query. Days are YYYY-MM-DD (sent as DD/MM/YYYY).
 */
export interface ReportFilterValues {
  /** Cascader paths, `[campaign]` or `[campaign, activity]` (order-filter.ts keys). */
  activity: string[][];
  /** Complements ('tag' on the wire). */
  tag: string[];
  edition: string[];
  entity: string[];
  orderState: number[];
  startDate: string | null;
  endDate: string | null;
  target: string[];
  idFilter: number | null;
  councilId: number[];
  userDni: string;
  userName: string;
  userMail: string;
  requestedStart: string | null;
  requestedEnd: string | null;
  agreedStart: string | null;
  agreedEnd: string | null;
  completitionStart: string | null;
  completitionEnd: string | null;
}

/** A date pair of the filter, by the key of its start (filter.ts `reportDatePairs`). */
export type ReportDatePair = (typeof reportDatePairs)[number];
export type ReportRangeStart = ReportDatePair[0];

/**
 * A type's defaults (docs/product/reporting.md#dates, docs/product/reporting.md#default-states):
 * this year's range, the type's states, nothing else chosen. Applied on load, on a type change
 * and on BORRAR FILTROS.
 */
export function reportFilterDefaults(type: ReportType, today: string): ReportFilterValues {
  return {
    activity: [],
    tag: [],
    edition: [],
    entity: [],
    orderState: [...type.states],
    ...defaultReportRange(today),
    target: [],
    idFilter: null,
    councilId: [],
    userDni: '',
    userName: '',
    userMail: '',
    requestedStart: null,
    requestedEnd: null,
    agreedStart: null,
    agreedEnd: null,
    completitionStart: null,
    completitionEnd: null,
  };
}

/** The query of `reportorder/list/by-filter` before paging, sort and format. */
export type ReportQuery = Record<string, string | number | boolean>;

/** How the screen asks: which view, and whose campaigns for a gestor. */
export interface ReportAsk {
  historic: boolean;
  /** AVANZADO is open: its ranges are sent. */
  advanced: boolean;
  /** The campaigns of the activity cascader, to read a chosen campaign as its activities. */
  tree: ReportActivityNames;
  /** A gestor's own id (docs/product/reporting.md#scoping; the server forces it anyway). */
  supervisorId?: number;
}

/** A YYYY-MM-DD day as the wire's DD/MM/YYYY. */
export const wireDay = (iso: string): string => iso.split('-').reverse().join('/');

/** Whether `pair` is one of the type's controls now shown. */
function pairShown(pair: ReportDatePair, type: ReportType, advanced: boolean): boolean {
  if (pair[0] === 'startDate') return type.filters.includes('dates');
  return advanced && type.filters.includes('advanced');
}

/**
 * The query parameters of a filter (docs/product/reporting.md#filters): only the type's controls,
 * only those with a value; several values joined with ',' (a comma inside one travels as
 * U+201A), days as DD/MM/YYYY. The dates go as typed: the server applies them exactly.
 */
export function reportQuery(
  type: ReportType,
  values: ReportFilterValues,
  ask: ReportAsk,
): ReportQuery {
  const uses = (key: ReportFilterKey) => type.filters.includes(key);
  const query: ReportQuery = { reportId: type.id, isHistoric: ask.historic };
  if (ask.supervisorId !== undefined) query.supervisorId = ask.supervisorId;
  const joined = (key: string, list: readonly string[]) => {
    const text = entityTagsParam(list);
    if (text) query[key] = text;
  };
  const ids = (key: string, list: readonly number[]) => {
    if (list.length > 0) query[key] = [...list].sort((a, b) => a - b).join(',');
  };
  const text = (key: 'userDni' | 'userName' | 'userMail') => {
    const value = values[key].trim();
    if (uses(key) && value) query[key] = value;
  };

  if (uses('activity')) ids('activity', activityIdsOf(values.activity, ask.tree));
  if (uses('tag')) joined('tag', values.tag);
  if (uses('edition')) joined('edition', values.edition);
  if (uses('entity')) joined('entity', values.entity);
  if (uses('orderState')) ids('orderState', values.orderState);
  if (uses('target')) joined('target', values.target);
  if (uses('idFilter') && values.idFilter !== null) query.idFilter = values.idFilter;
  if (uses('councilId')) ids('councilId', values.councilId);
  text('userDni');
  text('userName');
  text('userMail');
  for (const pair of reportDatePairs) {
    if (!pairShown(pair, type, ask.advanced)) continue;
    for (const key of pair) {
      const day = values[key];
      if (day) query[key] = wireDay(day);
    }
  }
  return query;
}

/**
 * The shown date ranges whose start is later than their end
 * (docs/product/reporting.md#dates: 'La fecha de finalización debe ser posterior a la de
 * inicio'), by the key of their start: FILTRAR sends nothing while any is wrong.
 */
export function wrongRanges(
  type: ReportType,
  values: ReportFilterValues,
  advanced: boolean,
): ReportRangeStart[] {
  return reportDatePairs
    .filter((pair) => pairShown(pair, type, advanced))
    .filter(([start, end]) => {
      const from = values[start];
      const to = values[end];
      return from !== null && to !== null && from > to;
    })
    .map(([start]) => start);
}

/** A stable text of a query: two that read the same report compare equal. */
export const queryKey = (query: ReportQuery): string =>
  JSON.stringify(Object.entries(query).sort(([a], [b]) => a.localeCompare(b)));
