import type { StoredFormField } from '@extranet/shared/forms/form-field';
import { AppError } from '../../../plugins/app-error.ts';
import { openStoredFile, type OpenedFile } from '../../../plugins/file-store.ts';
import type { SessionUser } from '../../../plugins/session-user.ts';
import { assertSeesOrder, managesOrder } from '../access.ts';
import { findRequestedActivity } from '../request-queries.ts';
import type { OrderDeps } from '../deps.ts';
import { findOrderFile } from './file-queries.ts';
import { findOrderScope } from '../order-queries.ts';

/**
 * Opens a stored file of an order for its download (docs/api-conventions.md#files): only the
 * applicant and the campaign's managers reach it, only names recorded on the order are served, and
 * a file of a private management field only reaches the managers. "Not found" for anything else.
 */
export async function openOrderFile(
  deps: OrderDeps,
  caller: SessionUser,
  orderId: number,
  storedName: string,
): Promise<{ file: OpenedFile; downloadName: string }> {
  const order = await findOrderScope(deps.db, orderId);
  assertSeesOrder(caller, order);
  const row = await findOrderFile(deps.db, orderId, storedName);
  if (!row) throw new AppError('not found');
  if (row.form === 'management' && !managesOrder(caller, order)) {
    const activity = await findRequestedActivity(deps.db, order.activityId);
    const form = (activity?.formMetadataManagement ?? []) as StoredFormField[];
    const field = form.find((f) => f.name === row.fieldName);
    if (!field || field.private === true) throw new AppError('not found');
  }
  const file = await openStoredFile(deps.dataDir, 'order', orderId, row.storedName);
  if (!file) throw new AppError('not found');
  return { file, downloadName: row.originalName };
}
