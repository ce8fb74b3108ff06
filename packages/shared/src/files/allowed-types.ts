import { limits } from '../limits.ts';
import { extensionOf } from './clean-file-name.ts';

/**
 * The upload slots of the campaign and activity editors
 * (docs/product/campaigns-and-activities.md#campaign-editor,
 * docs/product/campaigns-and-activities.md#files, docs/product/campaigns-and-activities.md#calls):
 * what each accepts and how many files it holds.
 */
export const UploadSlot = {
  CampaignImage: 'campaign-image',
  CampaignAgreement: 'campaign-agreement',
  CampaignFiles: 'campaign-files',
  ActivityImage: 'activity-image',
  ActivityFiles: 'activity-files',
} as const;
export type UploadSlot = (typeof UploadSlot)[keyof typeof UploadSlot];

/**
 * File extensions the API knows how to check by content (magic bytes,
 * docs/api-conventions.md#files).
 */
export type FileExtension = 'jpg' | 'jpeg' | 'png' | 'pdf' | 'zip' | 'doc' | 'docx';

// docs/product/campaigns-and-activities.md#files names JPEG images both 'jpeg' and 'jpg'; a .jpg
// file is a JPEG, so every slot that takes JPEG images takes both extensions.
const images: readonly FileExtension[] = ['jpeg', 'jpg', 'png'];
const documents: readonly FileExtension[] = ['jpeg', 'jpg', 'png', 'pdf', 'doc', 'docx', 'zip'];

/**
 * Allowed extensions per slot (docs/product/campaigns-and-activities.md#files): campaign image
 * jpeg/png; agreement jpeg, png, jpg, pdf or zip; campaign files jpeg, png, jpg, pdf, doc, docx or
 * zip; activity image jpeg/png. The product does not list the activity files' types: they follow
 * the campaign files.
 */
export const allowedExtensions: Record<UploadSlot, readonly FileExtension[]> = {
  'campaign-image': images,
  'campaign-agreement': ['jpeg', 'jpg', 'png', 'pdf', 'zip'],
  'campaign-files': documents,
  'activity-image': images,
  'activity-files': documents,
};

/**
 * Files of a request or management form's file fields (docs/api-conventions.md#files): the product
 * names none, so they take what campaign attachments take.
 */
export const orderFileExtensions: readonly FileExtension[] = documents;

/**
 * How many files each slot holds (docs/product/README.md#constants-and-limits): one image, one
 * agreement, ten attachments.
 */
export const slotCapacity: Record<UploadSlot, number> = {
  'campaign-image': 1,
  'campaign-agreement': 1,
  'campaign-files': limits.campaignFilesMax,
  'activity-image': 1,
  'activity-files': limits.activityFilesMax,
};

/**
 * docs/product/README.md#constants-and-limits, docs/product/campaigns-and-activities.md#files: a
 * file whose size / 1,024,000 is over 50 is refused.
 */
export const MAX_UPLOAD_BYTES = limits.formFileMaxMb * 1_024_000;

/** True when the name's extension is one the slot accepts (case does not matter). */
export function isAllowedFor(slot: UploadSlot, fileName: string): boolean {
  const extension = extensionOf(fileName);
  return (allowedExtensions[slot] as readonly string[]).includes(extension);
}

/** 'jpeg, jpg, png': the list an error message names. */
export const allowedListOf = (slot: UploadSlot) => allowedExtensions[slot].join(', ');
