import type { DocumentMeasure } from '@extranet/shared/reports/document';
import type { RowMeasure } from '@extranet/shared/reports/document-groups';
import { sql, type SQL } from 'drizzle-orm';
import type { RawRow } from '../../list-type.ts';

/**
 * The figures of the detail documents' subtotals and TOTAL (docs/product/reporting.md#documents)
 * and how a row adds to each. A figure of a column carries that column's key, so that it sits
 * under it; a count is written after the row's label.
 */
export interface DetailMeasure extends DocumentMeasure {
  rule: RowMeasure<RawRow>;
  /** What the rule reads of an order that is no column (named with a leading '_'). */
  values?: Readonly<Record<string, SQL>>;
}

/** A count of the rows, headed `header`. */
const count = (key: string, header: string): DetailMeasure => ({
  key,
  header,
  type: 'int',
  rule: 'count',
});

/** The sum of the column `key`, a blank counting as 0. */
const sum = (key: string, header: string, type: DocumentMeasure['type']): DetailMeasure => ({
  key,
  header,
  type,
  rule: 'sum',
});

export const detailMeasures = {
  requests: count('requests', 'Solicitudes'),
  activities: count('activities', 'Actividades'),
  trips: count('trips', 'Viajes'),
  buses: count('buses', 'Autobuses'),
  visitors: sum('visitors', 'Participantes', 'int'),
  hours: sum('visitHours', 'Horas', 'hours'),
  busCost: sum('busCost', 'Coste autobús', 'money'),
  units: sum('units', 'Unidades', 'decimal'),
  blueContainers: sum('blueContainers', 'Cont. azules', 'int'),
  yellowContainers: sum('yellowContainers', 'Cont. amarillos', 'int'),
  blueBins: sum('blueBins', 'Ecop. azules', 'int'),
  yellowBins: sum('yellowBins', 'Ecop. amarillas', 'int'),
  /** The entities of the rows; individual orders are not counted. */
  entities: {
    key: 'entities',
    header: 'Entidades',
    type: 'int',
    rule: { distinct: (row) => (typeof row._entityId === 'number' ? row._entityId : null) },
    values: { _entityId: sql.raw('e.id') },
  },
} satisfies Record<string, DetailMeasure>;

/** The five material sums, in the columns' order. */
export const materialMeasures = [
  detailMeasures.units,
  detailMeasures.blueContainers,
  detailMeasures.yellowContainers,
  detailMeasures.blueBins,
  detailMeasures.yellowBins,
];
