import { storableJson } from '@extranet/shared/json-value';
import { newDefaultManagementForm } from '@extranet/shared/forms/default-management-fields';
import type { ManagementForm } from '@extranet/shared/forms/form-field';
import { Role } from '@extranet/shared/roles';
import type { Activity } from '@extranet/shared/schemas/activity';
import type { Db } from '../../db/client.ts';
import type { NewActivity } from '../../db/schema/activities.ts';
import { isForeignKeyViolation } from '../../db/sql-state.ts';
import { AppError } from '../../plugins/app-error.ts';
import { removeAllFiles } from '../../plugins/file-store.ts';
import type { SessionUser } from '../../plugins/session-user.ts';
import { assertManagesCampaign, managesCampaign } from '../../policies/campaign-management.ts';
import { copyActivityFiles } from './clone-files.ts';
import { withTargets } from './list-service.ts';
import {
  countOrdersOfActivity,
  deleteActivityRow,
  findActivityRow,
  findCampaign,
  insertActivity,
  lockActivity,
  setActivityTargets,
  targetIdsOfActivity,
  targetIdsOfCampaign,
  updateActivity,
  type ActivityRow,
} from './queries.ts';
import { campaignOf } from './reply.ts';
import { today } from '../../time/today.ts';

/** What the activity services need from the app. */
export interface ActivityDeps {
  db: Db;
  /** `DATA_DIR`, where the stored files live (docs/api-conventions.md#files). */
  dataDir: string;
}

/** The Activity reply of `id`, as its manager sees it. */
export async function loadActivity(db: Db, id: number): Promise<Activity> {
  const row = await findActivityRow(db, id);
  if (!row) throw new AppError('not found');
  return withTargets(db, row);
}

/**
 * The activity `id` if the caller manages its campaign: 403 for a participant, 404 for an
 * unknown activity or one of another supervisor's campaign (docs/api-conventions.md).
 */
export async function managedActivity(db: Db, caller: SessionUser, id: number) {
  if (caller.role < Role.Supervisor) throw new AppError('forbidden');
  const row = await findActivityRow(db, id);
  if (!row || !managesCampaign(caller, campaignOf(row))) throw new AppError('not found');
  return row;
}

/**
 * `activity/create` (docs/product/campaigns-and-activities.md#calls): a negative idCampaign creates
 * an event, with no form fields, in campaign |idCampaign|
 * (docs/product/campaigns-and-activities.md#events); otherwise an activity with the management form
 * sent, or the ten default management fields (docs/product/campaigns-and-activities.md#activities).
 * Both start inactive, meant for the campaign's targets.
 */
export async function createActivity(
  deps: ActivityDeps,
  caller: SessionUser,
  input: { idCampaign: number; formMetadataManagement?: ManagementForm | undefined },
): Promise<Activity> {
  const event = input.idCampaign < 0;
  const campaignId = Math.abs(input.idCampaign);
  assertManagesCampaign(caller, await findCampaign(deps.db, campaignId));
  const management = event
    ? []
    : input.formMetadataManagement?.length
      ? input.formMetadataManagement
      : newDefaultManagementForm();
  // Dated today in the server's zone, as a new campaign is (the column's own default would be
  // the database's UTC day: docs/exports-text-and-time.md).
  const day = today();
  const id = await deps.db.transaction(async (tx) => {
    const created = await insertActivity(tx, {
      campaignId,
      startDate: day,
      endDate: day,
      name: event ? 'Nuevo evento' : 'Nueva actividad',
      active: false,
      formMetadata: [],
      formMetadataManagement: management,
    });
    if (!created) throw new AppError('internal');
    await setActivityTargets(tx, created.id, await targetIdsOfCampaign(tx, campaignId));
    return created.id;
  });
  return loadActivity(deps.db, id);
}

