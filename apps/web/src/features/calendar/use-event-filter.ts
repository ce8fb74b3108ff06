import { emptyEventFilter, type EventFilter } from '@extranet/shared/calendar/event-filter';
import { useState } from 'react';
import { readEventFilter, storeEventFilter } from '@/shared/session/event-filter-store';

const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

/**
 * The filter a `/campaign-name/{name}` preset gives once the active campaigns are known
 * (docs/product/calendar.md#filter): the campaign of that name (compared without case or
 * accents); when no active campaign has it, the name as the free text, which still finds its
 * events by their campaign's name.
 */
export function withCampaignNamed(
  filter: EventFilter,
  name: string,
  campaigns: readonly { id: number; name: string }[],
): EventFilter {
  const match = campaigns.find((campaign) => folded(campaign.name) === folded(name));
  return match ? { ...filter, campaign: match.id } : { ...filter, text: name };
}

/**
 * The agenda's filter (docs/product/calendar.md#filter): it starts from what this user left in
 * the tab or from a preset route's, and every change is kept for the next visit.
 */
export function useEventFilter(
  userId: number,
  campaigns: readonly { id: number; name: string }[] | undefined,
) {
  const [stored, setStored] = useState(() => readEventFilter(userId));
  const filter =
    stored.campaignName !== undefined && campaigns
      ? withCampaignNamed(stored.filter, stored.campaignName, campaigns)
      : stored.filter;

  const setFilter = (next: EventFilter) => {
    storeEventFilter(userId, next);
    setStored({ filter: next });
  };

  return {
    filter,
    setFilter,
    clear: () => setFilter(emptyEventFilter),
  };
}
