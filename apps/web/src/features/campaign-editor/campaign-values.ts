import type { Campaign, CampaignUpdateRequest } from '@extranet/shared/schemas/campaign';
import dayjs, { type Dayjs } from 'dayjs';
import type { RichTextValue } from '@/shared/rich-text/rich-text-value';

/**
 * The campaign editor's form (docs/product/campaigns-and-activities.md#validation). Files are saved
 * on upload.
 */
export interface CampaignValues {
  name: string;
  description: string;
  startDate: Dayjs | null;
  endDate: Dayjs | null;
  edition: string;
  active: boolean;
  supervisor: number | null;
  targets: number[];
  content: RichTextValue;
}

export const DATE_FORMAT = 'DD/MM/YYYY';
const API_DATE = 'YYYY-MM-DD';

const dateOf = (value: string) => (value ? dayjs(value) : null);

export function campaignValuesOf(campaign: Campaign): CampaignValues {
  return {
    name: campaign.name,
    description: campaign.description,
    startDate: dateOf(campaign.startDate),
    endDate: dateOf(campaign.endDate),
    edition: campaign.edition,
    active: campaign.active,
    supervisor: campaign.supervisor?.id ?? null,
    targets: campaign.targets.map((target) => target.id),
    content: { html: campaign.content, json: campaign.contentJson },
  };
}

/** The update request; `active` and `supervisor` only count (and are only sent) for role 2+. */
export function campaignRequestOf(
  id: number,
  values: CampaignValues,
  isAdmin: boolean,
): CampaignUpdateRequest {
  return {
    idCampaign: id,
    campaignName: values.name,
    campaignDescription: values.description,
    campaignStartDate: values.startDate?.format(API_DATE) ?? '',
    campaignEndDate: values.endDate?.format(API_DATE) ?? '',
    campaignEdition: values.edition,
    campaignTargets: values.targets.join(','),
    campaignContent: values.content.html,
    campaignContentJson: values.content.json ?? null,
    ...(isAdmin
      ? { campaignActive: values.active, campaignSupervisor: values.supervisor ?? null }
      : {}),
  };
}

/** Server field names (400 `fields`) → form field names. */
export const formFieldOf: Record<string, keyof CampaignValues> = {
  campaignName: 'name',
  campaignDescription: 'description',
  campaignStartDate: 'startDate',
  campaignEndDate: 'endDate',
  campaignEdition: 'edition',
  campaignActive: 'active',
  campaignSupervisor: 'supervisor',
  campaignTargets: 'targets',
  campaignContent: 'content',
};
