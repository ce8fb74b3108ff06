import { storableJson } from '@extranet/shared/json-value';
import { removeAllFiles } from '../../plugins/file-store.ts';
import { messages } from '@extranet/shared/messages';
import { Role } from '@extranet/shared/roles';
import type { Campaign, CampaignUpdateRequest } from '@extranet/shared/schemas/campaign';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { NewCampaign } from '../../db/schema/campaigns.ts';
import { isForeignKeyViolation } from '../../db/sql-state.ts';
import { AppError } from '../../plugins/app-error.ts';
import { sanitizeHtml } from '../../plugins/sanitize-html.ts';
import type { SessionUser } from '../../plugins/session-user.ts';
import { assertCampaignAdmin, managesCampaign } from '../../policies/campaign-management.ts';
import {
  copyCampaignTargets,
  countActivitiesOfCampaign,
  countExistingTargets,
  deleteCampaignRow,
  findCampaign,
  findUserStanding,
  insertCampaign,
  setCampaignTargets,
  updateCampaign,
  type CampaignRow,
} from './queries.ts';
import { campaignReply } from './service.ts';
import { today } from '../../time/today.ts';

/** A campaign the caller manages, locked for this transaction; else "not found". */
async function lockOwnCampaign(tx: Db, caller: SessionUser, id: number): Promise<CampaignRow> {
  const row = await findCampaign(tx, id, { forUpdate: true });
  if (!row || !managesCampaign(caller, row)) throw new AppError('not found');
  return row;
}

/**
 * `GET campaign/create` (role 2+, docs/product/campaigns-and-activities.md#campaigns): a new
 * inactive campaign of the caller's organization, dated today, edition the current year, to be
 * edited and activated later.
 */
export async function createCampaign(db: Db, caller: SessionUser): Promise<Campaign> {
  assertCampaignAdmin(caller);
  const day = today();
  const created = await insertCampaign(db, {
    organizationId: caller.organizationId,
    name: 'Nueva campaña',
    startDate: day,
    endDate: day,
    edition: day.slice(0, 4),
    active: false,
  });
  if (!created) throw new AppError('internal');
  return campaignReply(db, created.id);
}

/**
 * `campaign/actived/set/:id?active` (role 2+; read-only for others,
 * docs/product/campaigns-and-activities.md#campaigns).
 */
export async function setCampaignActive(
  db: Db,
  caller: SessionUser,
  id: number,
  active: boolean,
): Promise<Campaign> {
  assertCampaignAdmin(caller);
  return db.transaction(async (tx) => {
    await lockOwnCampaign(tx, caller, id);
    await updateCampaign(tx, id, { active });
    return campaignReply(tx, id);
  });
}

/**
 * `campaign/delete/:id` (role 2+): refused with 'campaign have activities' while it has any
 * (docs/product/README.md#error-catalogue); its targets go with it, and its stored files once the
 * row is gone.
 */
export async function deleteCampaign(
  db: Db,
  caller: SessionUser,
  id: number,
  dataDir: string,
): Promise<{ deleted: number }> {
  assertCampaignAdmin(caller);
  const deleted = await db
    .transaction(async (tx) => {
      await lockOwnCampaign(tx, caller, id);
      if ((await countActivitiesOfCampaign(tx, id)) > 0) {
        throw new AppError('campaign have activities');
      }
      return deleteCampaignRow(tx, id);
    })
    .catch((err: unknown) => {
      // An activity created meanwhile trips the foreign key: the same 409, never a 500.
      if (isForeignKeyViolation(err)) throw new AppError('campaign have activities');
      throw err;
    });
  if (deleted > 0) await removeAllFiles(dataDir, 'campaign', id);
  return { deleted };
}

/**
 * `campaign/clone/:id` (role 2+): a copy named '… (copia)', inactive, with the same dates,
 * edition, supervisor, targets and content. Activities stay with the original (they have
 * orders, places and forms of their own) and so do the stored files, which live in the
 * original's folder: the copy starts without image, agreement or attachments.
 */
export async function cloneCampaign(db: Db, caller: SessionUser, id: number): Promise<Campaign> {
  assertCampaignAdmin(caller);
  return db.transaction(async (tx) => {
    const source = await lockOwnCampaign(tx, caller, id);
    const created = await insertCampaign(tx, {
      organizationId: source.organizationId,
      name: `${source.name} (copia)`,
      description: source.description,
      startDate: source.startDate,
      endDate: source.endDate,
      edition: source.edition,
      active: false,
      supervisorId: source.supervisorId,
      content: source.content,
      contentJson: storableJson(source.contentJson),
    });
    if (!created) throw new AppError('internal');
    await copyCampaignTargets(tx, id, created.id);
    return campaignReply(tx, created.id);
  });
}

/** A chosen supervisor is an enabled user of role 1+ of the same organization (400 otherwise). */
async function assertSupervisor(tx: Db, organizationId: number, userId: number): Promise<void> {
  const user = await findUserStanding(tx, userId);
  if (
    !user ||
    user.disabled ||
    user.role < Role.Supervisor ||
    user.organizationId !== organizationId
  ) {
    throw new AppError('validation', { campaignSupervisor: messages.campaignSupervisorInvalid });
  }
}

/**
 * `campaign/:idCampaign/update` (docs/product/campaigns-and-activities.md#campaigns,
 * docs/product/campaigns-and-activities.md#validation,
 * docs/product/README.md#roles-and-permissions): role 2+ or the campaign's supervisor; anyone else
 * "not found" (a participant never gets this far: 403 at the route). Only role 2+ changes `active`
 * and the supervisor; a supervisor's values for them are ignored. The HTML is sanitized before
 * storage (docs/exports-text-and-time.md#rich-text-sanitize-html-with-the-allow-list); row and
 * targets change in one transaction.
 */
export async function updateCampaignData(
  db: Db,
  caller: SessionUser,
  id: number,
  input: z.output<typeof CampaignUpdateRequest>,
): Promise<Campaign> {
  if (input.idCampaign !== id) {
    throw new AppError('validation', { idCampaign: messages.campaignIdMismatch });
  }
  return db.transaction(async (tx) => {
    const current = await lockOwnCampaign(tx, caller, id);
    const values: Partial<NewCampaign> = {
      name: input.campaignName,
      description: input.campaignDescription,
      startDate: input.campaignStartDate,
      endDate: input.campaignEndDate,
      edition: input.campaignEdition,
      content: sanitizeHtml(input.campaignContent),
      ...(input.campaignContentJson === undefined
        ? {}
        : { contentJson: input.campaignContentJson ?? null }),
    };
    if (caller.role >= Role.Admin) {
      if (input.campaignActive !== undefined) values.active = input.campaignActive;
      if (input.campaignSupervisor !== undefined) {
        const supervisorId = input.campaignSupervisor || null;
        if (supervisorId !== null && supervisorId !== current.supervisorId) {
          await assertSupervisor(tx, current.organizationId, supervisorId);
        }
        values.supervisorId = supervisorId;
      }
    }
    const targetIds = input.campaignTargets;
    if (targetIds.length > 0 && (await countExistingTargets(tx, targetIds)) !== targetIds.length) {
      throw new AppError('validation', { campaignTargets: messages.campaignTargetsInvalid });
    }
    await updateCampaign(tx, id, values);
    await setCampaignTargets(tx, id, targetIds);
    return campaignReply(tx, id);
  });
}
