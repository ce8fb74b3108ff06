import { z } from 'zod';
import { idSchema } from '../schemas/db-integer.ts';

/**
 * Contract of the upload, removal and download calls of campaigns and activities
 * (docs/product/campaigns-and-activities.md#calls, docs/api-conventions.md,
 * docs/api-conventions.md#files). Path ids use `IdParams` from `schemas/common`.
 */

/** `…/files/remove?filename=…`: the stored name to remove; optional for the single image or agreement. */
export const RemoveFileQuery = z.object({ filename: z.string().min(1).max(400).optional() });
export type RemoveFileQuery = z.infer<typeof RemoveFileQuery>;

/** `GET /api/files/{campaign|activity}/:id/{image|documents}/:name`. */
export const StoredFileParams = z.object({
  id: idSchema(),
  name: z.string().min(1).max(400),
});
export type StoredFileParams = z.infer<typeof StoredFileParams>;

/**
 * Reply of an upload: 200 `text/plain` with the stored file name
 * (docs/product/campaigns-and-activities.md#calls).
 */
export const UploadReply = z.string();

/**
 * The multipart form field that carries the file (docs/product/campaigns-and-activities.md#calls).
 */
export const UPLOAD_FIELD = 'file';

/** Where the SPA finds a stored image (public) or document (needs the bearer token). */
export const storedFileUrl = (
  owner: 'campaign' | 'activity',
  id: number,
  folder: 'image' | 'documents',
  name: string,
) => `/api/files/${owner}/${id}/${folder}/${encodeURIComponent(name)}`;
