import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { messages } from '@extranet/shared/messages';
import { AttachmentPage, type AttachmentListItem } from '@extranet/shared/schemas/order-list';
import { ApiError, errorText } from '@/shared/api-error';
import { http } from '@/shared/http';
import { saveFile } from '@/shared/save-file';
import { sessionStore } from '@/shared/session/session-store';
import { toast } from '@/shared/toast';
import type { AttachmentListCallQuery } from './attachment-list-query';

export const attachmentListKeys = {
  page: (query: AttachmentListCallQuery) => ['orders', 'attachments', query] as const,
};

const LIST_PATH = 'order/list-minimized/by-attachment';

/** One page of `order/list-minimized/by-attachment`: one row per stored file. */
export function useAttachmentPage(query: AttachmentListCallQuery) {
  return useQuery({
    queryKey: attachmentListKeys.page(query),
    queryFn: ({ signal }) => http.get(LIST_PATH, { query, schema: AttachmentPage, signal }),
    placeholderData: keepPreviousData,
  });
}

/** EXPORTAR: the same call with up to 5,000 rows (spec §9); the page writes the CSV. */
export function useAttachmentExport() {
  return useMutation({
    mutationFn: (query: AttachmentListCallQuery) =>
      http.get(LIST_PATH, { query, schema: AttachmentPage }),
  });
}

/**
 * Downloads an order file with the bearer token (design.md §6), so the token never goes into a
 * URL; saved under the name it was sent with.
 */
async function downloadOrderFile(file: AttachmentListItem['file']): Promise<void> {
  const token = sessionStore.get()?.token;
  const response = await fetch(file.url, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    throw new ApiError({
      status: response.status,
      error: 'http',
      message:
        response.status === 404
          ? messages.notFound
          : `${messages.serverErrorPrefix}error ${response.status}`,
    });
  }
  saveFile(await response.blob(), file.originalName);
}

/** The Adjunto link of a row; a failure is said in an error toast. */
export function useDownloadAttachment() {
  return useMutation({
    mutationFn: downloadOrderFile,
    onError: (error) => toast.error(errorText(error)),
  });
}
