import { sql } from 'drizzle-orm';
import type { RawRow } from '../../list-type.ts';
import { detailMeasures, type DetailMeasure } from './detail-measures.ts';
import { HOLDER } from './finde-columns.ts';

/**
 * The person lines of the FINDES documents with companions (docs/product/reporting.md#documents):
 * an order is its holder's line ('Titular', with the order's cells), one line per companion
 * ('Acompañante n', only the companion's text) and, when the request named others together, one
 * 'Otros visitantes' line with that text. Every line carries `orderId`, the order it belongs to.
 */

/** What the lines read of an order besides its cells. */
export const personLineValues = {
  _companions: sql.raw('f.companions'),
  _otherVisitors: sql.raw('f.other_visitors'),
};

/** The group values of an order: a person line falls in its order's groups. */
const groupValuesOf = (row: RawRow): RawRow =>
  Object.fromEntries(Object.entries(row).filter(([key]) => key.startsWith('_')));

const personLine = (row: RawRow, personType: string, person: unknown): RawRow => ({
  ...groupValuesOf(row),
  orderId: row.id,
  personType,
  person,
});

/** The lines of an order read with `personLineValues`, holder first. */
export function personLines(row: RawRow): RawRow[] {
  const companions = Array.isArray(row._companions) ? (row._companions as unknown[]) : [];
  const others = typeof row._otherVisitors === 'string' ? row._otherVisitors.trim() : '';
  return [
    { ...row, orderId: row.id },
    // The facts keep at most four companions, the non-empty ones, in order.
    ...companions.map((text, n) => personLine(row, `Acompañante ${n + 1}`, text)),
    ...(others === '' ? [] : [personLine(row, 'Otros visitantes', others)]),
  ];
}

/** Solicitudes (holders' lines), Personas (every line, 'Otros visitantes' as one), Participantes. */
export const personLineMeasures: DetailMeasure[] = [
  { ...detailMeasures.requests, rule: (line) => (line.personType === HOLDER ? 1 : 0) },
  { key: 'people', header: 'Personas', type: 'int', rule: 'count' },
  detailMeasures.visitors,
];
