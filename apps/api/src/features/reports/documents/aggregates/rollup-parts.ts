import { monthLabel } from '../day-labels.ts';
import { activityLabel, missingLabel } from '../group-labels.ts';
import type { AggregateMeasure, RollupKey } from './aggregate-document.ts';

/**
 * The keys and measures the aggregate documents group and count by
 * (docs/product/reporting.md#documents), on the aliases of queries.ts. Groups sort by their
 * label as the lists sort text (a name first, then its id), states by id, years and months
 * ascending.
 */

const named = (
  key: string,
  header: string,
  name: string,
  id: string,
  extra: Partial<RollupKey> = {},
): RollupKey => ({
  key,
  header,
  type: 'text',
  members: [name, id],
  label: name,
  byLabel: true,
  order: [id],
  ...extra,
});

export const rollupKeys = {
  /** 'Nombre (Complemento) · Edición'; the complement and edition are grouped with the id. */
  activity: {
    key: 'activityName',
    header: 'Actividad',
    type: 'text',
    members: ['a.id', 'a.name', 'a.complement', 'c.edition'],
    label: activityLabel,
    id: 'a.id',
    byLabel: true,
    order: ['a.id'],
  },
  /** 'Nombre · Edición'. */
  campaign: {
    key: 'campaign',
    header: 'Campaña',
    type: 'text',
    members: ['c.id', 'c.name', 'c.edition'],
    label: `c.name || case when c.edition <> '' then ' · ' || c.edition else '' end`,
    id: 'c.id',
    byLabel: true,
    order: ['c.id'],
  },
  entity: named('entityName', 'Entidad', 'e.name', 'e.id', { missing: missingLabel.entity }),
  council: named('council', 'Concejo', 'k.value', 'k.id', { missing: missingLabel.council }),
  target: named('target', 'Destinatario', 't.value', 't.id'),
  state: { ...named('state', 'Estado', 's.value', 's.id'), byLabel: false, order: ['s.id'] },
  /** The year of the request day. */
  year: {
    key: 'year',
    header: 'Año',
    type: 'int',
    members: ['extract(year from f.request_day)'],
    label: 'extract(year from f.request_day)::int',
    byLabel: true,
    order: [],
  },
  visitType: {
    key: 'visitType',
    header: 'Tipo de visita',
    type: 'text',
    members: ['f.visit_type'],
    label: 'f.visit_type',
    byLabel: true,
    order: [],
    missing: missingLabel.visitType,
  },
  /** The month of the day done, 'enero 2026'. */
  doneMonth: {
    key: 'month',
    header: 'Mes',
    type: 'text',
    members: [`date_trunc('month', f.done_date)`],
    label: `to_char(date_trunc('month', f.done_date), 'YYYY-MM')`,
    byLabel: true,
    order: [],
    missing: missingLabel.date,
    present: (label) => monthLabel(String(label)),
  },
} satisfies Record<string, RollupKey>;

/** The figures (docs/product/reporting.md#documents): a blank participants count counts as 0. */
const measure = (
  key: string,
  header: string,
  value: string,
  type: AggregateMeasure['type'] = 'int',
): AggregateMeasure => ({ key, header, type, value, inRows: true });

export const rollupMeasures = {
  requests: measure('requests', 'Solicitudes', 'count(*)::int'),
  visitors: measure('visitors', 'Participantes', 'coalesce(sum(f.visitors), 0)::int'),
  /** Individual orders have no entity and are not counted. */
  entities: measure('entities', 'Entidades', 'count(distinct o.entity_id)::int'),
  visits: measure('visits', 'Visitas', 'count(*)::int'),
  hours: measure('hours', 'Horas', 'coalesce(sum(f.visit_hours), 0)::float8', 'hours'),
} satisfies Record<string, AggregateMeasure>;
