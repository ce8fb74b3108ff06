import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { activities, activityTargets } from '../../../db/schema/activities.ts';
import { campaigns, campaignTargets } from '../../../db/schema/campaigns.ts';
import { targets, users } from '../../../db/schema/users.ts';
import {
  fixedDataset,
  keysetBatches,
  madridDateTime,
  type Column,
  type Scope,
} from '../dataset.ts';

/** The target names of each campaign and activity, joined with ', ' (correlated subqueries). */
const campaignTargetNames = sql<
  string | null
>`(select string_agg(${targets.value}, ', ' order by ${targets.id})
  from ${campaignTargets} join ${targets} on ${targets.id} = ${campaignTargets.targetId}
  where ${campaignTargets.campaignId} = ${campaigns.id})`;
const activityTargetNames = sql<
  string | null
>`(select string_agg(${targets.value}, ', ' order by ${targets.id})
  from ${activityTargets} join ${targets} on ${targets.id} = ${activityTargets.targetId}
  where ${activityTargets.activityId} = ${activities.id})`;

const campaignColumns: Column[] = [
  { header: 'Id', type: 'int', width: 8 },
  { header: 'Nombre', type: 'text', width: 40 },
  { header: 'Descripción', type: 'text', width: 40 },
  { header: 'Fecha inicio', type: 'date', width: 12 },
  { header: 'Fecha fin', type: 'date', width: 12 },
  { header: 'Edición', type: 'text', width: 10 },
  { header: 'Activa', type: 'bool', width: 8 },
  { header: 'Id gestor', type: 'int', width: 8 },
  { header: 'Gestor', type: 'text', width: 28 },
  { header: 'Destinatarios', type: 'text', width: 30 },
  { header: 'Fecha de alta', type: 'datetime', width: 16 },
];

const campaignPage = ({ db, organizationId }: Scope, afterId: number, limit: number) =>
  db
    .select({
      id: campaigns.id,
      name: campaigns.name,
      description: campaigns.description,
      startDate: campaigns.startDate,
      endDate: campaigns.endDate,
      edition: campaigns.edition,
      active: campaigns.active,
      supervisorId: campaigns.supervisorId,
      supervisor: sql<string | null>`trim(${users.name} || ' ' || ${users.surname})`,
      targets: campaignTargetNames,
      createdAt: madridDateTime(campaigns.createdAt),
    })
    .from(campaigns)
    .leftJoin(users, eq(users.id, campaigns.supervisorId))
    .where(and(eq(campaigns.organizationId, organizationId), gt(campaigns.id, afterId)))
    .orderBy(asc(campaigns.id))
    .limit(limit);

/** campanas.csv: the campaigns of the organization. */
export const campaignsDataset = fixedDataset('Campañas', campaignColumns, async function* (scope) {
  for await (const rows of keysetBatches((after, limit) => campaignPage(scope, after, limit))) {
    yield rows.map((c) => [
      c.id,
      c.name,
      c.description,
      c.startDate,
      c.endDate,
      c.edition,
      c.active,
      c.supervisorId,
      c.supervisor,
      c.targets,
      c.createdAt,
    ]);
  }
});

const activityColumns: Column[] = [
  { header: 'Id', type: 'int', width: 8 },
  { header: 'Id campaña', type: 'int', width: 8 },
  { header: 'Campaña', type: 'text', width: 40 },
  { header: 'Nombre', type: 'text', width: 40 },
  { header: 'Complemento', type: 'text', width: 20 },
  { header: 'Fecha inicio', type: 'date', width: 12 },
  { header: 'Fecha fin', type: 'date', width: 12 },
  { header: 'Plazas', type: 'int', width: 8 },
  { header: 'Prioridad', type: 'int', width: 8 },
  { header: 'Activa', type: 'bool', width: 8 },
  { header: 'Evento', type: 'bool', width: 8 },
  { header: 'Inscripción', type: 'bool', width: 10 },
  { header: 'Solo para inscritos', type: 'bool', width: 10 },
  { header: 'Id actividad previa', type: 'int', width: 10 },
  { header: 'Destinatarios', type: 'text', width: 30 },
  { header: 'Fecha de alta', type: 'datetime', width: 16 },
];

const activityPage = ({ db, organizationId }: Scope, afterId: number, limit: number) =>
  db
    .select({
      id: activities.id,
      campaignId: activities.campaignId,
      campaign: campaigns.name,
      name: activities.name,
      complement: activities.complement,
      startDate: activities.startDate,
      endDate: activities.endDate,
      places: activities.places,
      priority: activities.priority,
      active: activities.active,
      // docs/product/campaigns-and-activities.md#events: fewer than 5 management fields make an
      // event.
      isEvent: sql<boolean>`jsonb_array_length(${activities.formMetadataManagement}) < 5`,
      inscription: activities.inscription,
      onlyForInscribed: activities.onlyForInscribed,
      onlyForInscribedId: activities.onlyForInscribedId,
      targets: activityTargetNames,
      createdAt: madridDateTime(activities.createdAt),
    })
    .from(activities)
    .innerJoin(campaigns, eq(campaigns.id, activities.campaignId))
    .where(and(eq(campaigns.organizationId, organizationId), gt(activities.id, afterId)))
    .orderBy(asc(activities.id))
    .limit(limit);

/** actividades.csv: the activities (and events) of the organization's campaigns. */
export const activitiesDataset = fixedDataset(
  'Actividades',
  activityColumns,
  async function* (scope) {
    for await (const rows of keysetBatches((after, limit) => activityPage(scope, after, limit))) {
      yield rows.map((a) => [
        a.id,
        a.campaignId,
        a.campaign,
        a.name,
        a.complement,
        a.startDate,
        a.endDate,
        a.places,
        a.priority,
        a.active,
        a.isEvent,
        a.inscription,
        a.onlyForInscribed,
        a.onlyForInscribedId,
        a.targets,
        a.createdAt,
      ]);
    }
  },
);
