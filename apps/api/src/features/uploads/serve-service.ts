import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { openStoredFile, type OpenedFile } from '../../plugins/file-store.ts';
import type { SessionUser } from '../../plugins/session-user.ts';
import { mayDownloadDocuments } from './access.ts';
import { findOwnerFiles, type FileOwner } from './queries.ts';

/** What serving needs from the app. */
export interface ServeDeps {
  db: Db;
  config: { dataDir: string };
}

/**
 * What a download path asks for: the public image, or the documents, which only a caller who
 * may see the campaign or activity gets (another's are "not found", docs/api-conventions.md).
 */
export type ServedFolder = { folder: 'image' } | { folder: 'documents'; caller: SessionUser };

/**
 * Opens a stored image or document of a campaign or activity (docs/api-conventions.md#files). Only
 * a name recorded on the row in that role is served: the image path never hands out a document of
 * the same folder, and nothing else in the folder is reachable. "not found" otherwise.
 */
export async function openOwnerFile(
  deps: ServeDeps,
  owner: FileOwner,
  served: ServedFolder,
  id: number,
  name: string,
): Promise<OpenedFile> {
  const row = await findOwnerFiles(deps.db, owner, id);
  const recorded =
    served.folder === 'image'
      ? row?.image === name
      : row !== undefined &&
        mayDownloadDocuments(served.caller, row) &&
        (row.fileAgreement === name || row.files.includes(name));
  if (!recorded) throw new AppError('not found');
  const opened = await openStoredFile(deps.config.dataDir, owner, id, name);
  if (!opened) throw new AppError('not found');
  return opened;
}
