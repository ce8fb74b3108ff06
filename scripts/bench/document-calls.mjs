// Part of group `documents` (documents.mjs): the printable reports' calls as the report screen
// sends them (reportQuery of apps/web/src/features/reports/report-filter.ts), and a call's time
// from Node.
import { importTs, repoUrl } from '../lib/typescript.mjs';
import { getOk } from './processes.mjs';
import { median } from './report.mjs';

/** The shared code the bench reads the types, their groups and the screen's defaults from. */
export async function documentsCode() {
  const [types, dates, time] = await Promise.all(
    [
      'packages/shared/src/reports/report-types.ts',
      'packages/shared/src/reports/report-dates.ts',
      'apps/api/src/time/today.ts',
    ].map((path) => importTs(repoUrl(path))),
  );
  const typeOf = (id) => {
    const type = types.reportTypeById(id);
    if (!type || type.kind !== 'predefined') throw new Error(`report ${id} is not printable`);
    const group = types.reportGroups.find((g) => g.ids.includes(id));
    return { ...type, group: group?.label ?? '' };
  };
  return { typeOf, defaultReportRange: dates.defaultReportRange, today: time.today };
}

/**
 * The query FILTRAR sends for `type` with the administrator's defaults: the type's default
 * states, and this year's range in the current view or no dates at all in the historic view
 * (its pickers cleared: every year).
 */
export function documentPath(code, type, { historic = false, format = 'document' } = {}) {
  const wireDay = (iso) => iso.split('-').reverse().join('/');
  const query = { reportId: type.id, isHistoric: historic };
  if (type.filters.includes('orderState') && type.states.length > 0) {
    query.orderState = [...type.states].sort((a, b) => a - b).join(',');
  }
  if (type.filters.includes('dates') && !historic) {
    const { startDate, endDate } = code.defaultReportRange(code.today());
    query.startDate = wireDay(startDate);
    query.endDate = wireDay(endDate);
  }
  query.format = format;
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  return `/api/reportorder/list/by-filter?${search}`;
}

/** `runs` GETs one after another, after one untimed: each one's time and the last body. */
export async function timedGets(url, headers, runs) {
  let body = await getOk(url, headers);
  const times = [];
  for (let run = 0; run < runs; run++) {
    const t0 = performance.now();
    body = await getOk(url, headers);
    times.push(performance.now() - t0);
  }
  return { times, median: median(times), body };
}
