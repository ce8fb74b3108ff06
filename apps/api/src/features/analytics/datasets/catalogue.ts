import { eq, sql } from 'drizzle-orm';
import { activities, activityTargets } from '../../../db/schema/activities.ts';
import { campaigns, campaignTargets } from '../../../db/schema/campaigns.ts';
import { targets, users } from '../../../db/schema/users.ts';
import { madridDateTime, queryDataset, type QueryColumn } from '../dataset.ts';

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

const campaignColumns: QueryColumn[] = [
  { header: 'Id', type: 'int', width: 8, value: campaigns.id },
  { header: 'Nombre', type: 'text', width: 40, value: campaigns.name },
  { header: 'Descripción', type: 'text', width: 40, value: campaigns.description },
  { header: 'Fecha inicio', type: 'date', width: 12, value: campaigns.startDate },
  { header: 'Fecha fin', type: 'date', width: 12, value: campaigns.endDate },
  { header: 'Edición', type: 'text', width: 10, value: campaigns.edition },
  { header: 'Activa', type: 'bool', width: 8, value: campaigns.active },
  { header: 'Id gestor', type: 'int', width: 8, value: campaigns.supervisorId },
  {
    header: 'Gestor',
    type: 'text',
    width: 28,
    value: sql<string | null>`trim(${users.name} || ' ' || ${users.surname})`,
  },
  { header: 'Destinatarios', type: 'text', width: 30, value: campaignTargetNames },
  {
    header: 'Fecha de alta',
    type: 'datetime',
    width: 16,
    value: madridDateTime(campaigns.createdAt),
  },
];

/** campanas.csv: the campaigns of the organization. */
export const campaignsDataset = queryDataset('Campañas', campaignColumns, {
  id: campaigns.id,
  organizationId: campaigns.organizationId,
  from: (db, fields) =>
    db
      .select(fields)
      .from(campaigns)
      .leftJoin(users, eq(users.id, campaigns.supervisorId))
      .$dynamic(),
});

const activityColumns: QueryColumn[] = [
  { header: 'Id', type: 'int', width: 8, value: activities.id },
  { header: 'Id campaña', type: 'int', width: 8, value: activities.campaignId },
  { header: 'Campaña', type: 'text', width: 40, value: campaigns.name },
  { header: 'Nombre', type: 'text', width: 40, value: activities.name },
  { header: 'Complemento', type: 'text', width: 20, value: activities.complement },
  { header: 'Fecha inicio', type: 'date', width: 12, value: activities.startDate },
  { header: 'Fecha fin', type: 'date', width: 12, value: activities.endDate },
  { header: 'Plazas', type: 'int', width: 8, value: activities.places },
  { header: 'Prioridad', type: 'int', width: 8, value: activities.priority },
  { header: 'Activa', type: 'bool', width: 8, value: activities.active },
  {
    header: 'Evento',
    type: 'bool',
    width: 8,
    // docs/product/campaigns-and-activities.md#events: fewer than 5 management fields make an
    // event.
    value: sql<boolean>`jsonb_array_length(${activities.formMetadataManagement}) < 5`,
  },
  { header: 'Inscripción', type: 'bool', width: 10, value: activities.inscription },
  { header: 'Solo para inscritos', type: 'bool', width: 10, value: activities.onlyForInscribed },
  {
    header: 'Id actividad previa',
    type: 'int',
    width: 10,
    value: activities.onlyForInscribedId,
  },
  { header: 'Destinatarios', type: 'text', width: 30, value: activityTargetNames },
  {
    header: 'Fecha de alta',
    type: 'datetime',
    width: 16,
    value: madridDateTime(activities.createdAt),
  },
];

/** actividades.csv: the activities (and events) of the organization's campaigns. */
export const activitiesDataset = queryDataset('Actividades', activityColumns, {
  id: activities.id,
  organizationId: campaigns.organizationId,
  from: (db, fields) =>
    db
      .select(fields)
      .from(activities)
      .innerJoin(campaigns, eq(campaigns.id, activities.campaignId))
      .$dynamic(),
});
