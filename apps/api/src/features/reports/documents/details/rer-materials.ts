import { sql } from 'drizzle-orm';
import { columns } from '../../columns.ts';
import { detailDocument } from './detail-document.ts';
import { detailLevels } from './detail-levels.ts';
import { detailMeasures, materialMeasures } from './detail-measures.ts';

/**
 * 27 · Materiales RER (docs/product/reporting.md#documents): the materials asked for in each
 * council, by entity (individual requests last), with the council's sums and its entities.
 */
export const rerMaterials = detailDocument({
  columns: [
    columns.entityName,
    columns.entityCif,
    columns.date,
    columns.state,
    columns.units,
    columns.blueContainers,
    columns.yellowContainers,
    columns.blueBins,
    columns.yellowBins,
  ],
  levels: [detailLevels.council],
  measures: [...materialMeasures, detailMeasures.entities],
  order: sql.raw('k.value nulls last, k.id, e.name nulls last, e.id, o.id'),
});
