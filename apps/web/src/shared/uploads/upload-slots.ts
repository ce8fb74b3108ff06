import {
  MAX_UPLOAD_BYTES,
  allowedExtensions,
  isAllowedFor,
  slotCapacity,
  type UploadSlot,
} from '@extranet/shared/files/allowed-types';
import { messages } from '@extranet/shared/messages';

export type FileOwner = 'campaign' | 'activity';
/**
 * The path segment of a slot (docs/product/campaigns-and-activities.md#calls):
 * `/{owner}/{id}/{segment}/upload`.
 */
export type SlotSegment = 'image' | 'fileagreement' | 'files';

const slotNames: Record<FileOwner, Partial<Record<SlotSegment, UploadSlot>>> = {
  campaign: {
    image: 'campaign-image',
    fileagreement: 'campaign-agreement',
    files: 'campaign-files',
  },
  activity: { image: 'activity-image', files: 'activity-files' },
};

/** The shared slot name whose allowed types apply (allowed-types.ts). */
export const uploadSlotOf = (owner: FileOwner, segment: SlotSegment) => slotNames[owner][segment];

/**
 * What a slot takes (docs/product/campaigns-and-activities.md#files): the file input's `accept`,
 * e.g. '.jpeg,.jpg,.png', and how many files it holds.
 */
export function slotRules(owner: FileOwner, segment: SlotSegment): { accept: string; max: number } {
  const slot = uploadSlotOf(owner, segment);
  if (!slot) return { accept: '', max: 0 };
  const accept = allowedExtensions[slot].map((extension) => `.${extension}`).join(',');
  return { accept, max: slotCapacity[slot] };
}

/**
 * The error to show before sending a file, or null when it may go
 * (docs/product/campaigns-and-activities.md#files, docs/product/README.md#constants-and-limits).
 */
export function uploadProblem(owner: FileOwner, segment: SlotSegment, file: File): string | null {
  const slot = uploadSlotOf(owner, segment);
  if (slot && !isAllowedFor(slot, file.name)) return messages.uploadTypeNotAllowed;
  if (file.size > MAX_UPLOAD_BYTES) return messages.payloadTooLarge;
  return null;
}

/** `3_1712345678901_Plan.pdf` → `Plan.pdf`: the name as the user gave it (cleaned). */
export const displayFileName = (stored: string) => stored.replace(/^\d+_\d+_/, '');
