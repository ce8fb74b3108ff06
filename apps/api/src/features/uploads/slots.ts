import type { UploadSlot } from '@extranet/shared/files/allowed-types';
import type { FileOwner } from './queries.ts';

/** The column of a campaign or activity that records a slot's stored names. */
export type SlotColumn = 'image' | 'fileAgreement' | 'files';

/**
 * Where each upload slot of docs/product/campaigns-and-activities.md#calls lives: whose row and
 * which column.
 */
export const slotPlaces: Record<UploadSlot, { owner: FileOwner; column: SlotColumn }> = {
  'campaign-image': { owner: 'campaign', column: 'image' },
  'campaign-agreement': { owner: 'campaign', column: 'fileAgreement' },
  'campaign-files': { owner: 'campaign', column: 'files' },
  'activity-image': { owner: 'activity', column: 'image' },
  'activity-files': { owner: 'activity', column: 'files' },
};

/**
 * The upload and removal paths of docs/product/campaigns-and-activities.md#calls and "Activity":
 * `/{owner}/:id/{segment}/ upload` and `…/remove`, each with its slot.
 */
export const slotRoutes: { owner: FileOwner; segment: string; slot: UploadSlot }[] = [
  { owner: 'campaign', segment: 'image', slot: 'campaign-image' },
  { owner: 'campaign', segment: 'fileagreement', slot: 'campaign-agreement' },
  { owner: 'campaign', segment: 'files', slot: 'campaign-files' },
  { owner: 'activity', segment: 'image', slot: 'activity-image' },
  { owner: 'activity', segment: 'files', slot: 'activity-files' },
];
