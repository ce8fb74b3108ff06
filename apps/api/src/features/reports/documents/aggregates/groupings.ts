import type { DocumentReport } from '../document-type.ts';
import { aggregateDocument, type RollupKey } from './aggregate-document.ts';
import { rollupKeys, rollupMeasures } from './rollup-parts.ts';

/**
 * Agrupaciones (docs/product/reporting.md#documents): Solicitudes, Entidades and Participantes
 * by the type's keys, the chart of the requests and participants of each first-level group.
 */
const groupedBy = (keys: RollupKey[], entitiesInRows = true): DocumentReport =>
  aggregateDocument({
    keys,
    measures: [
      rollupMeasures.requests,
      { ...rollupMeasures.entities, inRows: entitiesInRows },
      rollupMeasures.visitors,
    ],
    countKey: 'requests',
    chart: { measures: ['requests', 'visitors'], yearKey: null },
  });

const { activity, campaign, entity, council, target } = rollupKeys;

export const groupingDocuments: Readonly<Record<number, DocumentReport>> = {
  // An entity's row counts one entity: the council's subtotal says how many it has.
  17: groupedBy([council, entity], false),
  18: groupedBy([campaign, activity]),
  19: groupedBy([council]),
  20: groupedBy([target]),
};
