import { acceptedStates } from '@extranet/shared/order-states';
import { eq, sql } from 'drizzle-orm';
import { activities } from '../../../db/schema/activities.ts';
import { campaigns } from '../../../db/schema/campaigns.ts';
import { entities } from '../../../db/schema/entities.ts';
import { orders } from '../../../db/schema/orders.ts';
import { councils, foldedSql, orderStates, targets, users } from '../../../db/schema/users.ts';
import { fixedDataset, oneBatch, type Column, type Row, type Scope } from '../dataset.ts';
import { orderCouncilId, orderTargetId } from './order-facts.ts';

const columns: Column[] = [
  { header: 'Indicador', type: 'text', width: 14 },
  { header: 'Id', type: 'int', width: 8 },
  { header: 'Nombre', type: 'text', width: 40 },
  { header: 'Solicitudes', type: 'int', width: 12 },
  { header: 'Aceptadas o realizadas', type: 'int', width: 12 },
  { header: 'Tasa de aceptación (%)', type: 'decimal', width: 12 },
  { header: 'Participantes', type: 'int', width: 12 },
  { header: 'Visitantes solicitados', type: 'int', width: 12 },
];

/**
 * A label as norm() compares it (docs/product/requests.md#request-form), in SQL; no backslashes,
 * so no escaping.
 */
const normLabel = (label: ReturnType<typeof sql>) =>
  sql`regexp_replace(regexp_replace(btrim(${foldedSql(label)}), '[[:space:]]+', ' ', 'g'), '[[:space:]:*]+$', '')`;

/**
 * A decimal as docs/product/campaigns-and-activities.md#management-form parses it: spaces and €
 * out, a ',' makes the '.' thousands.
 */
const decimalOf = (raw: ReturnType<typeof sql>) => sql`(select case
    when v ~ '^-?[0-9]+([.][0-9]+)?$' then round(v::numeric)::int end
  from (select case when strpos(r, ',') > 0 then replace(replace(r, '.', ''), ',', '.') else r end as v
    from (select regexp_replace(${raw}, '[[:space:]€]', '', 'g') as r) as cleaned) as parsed)`;

/**
 * The participants of an order: the 'participantes reales' answered in the management form
 * (docs/product/campaigns-and-activities.md#management-form), else the visitors asked for, else
 * none.
 */
const participantsOf = sql<number>`coalesce((
    select ${decimalOf(sql`e.value ->> 'value'`)}
    from jsonb_array_elements(${orders.userDataManagement}) with ordinality as e(value, n)
    where jsonb_typeof(e.value -> 'value') = 'string'
      and ${normLabel(sql`e.value ->> 'label'`)} in ('participantes reales', 'numero de participantes reales')
    order by e.n limit 1), ${orders.visitors}, 0)`;

const acceptedList = sql.raw(acceptedStates.join(', '));

/** One row an order, with what the indicators group by. */
const factsOf = ({ db, organizationId }: Scope) =>
  db
    .select({
      campaignId: sql<number>`${campaigns.id}`.as('campaign_id'),
      campaignName: sql<string>`${campaigns.name}`.as('campaign_name'),
      activityId: sql<number>`${activities.id}`.as('activity_id'),
      activityName: sql<string>`${activities.name}`.as('activity_name'),
      stateId: sql<number>`${orderStates.id}`.as('state_id'),
      stateName: sql<string>`${orderStates.value}`.as('state_name'),
      councilId: sql<number | null>`${orderCouncilId}`.as('council_id'),
      targetId: sql<number | null>`${orderTargetId}`.as('target_id'),
      accepted: sql<boolean>`${orders.stateId} in (${acceptedList})`.as('accepted'),
      visitors: sql<number>`coalesce(${orders.visitors}, 0)`.as('visitors'),
      participants: participantsOf.as('participants'),
    })
    .from(orders)
    .innerJoin(activities, eq(activities.id, orders.activityId))
    .innerJoin(campaigns, eq(campaigns.id, activities.campaignId))
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(orderStates, eq(orderStates.id, orders.stateId))
    .leftJoin(entities, eq(entities.id, orders.entityId))
    .where(eq(campaigns.organizationId, organizationId))
    .as('f');

const DIMENSION_ORDER = ['Total', 'Campaña', 'Actividad', 'Estado', 'Concejo', 'Destinatario'];
const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

/** Total first, then each dimension in its documented order, its rows by name (Spanish order). */
const byDimensionThenName = (
  a: { dimension: string; name: string | null; key: number | null },
  b: { dimension: string; name: string | null; key: number | null },
) =>
  DIMENSION_ORDER.indexOf(a.dimension) - DIMENSION_ORDER.indexOf(b.dimension) ||
  collator.compare(a.name ?? '', b.name ?? '') ||
  (a.key ?? 0) - (b.key ?? 0);

/**
 * indicadores.csv and the 'Indicadores' sheet: requests, accepted or carried-out requests
 * (states 2 and 5, docs/product/README.md#constants-and-limits), acceptance rate, participants of
 * those and visitors asked for, in total and per campaign, activity, state, council and target: one
 * pass over the orders with GROUPING SETS.
 */
async function indicatorRows(scope: Scope): Promise<Row[]> {
  const f = factsOf(scope);
  const rows = await scope.db
    .select({
      dimension: sql<string>`case
        when grouping(${f.campaignId}) = 0 then 'Campaña'
        when grouping(${f.activityId}) = 0 then 'Actividad'
        when grouping(${f.stateId}) = 0 then 'Estado'
        when grouping(${f.councilId}) = 0 then 'Concejo'
        when grouping(${f.targetId}) = 0 then 'Destinatario'
        else 'Total' end`,
      key: sql<
        number | null
      >`coalesce(${f.campaignId}, ${f.activityId}, ${f.stateId}, ${f.councilId}, ${f.targetId})`,
      name: sql<string | null>`case
        when grouping(${f.campaignId}) = 0 then ${f.campaignName}
        when grouping(${f.activityId}) = 0 then ${f.activityName}
        when grouping(${f.stateId}) = 0 then ${f.stateName}
        when grouping(${f.councilId}) = 0 then coalesce(max(${councils.value}), 'Sin concejo')
        when grouping(${f.targetId}) = 0 then coalesce(max(${targets.value}), 'Sin destinatario')
        else 'Todas las solicitudes' end`,
      requests: sql<number>`count(*)::int`,
      accepted: sql<number>`(count(*) filter (where ${f.accepted}))::int`,
      participants: sql<number>`coalesce(sum(${f.participants}) filter (where ${f.accepted}), 0)::int`,
      visitors: sql<number>`sum(${f.visitors})::int`,
    })
    .from(f)
    .leftJoin(councils, sql`${councils.id} = ${f.councilId}`)
    .leftJoin(targets, sql`${targets.id} = ${f.targetId}`)
    .groupBy(
      sql`grouping sets ((${f.campaignId}, ${f.campaignName}), (${f.activityId}, ${f.activityName}),
        (${f.stateId}, ${f.stateName}), (${f.councilId}), (${f.targetId}), ())`,
    );
  return rows
    .sort(byDimensionThenName)
    .map((r) => [
      r.dimension,
      r.key,
      r.name,
      r.requests,
      r.accepted,
      r.requests > 0 ? Math.round((1000 * r.accepted) / r.requests) / 10 : 0,
      r.participants,
      r.visitors,
    ]);
}

/** indicadores.csv: see `indicatorRows`. */
export const indicatorsDataset = fixedDataset('Indicadores', columns, (scope) =>
  oneBatch(indicatorRows(scope)),
);
