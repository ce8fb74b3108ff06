import { useMutation } from '@tanstack/react-query';
import { UPLOAD_FIELD, UploadReply, storedFileUrl } from '@extranet/shared/files/upload-schemas';
import { OkReply } from '@extranet/shared/schemas/common';
import { http } from '../http';
import { saveDownload } from '../fetch-download';
import type { FileOwner, SlotSegment } from './upload-slots';

export interface SlotTarget {
  owner: FileOwner;
  ownerId: number;
  slot: SlotSegment;
}

/** `POST /api/{owner}/{id}/{slot}/upload` (multipart 'file'); answers the stored name. */
export function useUploadFile(target: SlotTarget) {
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append(UPLOAD_FIELD, file, file.name);
      return http.post(`${target.owner}/${target.ownerId}/${target.slot}/upload`, {
        body,
        schema: UploadReply,
      });
    },
  });
}

/** `POST /api/{owner}/{id}/{slot}/remove?filename=`. */
export function useRemoveFile(target: SlotTarget) {
  return useMutation({
    mutationFn: (filename: string) =>
      http.post(`${target.owner}/${target.ownerId}/${target.slot}/remove`, {
        query: { filename },
        schema: OkReply,
      }),
  });
}

/**
 * Documents need the bearer token (docs/api-conventions.md#files): fetched with it and saved from a
 * blob, so the token never goes into a URL.
 */
export const downloadDocument = (owner: FileOwner, ownerId: number, name: string) =>
  saveDownload(storedFileUrl(owner, ownerId, 'documents', name), name.replace(/^\d+_\d+_/, ''));
