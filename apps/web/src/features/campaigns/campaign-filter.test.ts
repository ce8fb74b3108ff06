// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { CampaignPage } from '@extranet/shared/schemas/campaign';
import { nextCampaignPage } from './campaign-paging';
import {
  defaultCampaignFilter,
  isCampaignFilterActive,
  presetCampaignFilter,
} from './campaign-filter';

// docs/product/campaigns-and-activities.md#campaigns
describe('campaign filter', () => {
  it('defaults to active campaigns, no text and any target', () => {
    expect(defaultCampaignFilter).toEqual({ active: true, text: '', target: -1 });
    expect(isCampaignFilterActive(defaultCampaignFilter)).toBe(false);
  });

  it('is active when any field differs from its default', () => {
    expect(isCampaignFilterActive({ ...defaultCampaignFilter, active: false })).toBe(true);
    expect(isCampaignFilterActive({ ...defaultCampaignFilter, text: 'reciclaje' })).toBe(true);
    expect(isCampaignFilterActive({ ...defaultCampaignFilter, target: 2 })).toBe(true);
  });

  it('does not count blank text as a filter', () => {
    expect(isCampaignFilterActive({ ...defaultCampaignFilter, text: '   ' })).toBe(false);
  });

  it('is preset by /campaign-filter/{type} and /campaign-name/{campaignname}', () => {
    expect(presetCampaignFilter({ type: '3' })).toEqual({ active: true, text: '', target: 3 });
    expect(presetCampaignFilter({ campaignname: 'Compostaje' })).toEqual({
      active: true,
      text: 'Compostaje',
      target: -1,
    });
    expect(presetCampaignFilter({ type: 'abc' })).toEqual(defaultCampaignFilter);
    expect(presetCampaignFilter({})).toEqual(defaultCampaignFilter);
  });
});

const page = (count: number, total: number | null): CampaignPage => ({
  items: Array.from({ length: count }, () => ({}) as CampaignPage['items'][number]),
  total,
});

// docs/product/README.md#constants-and-limits
describe('campaign list paging', () => {
  it('asks for the next page while full pages come and the total is not reached', () => {
    expect(nextCampaignPage([page(10, 25)])).toBe(1);
    expect(nextCampaignPage([page(10, 25), page(10, null)])).toBe(2);
  });

  it('stops on an empty or short page, or once the total is loaded', () => {
    expect(nextCampaignPage([page(10, null), page(0, null)])).toBeUndefined();
    expect(nextCampaignPage([page(4, 4)])).toBeUndefined();
    expect(nextCampaignPage([page(10, 20), page(10, null)])).toBeUndefined();
  });
});
