import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { activities } from '../../../db/schema/activities.ts';
import { campaigns } from '../../../db/schema/campaigns.ts';
import { entities } from '../../../db/schema/entities.ts';
import { orders } from '../../../db/schema/orders.ts';
import { councils, orderStates, targets, users } from '../../../db/schema/users.ts';
import {
  keysetBatches,
  madridDateTime,
  type Column,
  type Dataset,
  type Scope,
} from '../dataset.ts';
import {
  answerPairs,
  MAX_FORM_PAIRS,
  MAX_MANAGEMENT_PAIRS,
  realParticipants,
} from '../order-answers.ts';
import { orderCouncilId, orderEntityText, orderTargetId, pairCounts } from './order-facts.ts';

const fixedColumns: Column[] = [
  { header: 'Id', type: 'int', width: 8 },
  { header: 'Fecha', type: 'datetime', width: 16 },
  { header: 'Id estado', type: 'int', width: 8 },
  { header: 'Estado', type: 'text', width: 16 },
  { header: 'Motivo del estado', type: 'text', width: 30 },
  { header: 'Id campaña', type: 'int', width: 8 },
  { header: 'Campaña', type: 'text', width: 36 },
  { header: 'Edición', type: 'text', width: 10 },
  { header: 'Id actividad', type: 'int', width: 8 },
  { header: 'Actividad', type: 'text', width: 36 },
  { header: 'Id solicitante', type: 'int', width: 8 },
  { header: 'Nombre', type: 'text', width: 18 },
  { header: 'Apellidos', type: 'text', width: 24 },
  { header: 'DNI/NIE', type: 'text', width: 12 },
  { header: 'Email', type: 'text', width: 28 },
  { header: 'Id entidad', type: 'int', width: 8 },
  { header: 'Entidad validada', type: 'bool', width: 9 },
  { header: 'Entidad', type: 'text', width: 36 },
  { header: 'CIF', type: 'text', width: 12 },
  { header: 'Id concejo', type: 'int', width: 8 },
  { header: 'Concejo', type: 'text', width: 20 },
  { header: 'Id destinatario', type: 'int', width: 8 },
  { header: 'Destinatario', type: 'text', width: 28 },
  { header: 'Visitantes', type: 'int', width: 10 },
  { header: 'Participantes reales', type: 'int', width: 10 },
  { header: 'Fecha solicitada', type: 'date', width: 12 },
];

/** 'Campo 1', 'Valor 1', … then 'Campo gestión 1', 'Valor gestión 1', … */
const pairColumns = (count: number, suffix: string): Column[] =>
  Array.from({ length: count }, (_, i) => [
    { header: `Campo${suffix} ${i + 1}`, type: 'text' as const, width: 24 },
    { header: `Valor${suffix} ${i + 1}`, type: 'text' as const, width: 24 },
  ]).flat();

async function pairsOf({ db, organizationId }: Scope) {
  const counts = await pairCounts(db, organizationId);
  return {
    form: Math.min(counts.form, MAX_FORM_PAIRS),
    management: Math.min(counts.management, MAX_MANAGEMENT_PAIRS),
  };
}

const page = ({ db, organizationId }: Scope, afterId: number, limit: number) =>
  db
    .select({
      id: orders.id,
      createdAt: madridDateTime(orders.createdAt),
      stateId: orders.stateId,
      state: orderStates.value,
      reason: orders.stateChangeReason,
      campaignId: campaigns.id,
      campaign: campaigns.name,
      edition: campaigns.edition,
      activityId: activities.id,
      activity: activities.name,
      userId: users.id,
      name: users.name,
      surname: users.surname,
      username: users.username,
      email: users.email,
      entityId: orders.entityId,
      entityName: orderEntityText('name'),
      entityCif: orderEntityText('cif'),
      councilId: orderCouncilId,
      council: councils.value,
      targetId: orderTargetId,
      target: targets.value,
      visitors: orders.visitors,
      requestedDate: orders.requestedDate,
      userData: orders.userData,
      management: orders.userDataManagement,
    })
    .from(orders)
    .innerJoin(activities, eq(activities.id, orders.activityId))
    .innerJoin(campaigns, eq(campaigns.id, activities.campaignId))
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(orderStates, eq(orderStates.id, orders.stateId))
    .leftJoin(entities, eq(entities.id, orders.entityId))
    .leftJoin(councils, sql`${councils.id} = ${orderCouncilId}`)
    .leftJoin(targets, sql`${targets.id} = ${orderTargetId}`)
    .where(and(eq(campaigns.organizationId, organizationId), gt(orders.id, afterId)))
    .orderBy(asc(orders.id))
    .limit(limit);

async function* orderBatches(scope: Scope, pairs: { form: number; management: number }) {
  for await (const rows of keysetBatches((after, limit) => page(scope, after, limit))) {
    yield rows.map((o) => [
      o.id,
      o.createdAt,
      o.stateId,
      o.state,
      o.reason,
      o.campaignId,
      o.campaign,
      o.edition,
      o.activityId,
      o.activity,
      o.userId,
      o.name,
      o.surname,
      o.username,
      o.email,
      o.entityId,
      o.entityId !== null,
      o.entityName,
      o.entityCif,
      o.councilId,
      o.council,
      o.targetId,
      o.target,
      o.visitors,
      realParticipants(o.management),
      o.requestedDate,
      ...answerPairs(o.userData, pairs.form),
      ...answerPairs(o.management, pairs.management),
    ]);
  }
}

/**
 * solicitudes.csv: every order of the organization's campaigns with its state, campaign,
 * activity, applicant, entity (validated, else proposed), council and target as the reports
 * read them (reports.md §1.1), and its answers as label/value pairs (reports.md §1.2), as many
 * pairs as the longest answers need.
 */
export const ordersDataset: Dataset = {
  sheet: 'Solicitudes',
  async open(scope) {
    const pairs = await pairsOf(scope);
    return {
      columns: [
        ...fixedColumns,
        ...pairColumns(pairs.form, ''),
        ...pairColumns(pairs.management, ' gestión'),
      ],
      batches: orderBatches(scope, pairs),
    };
  },
};
