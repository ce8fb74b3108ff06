import { findRequestedDateField } from '@extranet/shared/forms/field-roles';
import type { StoredFormField } from '@extranet/shared/forms/form-field';
import { messages } from '@extranet/shared/messages';
import type { OrderCreateForm } from '@extranet/shared/schemas/order-forms';
import type { OrderAnswer } from '../../../db/schema/orders.ts';
import { AppError } from '../../../plugins/app-error.ts';
import { assertAnswers, placeFacts, storedAnswers, type AnswerRecord } from '../answers.ts';
import type { RequestedActivity } from '../request-queries.ts';
import { fileNamesByField, type AssignedUpload } from '../files/order-files.ts';

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
 * Checks and builds the request's answers (docs/product/requests.md#validation rules, shared with
 * the browser). A dated activity counts places on the requested date
 * (docs/product/requests.md#places), so that date is required. Management answers are taken only
 * from a manager of the campaign.
 */
export function answersOf(
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
