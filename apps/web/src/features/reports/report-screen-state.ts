import { limits } from '@extranet/shared/limits';
import {
  DEFAULT_REPORT_TYPE_ID,
  reportTypeById,
  type ReportType,
} from '@extranet/shared/reports/report-types';
import { reportFilterDefaults, type ReportFilterValues } from './report-filter';
import type { ReportScreenState, ReportSort } from './report-store';

/**
 * The changes of a report screen's state (docs/product/reporting.md#screens), as pure functions:
 * the hook applies them and the tests read them.
 */

/** The screen as it opens: type 6 with its defaults, nothing run yet. */
export function initialReportScreen(today: string): ReportScreenState {
  return typeChosen(DEFAULT_REPORT_TYPE_ID, today);
}

/**
 * A type chosen: every filter back to the type's defaults, AVANZADO closed, the result gone
 * (docs/product/reporting.md#screens).
 */
export function typeChosen(typeId: number, today: string): ReportScreenState {
  const type = reportTypeById(typeId) as ReportType;
  return {
    typeId,
    values: reportFilterDefaults(type, today),
    advanced: false,
    applied: null,
    sort: null,
    page: 0,
    pageSize: limits.defaultPageSize,
  };
}

/** BORRAR FILTROS: the type's defaults; the result stays, stale if it differs. */
export const filtersCleared = (
  state: ReportScreenState,
  type: ReportType,
  today: string,
): ReportScreenState => ({ ...state, values: reportFilterDefaults(type, today), advanced: false });

/** A filter edited: the draft only; the result waits for FILTRAR. */
export const valuesChanged = (
  state: ReportScreenState,
  changes: Partial<ReportFilterValues>,
): ReportScreenState => ({ ...state, values: { ...state.values, ...changes } });

/** A header clicked: the server sorts, from page 0. */
export const sortChanged = (
  state: ReportScreenState,
  sort: ReportSort | null,
): ReportScreenState => ({
  ...state,
  sort,
  page: 0,
});

/** Another page, or another page size (then from page 0). */
export const pageChanged = (
  state: ReportScreenState,
  page: number,
  pageSize: number,
): ReportScreenState => ({
  ...state,
  page: pageSize === state.pageSize ? page : 0,
  pageSize,
});
