import { randomUUID } from 'node:crypto';
import { createWriteStream, type ReadStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, unlink } from 'node:fs/promises';
import { basename, join, resolve, sep } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MAX_UPLOAD_BYTES } from '@extranet/shared/files/allowed-types';
import { extensionOf } from '@extranet/shared/files/clean-file-name';
import { messages } from '@extranet/shared/messages';
import { AppError } from './app-error.ts';
import { contentMatchesExtension, contentTypeOf, SNIFF_BYTES } from './file-type.ts';

// Stored files on disk under `DATA_DIR/files/<kind>/<id>/` (docs/api-conventions.md#files). Names
// come only from `cleanFileName`/`storedFileName` and are checked again by `storedPathOf`: a plain
// base name, no leading dot, and a resolved path inside the owner's folder. Writes go to a
// temporary name and are renamed into place, so a reader never sees half a file.

/** Whose files: each kind has its folder, each owner its own subfolder. */
export type FileKind = 'campaign' | 'activity' | 'order';

/** `DATA_DIR/files/<kind>/<id>`. */
function folderOf(dataDir: string, kind: FileKind, id: number): string {
  if (!Number.isSafeInteger(id) || id <= 0) throw new AppError('not found');
  return resolve(dataDir, 'files', kind, String(id));
}

/** The path of `name` in the owner's folder; "not found" for anything but a plain file name. */
export function storedPathOf(dataDir: string, kind: FileKind, id: number, name: string): string {
  const folder = folderOf(dataDir, kind, id);
  const plain =
    name.length > 0 && name === basename(name) && !name.startsWith('.') && !/[\\/\0]/.test(name);
  const path = resolve(folder, name);
  if (!plain || !path.startsWith(folder + sep)) throw new AppError('not found');
  return path;
}

/** Temporary files start with a dot: never listed, never a stored name. */
const TEMP_PREFIX = '.upload-';

/** A file written under a temporary name, waiting to be given its final one. */
export interface StagedFile {
  size: number;
  /** Renames the file to `name` in the same folder (atomic); call it last inside the transaction. */
  commit(name: string): Promise<void>;
  /** Removes the temporary file unless it was committed; safe to call more than once. */
  discard(): Promise<void>;
}

export interface StageOptions {
  kind: FileKind;
  id: number;
  /** The cleaned name the file was sent with: its extension must match the content. */
  name: string;
  content: Readable | Uint8Array;
  /** Set by the multipart parser when it cut the file at its own size limit. */
  wasTruncated?: () => boolean;
  maxBytes?: number;
}

/** Counts the bytes going through and keeps the first few for sniffing. */
function meter(maxBytes: number) {
  let size = 0;
  let head = Buffer.alloc(0);
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (head.length < SNIFF_BYTES) head = Buffer.concat([head, chunk]).subarray(0, SNIFF_BYTES);
      if (size > maxBytes) done(new AppError('payload too large'));
      else done(null, chunk);
    },
  });
  return { stream, size: () => size, head: () => head };
}

/**
 * Writes an upload to a temporary file in the owner's folder, refusing it when it is larger
 * than 50 MB (413, docs/product/README.md#constants-and-limits) or when its content is not what its
 * extension says (400).
 */
export async function stageFile(dataDir: string, options: StageOptions): Promise<StagedFile> {
  const folder = folderOf(dataDir, options.kind, options.id);
  await mkdir(folder, { recursive: true });
  const tempPath = join(folder, `${TEMP_PREFIX}${randomUUID()}`);
  const counter = meter(options.maxBytes ?? MAX_UPLOAD_BYTES);
  let committed = false;
  const discard = async () => {
    if (!committed) await rm(tempPath, { force: true });
  };
  const sink = createWriteStream(tempPath, { flags: 'wx' });
  try {
    const source =
      options.content instanceof Readable
        ? options.content
        : Readable.from([Buffer.from(options.content)], { objectMode: false });
    await pipeline(source, counter.stream, sink);
    if (options.wasTruncated?.()) throw new AppError('payload too large');
    if (!contentMatchesExtension(extensionOf(options.name), counter.head())) {
      throw new AppError('validation', { file: messages.uploadContentMismatch });
    }
  } catch (error) {
    // A stream cut short may still be opening the file: removing it before the stream closes
    // would leave the file behind once the open completes.
    // (`events.once` would settle on the stream's 'error', before its 'close'.)
    if (!sink.closed) await new Promise<void>((settle) => sink.once('close', () => settle()));
    await discard();
    throw error;
  }
  return {
    size: counter.size(),
    commit: async (name) => {
      await rename(tempPath, storedPathOf(dataDir, options.kind, options.id, name));
      committed = true;
    },
    discard,
  };
}

/** Stages and commits in one go, for callers with no row to update in between. */
export async function saveFile(dataDir: string, options: StageOptions): Promise<number> {
  const staged = await stageFile(dataDir, options);
  await staged.commit(options.name).catch(async (error: unknown) => {
    await staged.discard();
    throw error;
  });
  return staged.size;
}

/** Deletes one stored file; false when it was not there. */
export async function removeStoredFile(
  dataDir: string,
  kind: FileKind,
  id: number,
  name: string,
): Promise<boolean> {
  try {
    await unlink(storedPathOf(dataDir, kind, id, name));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/**
 * Deletes the whole folder of a campaign, activity or order: for the services that delete
 * the row, called once the deletion has committed.
 */
export async function removeAllFiles(dataDir: string, kind: FileKind, id: number): Promise<void> {
  await rm(folderOf(dataDir, kind, id), { recursive: true, force: true });
}

/** The stored names in the owner's folder (temporary files left out). */
export async function listStoredFiles(
  dataDir: string,
  kind: FileKind,
  id: number,
): Promise<string[]> {
  try {
    const names = await readdir(folderOf(dataDir, kind, id));
    return names.filter((name) => !name.startsWith('.')).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** A stored file ready to be sent. */
export interface OpenedFile {
  stream: ReadStream;
  size: number;
  /** From the sniffed content (docs/api-conventions.md#files), never from what a client said. */
  contentType: string;
}

/**
 * Opens a stored file for reading; null when it does not exist. The stream reads from the
 * handle opened here, so a removal in between cannot break a download already answered 200.
 */
export async function openStoredFile(
  dataDir: string,
  kind: FileKind,
  id: number,
  name: string,
): Promise<OpenedFile | null> {
  const path = storedPathOf(dataDir, kind, id, name);
  const handle = await open(path, 'r').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (!handle) return null;
  try {
    const info = await handle.stat();
    if (info.isFile()) {
      const head = Buffer.alloc(SNIFF_BYTES);
      await handle.read(head, 0, SNIFF_BYTES, 0);
      return {
        stream: handle.createReadStream({ start: 0 }),
        size: info.size,
        contentType: contentTypeOf(extensionOf(name), head),
      };
    }
  } catch (error) {
    await handle.close();
    throw error;
  }
  await handle.close();
  return null;
}