/** What a clone copies: the settings, texts and forms; not ids, dates of the row, or results. */
const copiedColumns = (source: ActivityRow): Partial<NewActivity> => ({
  complement: source.complement,
  startDate: source.startDate,
  endDate: source.endDate,
  places: source.places,
  priority: source.priority,
  inscription: source.inscription,
  onlyForInscribed: source.onlyForInscribed,
  onlyForInscribedId: source.onlyForInscribedId,
  dataManagement: source.dataManagement,
  priceManagement: source.priceManagement,
  participantsManagement: source.participantsManagement,
  calendarVisible: source.calendarVisible,
  calendarColor: source.calendarColor,
  explanation: source.explanation,
  explanationJson: storableJson(source.explanationJson),
  requirements: source.requirements,
  requirementsJson: storableJson(source.requirementsJson),
  formMetadata: source.formMetadata,
  formMetadataManagement: source.formMetadataManagement,
  hasDateAndVisitType: source.hasDateAndVisitType,
});

/**
 * `activity/clone` (docs/product/campaigns-and-activities.md#calls): copies an activity the caller
 * manages into a campaign it manages, named '<name> (copia)' and inactive, with its forms, targets,
 * texts and settings. Orders are not copied. The image and documents are copied on disk into the
 * clone's own folder, so that deleting either activity never takes the other's files
 * (docs/api-conventions.md#files).
 */
export async function cloneActivity(
  deps: ActivityDeps,
  caller: SessionUser,
  input: { idCampaign: number; idActivity: number },
): Promise<Activity> {
  assertManagesCampaign(caller, await findCampaign(deps.db, input.idCampaign));
  const source = await managedActivity(deps.db, caller, input.idActivity);
  let cloneId = 0;
  try {
    await deps.db.transaction(async (tx) => {
      const created = await insertActivity(tx, {
        ...copiedColumns(source),
        campaignId: input.idCampaign,
        name: `${source.name} (copia)`,
        active: false,
      });
      if (!created) throw new AppError('internal');
      cloneId = created.id;
      await setActivityTargets(tx, cloneId, await targetIdsOfActivity(tx, source.id));
      const files = await copyActivityFiles(deps.dataDir, source.id, cloneId, source);
      await updateActivity(tx, cloneId, files);
    });
  } catch (error) {
    if (cloneId) await removeAllFiles(deps.dataDir, 'activity', cloneId);
    throw error;
  }
  return loadActivity(deps.db, cloneId);
}

/**
 * `activity/delete/:id`: an activity with orders cannot be deleted
 * (docs/product/campaigns-and-activities.md#activities, docs/product/README.md#error-catalogue: 409
 * 'activity have orders'). The row is locked first, as order creation does
 * (docs/product/requests.md#places), so that no order can arrive between the check and the
 * deletion. Its stored files go after the commit.
 */
export async function deleteActivity(
  deps: ActivityDeps,
  caller: SessionUser,
  id: number,
): Promise<{ deleted: number }> {
  await managedActivity(deps.db, caller, id);
  const deleted = await deps.db
    .transaction(async (tx) => {
      if (!(await lockActivity(tx, id))) return 0;
      if ((await countOrdersOfActivity(tx, id)) > 0) throw new AppError('activity have orders');
      return deleteActivityRow(tx, id);
    })
    .catch((error: unknown) => {
      // An order created past the lock trips the foreign key: the same 409, never a 500.
      if (isForeignKeyViolation(error)) throw new AppError('activity have orders');
      throw error;
    });
  if (deleted > 0) await removeAllFiles(deps.dataDir, 'activity', id);
  return { deleted };
}

/**
 * `activity/active/set/:id?active`: the list's active switch
 * (docs/product/campaigns-and-activities.md#activity-list).
 */
export async function setActivityActive(
  deps: ActivityDeps,
  caller: SessionUser,
  id: number,
  active: boolean,
): Promise<Activity> {
  await managedActivity(deps.db, caller, id);
  await updateActivity(deps.db, id, { active });
  return loadActivity(deps.db, id);
}
