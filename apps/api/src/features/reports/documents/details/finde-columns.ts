import { sql } from 'drizzle-orm';
import type { ListColumn } from '../../list-type.ts';

/**
 * The columns only the FINDES documents have (docs/product/reporting.md#documents): the order of
 * arrival within the activity, the moment of the request, and a person line's kind and person.
 */

/** The kind of an order's own line: its applicant's. */
export const HOLDER = 'Titular';

/** What the orders are ranked by within their activity: their arrival. */
export const arrivalRank = {
  arrival: sql.raw('(row_number() over (partition by a.id order by o.created_at, o.id))::int'),
};

export const findeColumns = {
  /** Nº: the place the request came in within its activity (read where the orders are picked). */
  arrival: { key: 'arrival', header: 'Nº', type: 'int', value: sql.raw('detail.arrival') },
  /** The order's moment, ISO in UTC: the document writes it in the server's zone. */
  requestedAt: {
    key: 'requestedAt',
    header: 'Fecha y hora de solicitud',
    type: 'datetime',
    value: sql.raw(`to_char(o.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`),
  },
  /** An order's own line is its holder's (person-lines.ts writes the others). */
  personType: { key: 'personType', header: 'Tipo', type: 'text', value: sql`${HOLDER}::text` },
  person: {
    key: 'person',
    header: 'Persona',
    type: 'text',
    value: sql.raw(`u.name || ' ' || u.surname`),
  },
} satisfies Record<string, ListColumn>;
