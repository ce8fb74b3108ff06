import type { DocumentReport } from '../document-type.ts';
import { aggregateDocument } from './aggregate-document.ts';
import { rollupKeys, rollupMeasures } from './rollup-parts.ts';

/**
 * 38 · Visitas (docs/product/reporting.md#documents): the visits done, by visit type and month of
 * the day done, with their participants and hours, and the bars of the visits of each type.
 */
export const visitsDocument: DocumentReport = aggregateDocument({
  keys: [rollupKeys.visitType, rollupKeys.doneMonth],
  measures: [rollupMeasures.visits, rollupMeasures.visitors, rollupMeasures.hours],
  countKey: 'visits',
  chart: { measures: ['visits'], yearKey: null },
});
