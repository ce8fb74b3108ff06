import { storedFileName } from '@extranet/shared/files/clean-file-name';
import type { StoredFormField } from '@extranet/shared/forms/form-field';
import { messages } from '@extranet/shared/messages';
import { ORDER_FILES_FIELD, type UploadFileTarget } from '@extranet/shared/schemas/order-forms';
import type { Db } from '../../../db/client.ts';
import type { OrderFile } from '../../../db/schema/orders.ts';
import { AppError } from '../../../plugins/app-error.ts';
import type { StagedUpload } from './incoming.ts';
import { insertOrderFiles } from './file-queries.ts';

/** Which form a file field belongs to (order_files.form). */
export type FileForm = 'request' | 'management';

/** A staged file with the form field it answers. */
export interface AssignedUpload {
  upload: StagedUpload;
  field: StoredFormField;
  form: FileForm;
}

const fileField = (form: readonly StoredFormField[], name: string) =>
  form.find((field) => field.type === 'file' && field.name === name);

/**
 * Pairs each file of `fileList` with its entry of `uploadFileNameList` (same order): a file
 * field of the request form, or of the management form when the caller manages the campaign
 * (a management file sent by anyone else is dropped, like the rest of its management answers).
 * A file without a file field to go to is refused (400).
 */
export function assignUploads(
  uploads: readonly StagedUpload[],
  targets: readonly UploadFileTarget[],
  forms: { request: readonly StoredFormField[]; management: readonly StoredFormField[] },
  managementAllowed: boolean,
): AssignedUpload[] {
  const assigned: AssignedUpload[] = [];
  for (const upload of uploads) {
    const target = targets[upload.index];
    const request =
      target && target.form !== 'management' && fileField(forms.request, target.field);
    const management =
      target && !request && target.form !== 'request' && fileField(forms.management, target.field);
    if (request) assigned.push({ upload, field: request, form: 'request' });
    else if (management && managementAllowed)
      assigned.push({ upload, field: management, form: 'management' });
    else if (!management) {
      throw new AppError('validation', { [ORDER_FILES_FIELD]: messages.orderFileFieldUnknown });
    }
  }
  return assigned;
}

/**
 * The file names each file field answers with, for the stored answers
 * (docs/product/requests.md#stored-answers).
 */
export function fileNamesByField(
  files: readonly Pick<OrderFile, 'fieldName' | 'originalName' | 'form'>[],
  form: FileForm,
) {
  const names: Record<string, string[]> = {};
  for (const file of files) {
    if (file.form === form)
      names[file.fieldName] = [...(names[file.fieldName] ?? []), file.originalName];
  }
  return names;
}

/**
 * Gives each assigned file its stored name (`index_timestamp_name`,
 * docs/product/requests.md#validation; moved on a millisecond if an existing file of the order has
 * it), renames it into place and records it. Call last inside the order's transaction: a rollback
 * leaves only unrecorded files, never served.
 */
export async function commitUploads(
  tx: Db,
  orderId: number,
  assigned: readonly AssignedUpload[],
  existing: readonly Pick<OrderFile, 'storedName'>[],
): Promise<void> {
  const taken = new Set(existing.map((file) => file.storedName));
  const rows = [];
  for (const { upload, field, form } of assigned) {
    let at = Date.now();
    while (taken.has(storedFileName(upload.index, upload.cleanedName, new Date(at)))) at += 1;
    const storedName = storedFileName(upload.index, upload.cleanedName, new Date(at));
    taken.add(storedName);
    rows.push({
      orderId,
      fieldName: field.name,
      storedName,
      originalName: upload.cleanedName,
      size: upload.staged.size,
      form,
    });
  }
  await insertOrderFiles(tx, rows);
  for (const [i, { upload }] of assigned.entries()) {
    const row = rows[i];
    if (row) await upload.staged.commit(row.storedName);
  }
}
