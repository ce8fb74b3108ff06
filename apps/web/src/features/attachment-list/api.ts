import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { AttachmentPage, type AttachmentListItem } from '@extranet/shared/schemas/order-list';
import { errorText } from '@/shared/api-error';
import { http } from '@/shared/http';
import { saveDownload } from '@/shared/fetch-download';
import { toast } from '@/shared/toast';
import type { AttachmentListCallQuery } from './attachment-list-query';

const attachmentListKeys = {
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

/**
 * EXPORTAR: the same call with up to 5,000 rows (docs/product/README.md#constants-and-limits); the
 * page writes the CSV.
 */
export function useAttachmentExport() {
  return useMutation({
    mutationFn: (query: AttachmentListCallQuery) =>
      http.get(LIST_PATH, { query, schema: AttachmentPage }),
  });
}

/** An order file, saved under the name it was sent with (docs/api-conventions.md#files). */
const downloadOrderFile = (file: AttachmentListItem['file']) =>
  saveDownload(file.url, file.originalName);

/** The Adjunto link of a row; a failure is said in an error toast. */
export function useDownloadAttachment() {
  return useMutation({
    mutationFn: downloadOrderFile,
    onError: (error) => toast.error(errorText(error)),
  });
}
