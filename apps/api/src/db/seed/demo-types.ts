import type { RequestForm } from '@extranet/shared/forms/form-field';
import type { NewActivity } from '../schema/activities.ts';
import type { NewCampaign } from '../schema/campaigns.ts';
import type { DemoPicture } from './demo-images.ts';

/** A demo picture and the file name it is uploaded under (cleaned and prefixed on storage). */
export interface DemoImageFile extends DemoPicture {
  file: string;
}

/**
 * One demo activity. Its image, campaign, prerequisite id and hasDateAndVisitType are filled in
 * when it is stored; the flag is computed from the request form as the editor's save does.
 */
export interface DemoActivity {
  /** Names the activity inside its campaign, for `prerequisite`. */
  key: string;
  values: Omit<
    NewActivity,
    'id' | 'campaignId' | 'image' | 'onlyForInscribedId' | 'hasDateAndVisitType' | 'formMetadata'
  > & { formMetadata: RequestForm };
  targets: number[];
  image: DemoImageFile;
  /** Key of an earlier activity of the same campaign: only its accepted applicants may ask. */
  prerequisite?: string;
}

/** One demo campaign and its activities, stored in one transaction. */
export interface DemoCampaign {
  values: Omit<NewCampaign, 'id' | 'organizationId' | 'supervisorId' | 'image'>;
  targets: number[];
  image: DemoImageFile;
  activities: DemoActivity[];
}
