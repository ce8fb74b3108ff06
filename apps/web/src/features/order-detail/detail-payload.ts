import type { StoredFormField } from '@extranet/shared/forms/form-field';
import type { OrderFileItem } from '@extranet/shared/schemas/order';
import { ORDER_FILES_FIELD } from '@extranet/shared/schemas/order-forms';
import { filesOf } from '@/shared/dynamic-form/answer-value';
import { answersToSend } from './detail-values';

type FileForm = OrderFileItem['form'];

/** One dynamic form as GUARDAR sends it: its fields, the values and which fields show. */
interface FormPart {
  fields: readonly StoredFormField[];
  values: Readonly<Record<string, unknown>>;
  shown: (field: StoredFormField) => boolean;
}

/**
 * Everything `order/{idOrder}/update/` takes (docs/product/requests.md#calls); absent parts keep
 * what is stored.
 */
export interface OrderUpdate {
  /** The request form, when the viewer may change it. */
  request?: FormPart;
  /** The management form, in manager mode. */
  management?: FormPart;
  /** The state selector, its reason and whether to notify the applicant, in manager mode. */
  state?: { idState: number; reason: string; sendMails: boolean; force?: boolean };
  /** The stored files (fileData) and the stored names marked for deletion. */
  storedFiles: readonly OrderFileItem[];
  filesToDelete: readonly string[];
}

/** A new file with the form field it answers (`uploadFileNameList` entry). */
export interface UploadItem {
  field: string;
  form: FileForm;
  file: File;
}

/** The files chosen in the file fields on screen of one form. */
function uploadsOf(part: FormPart | undefined, form: FileForm): UploadItem[] {
  if (!part) return [];
  return part.fields
    .filter((field) => field.type === 'file' && part.shown(field))
    .flatMap((field) =>
      filesOf(part.values[field.name]).map((file) => ({ field: field.name, form, file })),
    );
}

/**
 * The multipart text fields and files of `order/{idOrder}/update/`, exactly as `OrderUpdateForm`
 * (packages/shared/src/schemas/order-forms.ts) reads them: userData and userDataManagement as
 * `[{ name, label, type, value }]`, idState, stateChangeReason and sendMails, fileData (the stored files
 * kept, which the server accepts and ignores), uploadFileNameList naming the field and form of
 * each file of `fileList` in order, and filesToDelete (stored names).
 */
export function updateParts(update: OrderUpdate) {
  const { request, management, state } = update;
  const files = [...uploadsOf(request, 'request'), ...uploadsOf(management, 'management')];
  const deleting = new Set(update.filesToDelete);
  const kept = update.storedFiles.filter((file) => !deleting.has(file.file));
  const fields: Record<string, string> = {};
  if (request) {
    fields.userData = JSON.stringify(answersToSend(request.fields, request.values, request.shown));
  }
  if (management) {
    fields.userDataManagement = JSON.stringify(
      answersToSend(management.fields, management.values, management.shown),
    );
  }
  if (state) {
    fields.idState = String(state.idState);
    fields.stateChangeReason = state.reason;
    fields.sendMails = String(state.sendMails);
    // Accept anyway where places are short (docs/requests-integrity.md).
    if (state.force) fields.force = 'true';
  }
  fields.fileData = JSON.stringify(
    kept.map((file) => ({ field: file.field, fieldName: file.fieldName, file: file.file })),
  );
  fields.uploadFileNameList = JSON.stringify(
    files.map((item) => ({ field: item.field, form: item.form })),
  );
  fields.filesToDelete = JSON.stringify([...deleting]);
  return { fields, files };
}

/** The multipart body of `order/{idOrder}/update/`: the text fields first, then `fileList`. */
export function updateFormData(update: OrderUpdate): FormData {
  const { fields, files } = updateParts(update);
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const { file } of files) body.append(ORDER_FILES_FIELD, file, file.name);
  return body;
}
