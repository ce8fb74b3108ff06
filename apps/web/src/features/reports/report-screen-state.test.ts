import { afterEach, describe, expect, it } from 'vitest';
import { reportTypeById, type ReportType } from '@extranet/shared/reports/report-types';
import {
  filtersCleared,
  initialReportScreen,
  pageChanged,
  sortChanged,
  typeChosen,
  valuesChanged,
} from './report-screen-state';
import { readReportScreen, storeReportScreen } from './report-store';

const today = '2026-05-14';
const ran = {
  ...valuesChanged(initialReportScreen(today), { userName: 'Ana', orderState: [1] }),
  advanced: true,
  applied: { typeId: 6, query: { reportId: 6, isHistoric: false } },
  page: 3,
};

// docs/product/reporting.md#screens
describe('the report screen state', () => {
  it('opens on Datos actividad with its defaults and no result', () => {
    const state = initialReportScreen(today);
    expect(state.typeId).toBe(6);
    expect(state.values.orderState).toEqual([2, 5]);
    expect(state.applied).toBeNull();
    expect(state.pageSize).toBe(10);
  });

  it('resets every filter, AVANZADO and the result when the type changes', () => {
    const state = typeChosen(12, today);
    expect(state).toMatchObject({ typeId: 12, advanced: false, applied: null, page: 0 });
    expect(state.values.orderState).toEqual([2, 1]);
    expect(state.values.userName).toBe('');
    expect(state.values.startDate).toBe('2026-01-01');
  });

  it('BORRAR FILTROS restores the defaults and keeps the result, to be run again', () => {
    const cleared = filtersCleared(ran, reportTypeById(6) as ReportType, today);
    expect(cleared.values).toEqual(initialReportScreen(today).values);
    expect(cleared.advanced).toBe(false);
    expect(cleared.applied).toBe(ran.applied);
  });

  it('goes back to page 0 on a new sort or page size', () => {
    expect(sortChanged(ran, { key: 'id', order: 'asc' })).toMatchObject({ page: 0 });
    expect(pageChanged(ran, 4, 10)).toMatchObject({ page: 4, pageSize: 10 });
    expect(pageChanged(ran, 4, 50)).toMatchObject({ page: 0, pageSize: 50 });
  });
});

describe('the kept report screen', () => {
  afterEach(() => sessionStorage.clear());

  it('is kept per view and only for its user', () => {
    storeReportScreen(7, false, ran);
    expect(readReportScreen(7, false)).toEqual(ran);
    expect(readReportScreen(7, true)).toBeUndefined();
    expect(readReportScreen(8, false)).toBeUndefined();
  });

  it('reads anything unexpected as nothing kept', () => {
    sessionStorage.setItem('reportScreen:current', '{"userId":7,"state":{"typeId":"x"}}');
    expect(readReportScreen(7, false)).toBeUndefined();
    sessionStorage.setItem('reportScreen:current', 'not json');
    expect(readReportScreen(7, false)).toBeUndefined();
  });
});
