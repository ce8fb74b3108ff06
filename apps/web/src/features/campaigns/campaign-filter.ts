import { addressId } from '@/shared/address-id';

/**
 * The campaign list filter (docs/product/campaigns-and-activities.md#campaigns,
 * docs/product/README.md#constants-and-limits).
 */
export interface CampaignFilter {
  /**
   * 'Solo activas': true lists active campaigns only (role 1+ may turn it off,
   * docs/product/README.md#roles-and-permissions).
   */
  active: boolean;
  text: string;
  /** A target id, or -1 for any target. */
  target: number;
}

export const ANY_TARGET = -1;

export const defaultCampaignFilter: CampaignFilter = { active: true, text: '', target: ANY_TARGET };

/** True when some filter differs from its default (the panel then says 'Filtros activos'). */
export function isCampaignFilterActive(filter: CampaignFilter): boolean {
  return (
    filter.active !== defaultCampaignFilter.active ||
    filter.text.trim() !== defaultCampaignFilter.text ||
    filter.target !== defaultCampaignFilter.target
  );
}

/**
 * The filter a route presets (docs/product/accounts.md#main): `/campaign-filter/{type}` the target,
 * `/campaign-name/ {campaignname}` the text; anything else (or a type that is not a whole number)
 * the defaults.
 */
export function presetCampaignFilter(params: {
  type?: string;
  campaignname?: string;
}): CampaignFilter {
  return {
    ...defaultCampaignFilter,
    target: addressId(params.type) ?? ANY_TARGET,
    text: params.campaignname?.trim() ?? '',
  };
}
