import type { Readable } from 'node:stream';
import {
  allowedListOf,
  isAllowedFor,
  slotCapacity,
  type UploadSlot,
} from '@extranet/shared/files/allowed-types';
import { cleanFileName, storedFileName } from '@extranet/shared/files/clean-file-name';
import { messages } from '@extranet/shared/messages';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { removeStoredFile, stageFile } from '../../plugins/file-store.ts';
import type { SessionUser } from '../../plugins/session-user.ts';
import { loadManagedFiles } from './access.ts';
import { findOwnerFiles, updateOwnerFiles, type OwnerFiles } from './queries.ts';
import { slotPlaces } from './slots.ts';

/** What the upload services need from the app; the routes pass the app itself. */
export interface UploadDeps {
  db: Db;
  config: { dataDir: string };
}

/** An uploaded file as the route hands it over: its name as sent and its bytes. */
export interface IncomingFile {
  filename: string;
  content: Readable;
  /** True when the multipart parser cut the file at the 50 MB limit. */
  wasTruncated: () => boolean;
}

/** One slot of one campaign or activity. */
export interface SlotTarget {
  slot: UploadSlot;
  id: number;
}

const refuse = (message: string) => new AppError('validation', { file: message });

/**
 * A list slot is full at its capacity (docs/product/README.md#constants-and-limits); the single
 * image and agreement are replaced.
 */
const isFull = (slot: UploadSlot, row: OwnerFiles) =>
  slotPlaces[slot].column === 'files' && row.files.length >= slotCapacity[slot];

/** The documented stored name, moved a millisecond on in the unlikely case it is already taken. */
function freshName(row: OwnerFiles, index: number, original: string): string {
  const taken = new Set([row.image, row.fileAgreement, ...row.files]);
  let at = Date.now();
  while (taken.has(storedFileName(index, original, new Date(at)))) at += 1;
  return storedFileName(index, original, new Date(at));
}

/**
 * Stores an upload in a slot (docs/product/campaigns-and-activities.md#files,
 * docs/product/campaigns-and-activities.md#calls): checks who may, then the type by extension and
 * by content, writes it under a temporary name, records it on the row and renames it into place in
 * one transaction. An image or agreement replaces the previous one, whose file is removed once the
 * change has committed. Answers the stored name.
 */
export async function uploadToSlot(
  deps: UploadDeps,
  user: SessionUser,
  target: SlotTarget,
  receive: () => Promise<IncomingFile | undefined>,
): Promise<string> {
  const { owner, column } = slotPlaces[target.slot];
  // Permissions first: nobody else's bytes are written to disk.
  const before = await loadManagedFiles(deps.db, user, owner, target.id);
  const incoming = await receive();
  if (!incoming) throw refuse(messages.uploadFileMissing);
  const cleaned = cleanFileName(incoming.filename);
  const refusal = !isAllowedFor(target.slot, cleaned)
    ? `${messages.uploadTypeNotAllowed} (${allowedListOf(target.slot)})`
    : isFull(target.slot, before)
      ? messages.uploadMaxFiles
      : null;
  if (refusal) {
    incoming.content.resume();
    throw refuse(refusal);
  }

  const staged = await stageFile(deps.config.dataDir, {
    kind: owner,
    id: target.id,
    name: cleaned,
    content: incoming.content,
    wasTruncated: incoming.wasTruncated,
  });
  let stored: { name: string; replaced: string | null };
  try {
    stored = await deps.db.transaction(async (tx) => {
      const row = await findOwnerFiles(tx, owner, target.id, true);
      if (!row) throw new AppError('not found');
      // Checked again under the row lock: two uploads at once never make an eleventh file.
      if (isFull(target.slot, row)) throw refuse(messages.uploadMaxFiles);
      const isList = column === 'files';
      const name = freshName(row, isList ? row.files.length : 0, cleaned);
      await updateOwnerFiles(
        tx,
        owner,
        target.id,
        isList ? { files: [...row.files, name] } : { [column]: name },
      );
      await staged.commit(name);
      return { name, replaced: isList ? null : row[column] };
    });
  } finally {
    await staged.discard();
  }
  if (stored.replaced) await removeQuietly(deps, target, stored.replaced);
  return stored.name;
}

/**
 * Removes a file from a slot (docs/product/campaigns-and-activities.md#calls "…/remove?filename="):
 * for the file list the name must be one recorded on the row; for the image or agreement it may be
 * left out. "not found" when there is no such file.
 */
export async function removeFromSlot(
  deps: UploadDeps,
  user: SessionUser,
  target: SlotTarget,
  filename: string | undefined,
): Promise<void> {
  const { owner, column } = slotPlaces[target.slot];
  const removed = await deps.db.transaction(async (tx) => {
    const row = await loadManagedFiles(tx, user, owner, target.id, true);
    if (column === 'files') {
      if (!filename || !row.files.includes(filename)) throw new AppError('not found');
      await updateOwnerFiles(tx, owner, target.id, {
        files: row.files.filter((name) => name !== filename),
      });
      return filename;
    }
    const current = row[column];
    if (!current || (filename !== undefined && filename !== current)) {
      throw new AppError('not found');
    }
    await updateOwnerFiles(tx, owner, target.id, { [column]: null });
    return current;
  });
  await removeQuietly(deps, target, removed);
}

/**
 * Deletes a file no row records any more. Runs after the commit: a failure here leaves an
 * unreachable file behind (it is never served, names are checked against the row) rather
 * than undoing a change the user has already been told about.
 */
async function removeQuietly(deps: UploadDeps, target: SlotTarget, name: string): Promise<void> {
  const { owner } = slotPlaces[target.slot];
  await removeStoredFile(deps.config.dataDir, owner, target.id, name).catch(() => false);
}
