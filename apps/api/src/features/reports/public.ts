/**
 * What the reports feature offers the others (docs/architecture.md#feature-boundaries): the
 * writer of the report facts, which the orders and activities call in the transaction of every
 * change of an order's answers or an activity's forms (docs/product/reporting.md#facts), and the
 * start-up check that says when a rebuild is due.
 */
export {
  writeActivityReportFacts,
  writeNewOrderReportFactsWith,
  writeReportFacts,
} from './facts-writer.ts';
export { warnWhenRebuildDue } from './facts-version.ts';
