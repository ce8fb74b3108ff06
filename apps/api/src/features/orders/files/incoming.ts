import type { Readable } from 'node:stream';
import { orderFileExtensions } from '@extranet/shared/files/allowed-types';
import { cleanFileName, extensionOf } from '@extranet/shared/files/clean-file-name';
import { messages } from '@extranet/shared/messages';
import { ORDER_FILES_FIELD } from '@extranet/shared/schemas/order-forms';
import { AppError } from '../../../plugins/app-error.ts';
import { stageFile, type StagedFile } from '../../../plugins/file-store.ts';

/** One part of a multipart body, as the route hands it over (no HTTP object reaches a service). */
export type IncomingPart =
  | { kind: 'field'; name: string; value: unknown }
  | {
      kind: 'file';
      name: string;
      filename: string;
      content: Readable;
      /** True when the parser cut the file at the 50 MB limit. */
      wasTruncated: () => boolean;
    };

/** A file of `fileList`, written under a temporary name in the order's folder. */
export interface StagedUpload {
  /** Its place in `fileList`, which `uploadFileNameList` follows. */
  index: number;
  /** The name it was sent with, cleaned (docs/product/campaigns-and-activities.md#files). */
  cleanedName: string;
  staged: StagedFile;
}

/** A received body: its fields (text, or values of a JSON body) and its staged files. */
export interface ReceivedForm {
  fields: Record<string, unknown>;
  files: StagedUpload[];
  /** Removes every temporary file not committed; call in a `finally`. */
  discard(): Promise<void>;
}

const refuse = (message: string) => new AppError('validation', { [ORDER_FILES_FIELD]: message });

/**
 * Reads a whole multipart body: text fields are collected, each file of `fileList` is staged as
 * it arrives (a stream must be read before the next part): cleaned name, extension, content
 * type by magic bytes and the 50 MB limit (413), all by `stageFile`. `folderId` gives the
 * order's folder the first time a file arrives. On any refusal every staged file is removed.
 */
export async function receiveOrderForm(
  dataDir: string,
  parts: AsyncIterable<IncomingPart>,
  folderId: () => Promise<number>,
): Promise<ReceivedForm> {
  const fields: Record<string, unknown> = {};
  const files: StagedUpload[] = [];
  const discard = async () => {
    await Promise.all(files.map((file) => file.staged.discard()));
  };
  try {
    for await (const part of parts) {
      if (part.kind === 'field') {
        fields[part.name] = part.value;
        continue;
      }
      if (part.name !== ORDER_FILES_FIELD) {
        part.content.resume();
        continue;
      }
      const cleanedName = cleanFileName(part.filename);
      // The extension here; the content is checked against it when the file is stored.
      if (!(orderFileExtensions as readonly string[]).includes(extensionOf(cleanedName))) {
        part.content.resume();
        throw refuse(`${messages.uploadTypeNotAllowed} (${orderFileExtensions.join(', ')})`);
      }
      const staged = await stageFile(dataDir, {
        kind: 'order',
        id: await folderId(),
        name: cleanedName,
        content: part.content,
        wasTruncated: part.wasTruncated,
      }).catch((error: unknown) => {
        // The store names the refused part 'file'; here it is a file of fileList.
        const mismatch = error instanceof AppError ? error.fields?.file : undefined;
        throw mismatch ? refuse(mismatch) : error;
      });
      files.push({ index: files.length, cleanedName, staged });
    }
  } catch (error) {
    await discard();
    throw error;
  }
  return { fields, files, discard };
}
