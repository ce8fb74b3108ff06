import { hasDateAndVisitType } from '@extranet/shared/forms/field-roles';
import type { FormField } from '@extranet/shared/forms/form-field';
import { isEvent } from '@extranet/shared/forms/is-event';
import { messages } from '@extranet/shared/messages';
import type { Activity, ActivityUpdate } from '@extranet/shared/schemas/activity';
import type { Db } from '../../db/client.ts';
import type { NewActivity } from '../../db/schema/activities.ts';
import { AppError } from '../../plugins/app-error.ts';
import { sanitizeHtml } from '../../plugins/sanitize-html.ts';
import type { SessionUser } from '../../plugins/session-user.ts';
import { writeActivityReportFacts } from '../reports/public.ts';
import {
  activityExists,
  existingTargetIds,
  setActivityTargets,
  updateActivity,
} from './queries.ts';
import { loadActivity, managedActivity, type ActivityDeps } from './service.ts';

/**
 * Checks that need the database: the prerequisite and the targets must exist
 * (docs/product/campaigns-and-activities.md#validation).
 */
async function assertReferences(db: Db, input: ActivityUpdate): Promise<void> {
  const fields: Record<string, string> = {};
  if (input.onlyForInscribedId !== null && !(await activityExists(db, input.onlyForInscribedId))) {
    fields.onlyForInscribedId = messages.activityPrerequisiteUnknown;
  }
  const targetIds = [...new Set(input.activityTargets)];
  if ((await existingTargetIds(db, targetIds)).length !== targetIds.length) {
    fields.activityTargets = messages.validation;
  }
  if (Object.keys(fields).length > 0) {
    throw new AppError('validation', fields);
  }
}

/**
 * The texts to store. Rich text is sanitized
 * (docs/exports-text-and-time.md#rich-text-sanitize-html-with-the-allow-list). An event's
 * requirements are its event lines, plain text that every screen shows as text: they are kept
 * exactly as sent (docs/product/campaigns-and-activities.md#events). An event that becomes an
 * activity again has its stored lines sanitized, so that a non-event's requirements are always safe
 * HTML. Absent texts keep the stored ones.
 */
function textValues(
  input: ActivityUpdate,
  event: boolean,
  stored: { requirements: string; wasEvent: boolean },
): Partial<NewActivity> {
  const values: Partial<NewActivity> = {};
  if (input.explanation !== undefined) {
    values.explanation = sanitizeHtml(input.explanation);
    values.explanationJson = input.explanationJson ?? null;
  }
  if (input.requirements !== undefined) {
    values.requirements = event ? input.requirements : sanitizeHtml(input.requirements);
    values.requirementsJson = event ? null : (input.requirementsJson ?? null);
  } else if (stored.wasEvent && !event) {
    values.requirements = sanitizeHtml(stored.requirements);
  }
  return values;
}

/**
 * What the report facts read of an activity's forms: each field's options, by field name (the
 * pairs show a chosen option by its label, docs/product/reporting.md#facts). The answers carry
 * their own labels and types.
 */
const optionsOf = (fields: readonly FormField[]) =>
  JSON.stringify(fields.map((f) => [f.name, (f.values ?? []).map((o) => [o.value, o.label])]));

const optionsChanged = (before: readonly FormField[], after: readonly FormField[]) =>
  optionsOf(before) !== optionsOf(after);

/**
 * `activity/:idActivity/update` (docs/product/campaigns-and-activities.md#activities,
 * docs/product/campaigns-and-activities.md#validation,
 * docs/product/campaigns-and-activities.md#calls): role 2+ or the campaign's supervisor saves the
 * editor's values. Forms are validated by the shared form schemas; absent forms keep the stored
 * ones. hasDateAndVisitType follows the request form
 * (docs/product/campaigns-and-activities.md#activities).
 */
export async function updateActivityFromEditor(
  deps: ActivityDeps,
  caller: SessionUser,
  idActivity: number,
  input: ActivityUpdate,
): Promise<Activity> {
  const row = await managedActivity(deps.db, caller, idActivity);
  if (input.idActivity !== undefined && input.idActivity !== idActivity) {
    throw new AppError('validation', { idActivity: messages.validation });
  }
  await assertReferences(deps.db, input);
  const request = input.formMetadata ?? (row.formMetadata as FormField[]);
  const management = input.formMetadataManagement ?? (row.formMetadataManagement as FormField[]);
  await deps.db.transaction(async (tx) => {
    await updateActivity(tx, idActivity, {
      name: input.name,
      complement: input.complement,
      active: input.active,
      inscription: input.inscription,
      onlyForInscribed: input.onlyForInscribed,
      onlyForInscribedId: input.onlyForInscribedId,
      dataManagement: input.dataManagement,
      priceManagement: input.priceManagement,
      participantsManagement: input.participantsManagement,
      places: input.places,
      priority: input.priority,
      startDate: input.activityStartDate,
      endDate: input.activityEndDate,
      calendarVisible: input.calendarVisible,
      calendarColor: input.calendarColor.toUpperCase(),
      formMetadata: request,
      formMetadataManagement: management,
      hasDateAndVisitType: hasDateAndVisitType(request),
      ...textValues(input, isEvent(management), {
        requirements: row.requirements,
        wasEvent: isEvent(row.formMetadataManagement as FormField[]),
      }),
    });
    await setActivityTargets(tx, idActivity, [...new Set(input.activityTargets)]);
    if (
      optionsChanged(row.formMetadata as FormField[], request) ||
      optionsChanged(row.formMetadataManagement as FormField[], management)
    ) {
      await writeActivityReportFacts(tx, idActivity);
    }
  });
  return loadActivity(deps.db, idActivity);
}
