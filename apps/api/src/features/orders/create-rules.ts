import { findRequestedDateField } from '@extranet/shared/forms/field-roles';
import type { StoredFormField } from '@extranet/shared/forms/form-field';
import { messages } from '@extranet/shared/messages';
import { Role } from '@extranet/shared/roles';
import type { EntityProposal, OrderCreateForm } from '@extranet/shared/schemas/order-forms';
import type { Db } from '../../db/client.ts';
import type { OrderAnswer } from '../../db/schema/orders.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { SessionUser } from '../../plugins/session-user.ts';
import { managesCampaign } from '../activities/access.ts';
import { assertAnswers, placeFacts, storedAnswers, type AnswerRecord } from './answers.ts';
import {
  findApplicant,
  findEntityRow,
  findRequestedActivity,
  hasAcceptedOrder,
  representsEntity,
  type RequestedActivity,
} from './create-queries.ts';
import type { StagedUpload } from './incoming.ts';
import { assignUploads, fileNamesByField, type AssignedUpload } from './order-files.ts';

/** A request that passed every rule, ready to be stored under the places rule. */
export interface PreparedRequest {
  applicantId: number;
  activity: RequestedActivity;
  entityMode: 1 | 2;
  entityId: number | null;
  entityData: EntityProposal | null;
  userData: OrderAnswer[];
  userDataManagement: OrderAnswer[];
  visitors: number | null;
  requestedDate: string | null;
  uploads: AssignedUpload[];
}

/** Today's date in Spain, YYYY-MM-DD: what "end date before today" compares with (spec §4). */
export const todayInMadrid = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(now);

/**
 * Who the request is for: the caller; role 2+ may name another enabled user of its
 * organization (an administrator entering a request made by phone). A lower role naming
 * anyone else, or an unknown user, is "not found" (design.md §2, path ids naming a user).
 */
async function applicantOf(db: Db, caller: SessionUser, idUser: number | undefined) {
  if (idUser === undefined || idUser === caller.id) return caller.id;
  if (caller.role < Role.Admin) throw new AppError('not found');
  const user = await findApplicant(db, idUser);
  if (!user || user.disabled || user.organizationId !== caller.organizationId) {
    throw new AppError('not found');
  }
  return user.id;
}

/**
 * The activity, if the caller may see it (an active activity of an active campaign of its
 * organization, or any of the campaigns it manages) and it is in time: active and not ended
 * before today (spec §2, §4: 'Actividad fuera de plazo').
 */
async function openActivity(db: Db, caller: SessionUser, id: number) {
  const activity = await findRequestedActivity(db, id);
  if (!activity || activity.organizationId !== caller.organizationId) {
    throw new AppError('activity not found');
  }
  const manages = managesCampaign(caller, { ...activity, active: activity.campaignActive });
  if (!manages && !(activity.campaignActive && activity.active)) {
    throw new AppError('activity not found');
  }
  if (!activity.active || activity.endDate < todayInMadrid()) {
    throw new AppError('activity out of time');
  }
  return { activity, manages };
}

/** design.md "Stored shapes": only users with an order in state 2 or 5 in the prerequisite. */
async function assertPrerequisite(db: Db, applicantId: number, activity: RequestedActivity) {
  if (!activity.onlyForInscribed || activity.onlyForInscribedId === null) return;
  if (!(await hasAcceptedOrder(db, applicantId, activity.onlyForInscribedId))) {
    throw new AppError('prerequisite not met');
  }
}

/**
 * Spec §9 entity modes: -1 none (individual), 0 a new entity proposed in entityData, > 0 an
 * existing entity. An entity the applicant already represents is the order's entity at once;
 * any other one found by the search is stored as a proposal, for a manager to validate
 * (design.md "Stored shapes": "validated" means entity_id is set).
 */
async function entityOf(db: Db, applicantId: number, form: OrderCreateForm) {
  if (form.idEntity === -1) return { entityMode: 1 as const, entityId: null, entityData: null };
  if (form.idEntity === 0) {
    return { entityMode: 2 as const, entityId: null, entityData: form.entityData ?? null };
  }
  const entity = await findEntityRow(db, form.idEntity);
  if (!entity || entity.disabled) throw new AppError('validation', { idEntity: messages.notFound });
  if (await representsEntity(db, applicantId, entity.id)) {
    return { entityMode: 2 as const, entityId: entity.id, entityData: null };
  }
  const { id, name, cif, address, city, postalCode, councilId, targetId } = entity;
  const entityData = { id, name, cif, address, city, postalCode };
  return {
    entityMode: 2 as const,
    entityId: null,
    entityData: { ...entityData, idCouncil: councilId, idTarget: targetId },
  };
}

/** Answers with the names of the files sent for each file field. */
const withFiles = (
  input: AnswerRecord,
  uploads: AssignedUpload[],
  form: 'request' | 'management',
) => {
  const names = fileNamesByField(
    uploads.map(({ upload, field }) => ({
      fieldName: field.name,
      originalName: upload.cleanedName,
      form,
    })),
    form,
  );
  return { ...input, ...names };
};

/**
 * Checks and builds the request's answers (spec §5 rules, shared with the browser). A dated
 * activity counts places on the requested date (design.md §5), so that date is required.
 * Management answers are taken only from a manager of the campaign.
 */
function answersOf(
  form: OrderCreateForm,
  activity: RequestedActivity,
  uploads: AssignedUpload[],
  manages: boolean,
) {
  const request = activity.formMetadata as StoredFormField[];
  const input = withFiles(
    form.userData ?? {},
    uploads.filter((u) => u.form === 'request'),
    'request',
  );
  assertAnswers(request, input, 'userData');
  const facts = placeFacts(request, input);
  const dateField = findRequestedDateField(request);
  if (activity.hasDateAndVisitType && dateField && facts.requestedDate === null) {
    throw new AppError('validation', { [`userData.${dateField.name}`]: messages.fieldRequired });
  }
  const management = activity.formMetadataManagement as StoredFormField[];
  let userDataManagement: OrderAnswer[] = [];
  if (manages && form.userDataManagement) {
    const answers = withFiles(
      form.userDataManagement,
      uploads.filter((u) => u.form === 'management'),
      'management',
    );
    assertAnswers(management, answers, 'userDataManagement', { skipFileRequired: true });
    userDataManagement = storedAnswers(management, [], answers);
  }
  return { ...facts, userData: storedAnswers(request, [], input), userDataManagement };
}

/** Every rule of a new request, in the order a person would want to hear about them. */
export async function prepareRequest(
  db: Db,
  caller: SessionUser,
  form: OrderCreateForm,
  files: StagedUpload[],
): Promise<PreparedRequest> {
  const applicantId = await applicantOf(db, caller, form.idUser);
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
