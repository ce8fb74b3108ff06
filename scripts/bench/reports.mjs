// Group `reports`: the bars of the reports issue (docs/product/reporting.md#performance), on the
// reports data set (REPORTS: the requests data set with 200,000 orders, made once a run and a
// store by requests-store.mjs), on the embedded store and on PostgreSQL:
//   - the report facts: rebuilding them for every order, and what writing them adds to an order
//     create (report-facts.mjs);
//   - the list reports: each type's first page against its SQL and an absolute budget, as an
//     administrator and as a gestor, and the 5,000-row CSV (report-lists.mjs).
import { REQUESTS } from '../generate-requests.mjs';
import { measureReportFacts } from './report-facts.mjs';
import { measureReportLists } from './report-lists.mjs';
import { reportError } from './report.mjs';

/** The reports' data set: 200,000 orders over the requests data set's users and activities. */
export const REPORTS = { ...REQUESTS, orders: 200_000 };

export async function reportsGroup() {
  for (const [name, measure] of [
    ['report facts', measureReportFacts],
    ['report lists', measureReportLists],
  ]) {
    try {
      await measure(REPORTS);
    } catch (err) {
      reportError(name, err);
    }
  }
}
