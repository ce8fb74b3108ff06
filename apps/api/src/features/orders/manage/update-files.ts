import type { StoredFormField } from '@extranet/shared/forms/form-field';
import type { OrderFile } from '../../../db/schema/orders.ts';
import type { AnswerRecord } from '../answers.ts';
import type { AssignedUpload, FileForm } from '../files/order-files.ts';

/** What an update does to an order's files. */
export interface FilePlan {
  assigned: AssignedUpload[];
  /** Rows to delete (their files go once the change has committed). */
  removed: OrderFile[];
  kept: OrderFile[];
}

/**
 * Files named in `filesToDelete` go (only request-form ones unless a manager asks: the applicant
 * never changes the management form), and a new file replaces the files of its field, unless
 * the field takes several (formBuilder's `multiple`). Unknown names are ignored: deleting twice
 * is harmless.
 */
export function planFiles(
  existing: readonly OrderFile[],
  toDelete: readonly string[],
  assigned: AssignedUpload[],
  manager: boolean,
): FilePlan {
  const replaces = (file: OrderFile) =>
    assigned.some(
      (a) => a.form === file.form && a.field.name === file.fieldName && a.field.multiple !== true,
    );
  const deletes = (file: OrderFile) =>
    toDelete.includes(file.storedName) && (manager || file.form === 'request');
  const removed = existing.filter((file) => deletes(file) || replaces(file));
  return { assigned, removed, kept: existing.filter((file) => !removed.includes(file)) };
}

/** True when the plan adds or removes a file of that form. */
export const touchesForm = (plan: FilePlan, form: FileForm) =>
  plan.assigned.some((a) => a.form === form) || plan.removed.some((f) => f.form === form);

/** The answer of every file field of a form after the plan: the names of its files. */
export function fileAnswers(
  fields: readonly StoredFormField[],
  plan: FilePlan,
  form: FileForm,
): AnswerRecord {
  const answers: AnswerRecord = {};
  for (const field of fields.filter((f) => f.type === 'file')) {
    answers[field.name] = [
      ...plan.kept
        .filter((f) => f.form === form && f.fieldName === field.name)
        .map((f) => f.originalName),
      ...plan.assigned
        .filter((a) => a.form === form && a.field.name === field.name)
        .map((a) => a.upload.cleanedName),
    ];
  }
  return answers;
}
