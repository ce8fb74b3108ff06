import { useMutation } from '@tanstack/react-query';
import { UPLOAD_FIELD, UploadReply, storedFileUrl } from '@extranet/shared/files/upload-schemas';
import { messages } from '@extranet/shared/messages';
import { OkReply } from '@extranet/shared/schemas/common';
import { ApiError } from '../api-error';
import { http } from '../http';
import { saveFile } from '../save-file';
import { sessionStore } from '../session/session-store';
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
 * Documents need the bearer token (design.md §6): fetched with it and saved from a blob, so
 * the token never goes into a URL.
 */
export async function downloadDocument(owner: FileOwner, ownerId: number, name: string) {
  const token = sessionStore.get()?.token;
  const response = await fetch(storedFileUrl(owner, ownerId, 'documents', name), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    throw new ApiError({
      status: response.status,
      error: 'http',
      message: `${messages.serverErrorPrefix}error ${response.status}`,
    });
  }
  saveFile(await response.blob(), name.replace(/^\d+_\d+_/, ''));
}
