import type { StoredFormField } from '@extranet/shared/forms/form-field';
import { Role } from '@extranet/shared/roles';
import type { EntityProposal, OrderCreateForm } from '@extranet/shared/schemas/order-forms';
import type { Db } from '../../../db/client.ts';
import type { OrderAnswer } from '../../../db/schema/orders.ts';
import { AppError } from '../../../plugins/app-error.ts';
import type { SessionUser } from '../../../plugins/session-user.ts';
import { managesCampaign } from '../../../policies/campaign-management.ts';
import {
  findApplicant,
  findRequestedActivity,
  hasAcceptedOrder,
  type RequestedActivity,
} from '../request-queries.ts';
import type { StagedUpload } from '../files/incoming.ts';
import { assignUploads, type AssignedUpload } from '../files/order-files.ts';
import { answersOf } from './request-answers.ts';
import { entityOf } from './request-entity.ts';
import { today } from '../../../time/today.ts';

/** A request that passed every rule, ready to be stored under the places rule. */
export interface PreparedRequest {
  applicantId: number;
  activity: RequestedActivity;
  entityMode: 1 | 2;
  entityId: number | null;
  entityData: EntityProposal | null;
  /** The validated entity's name, else the proposed one's. */
  entityName: string | null;
  userData: OrderAnswer[];
  userDataManagement: OrderAnswer[];
  visitors: number | null;
  requestedDate: string | null;
  uploads: AssignedUpload[];
}

/**
 * Who the request is for: the caller; role 2+ may name another enabled user of its
 * organization (an administrator entering a request made by phone). A lower role naming
 * anyone else, or an unknown user, is "not found" (docs/api-conventions.md#ids-naming-a-user, path
 * ids naming a user).
 */
export async function applicantOf(
  db: Db,
  caller: SessionUser,
  idUser: number | undefined,
): Promise<number> {
  // The caller exists and is enabled (auth.ts re-reads it on every request).
  if (idUser === undefined || idUser === caller.id) return caller.id;
  if (caller.role < Role.Admin) throw new AppError('not found');
  const user = await findApplicant(db, idUser);
  if (!user || user.disabled || user.organizationId !== caller.organizationId) {
    throw new AppError('not found');
  }
  return user.id;
}

/**
 * The activity, locked (its places are counted next, docs/product/requests.md#places), if the
 * caller may see it (an active activity of an active campaign of its organization, or any of the
 * campaigns it manages) and it is in time: active and not ended before today
 * (docs/product/requests.md#request-form, docs/product/requests.md#states: 'Actividad fuera de
 * plazo').
 */
async function openActivity(db: Db, caller: SessionUser, id: number) {
  const activity = await findRequestedActivity(db, id, true);
  if (!activity || activity.organizationId !== caller.organizationId) {
    throw new AppError('activity not found');
  }
  const manages = managesCampaign(caller, { ...activity, active: activity.campaignActive });
  if (!manages && !(activity.campaignActive && activity.active)) {
    throw new AppError('activity not found');
  }
  if (!activity.active || activity.endDate < today()) {
    throw new AppError('activity out of time');
  }
  return { activity, manages };
}

/**
 * docs/product/campaigns-and-activities.md#activities: only users with an order in state 2 or 5 in
 * the prerequisite.
 */
async function assertPrerequisite(db: Db, applicantId: number, activity: RequestedActivity) {
  if (!activity.onlyForInscribed || activity.onlyForInscribedId === null) return;
  if (!(await hasAcceptedOrder(db, applicantId, activity.onlyForInscribedId))) {
    throw new AppError('prerequisite not met');
  }
}

/**
 * Every rule of a new request about its activity. Call it in the transaction that stores the
 * request: it locks the activity row first, and holds it while the places are counted.
 */
export async function prepareRequest(
  db: Db,
  caller: SessionUser,
  applicantId: number,
  form: OrderCreateForm,
  files: StagedUpload[],
): Promise<PreparedRequest> {
  const { activity, manages } = await openActivity(db, caller, form.idActivity);
  await assertPrerequisite(db, applicantId, activity);
  const entity = await entityOf(db, applicantId, form);
  const forms = {
    request: activity.formMetadata as StoredFormField[],
    management: activity.formMetadataManagement as StoredFormField[],
  };
  const uploads = assignUploads(files, form.uploadFileNameList ?? [], forms, manages);
  return {
    applicantId,
    activity,
    ...entity,
    ...answersOf(form, activity, uploads, manages),
    uploads,
  };
}
