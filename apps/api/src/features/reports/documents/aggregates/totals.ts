import type { DocumentReport } from '../document-type.ts';
import { aggregateDocument, type RollupKey } from './aggregate-document.ts';
import { rollupKeys, rollupMeasures } from './rollup-parts.ts';

/**
 * Totales (docs/product/reporting.md#documents): the levels of the type's name, one row per year
 * of the request day, Solicitudes and Participantes on every line, and the chart of both over the
 * years.
 */
const totalsBy = (...levels: RollupKey[]): DocumentReport =>
  aggregateDocument({
    keys: [...levels, rollupKeys.year],
    measures: [rollupMeasures.requests, rollupMeasures.visitors],
    countKey: 'requests',
    chart: { measures: ['requests', 'visitors'], yearKey: 'year' },
  });

const { activity, entity, council, target, state } = rollupKeys;

export const totalsDocuments: Readonly<Record<number, DocumentReport>> = {
  3: totalsBy(activity),
  4: totalsBy(activity, state),
  5: totalsBy(activity, entity, state),
  15: totalsBy(activity, council, state),
  16: totalsBy(council, state),
  34: totalsBy(target, state),
};
