import type { EventItem } from '../schemas/events.ts';

/**
 * The calendar's filter (docs/product/calendar.md#filter): text, campaign, target, owner, type.
 * -1 is "any" for campaign and target; type 0 is "any" type.
 */
export interface EventFilter {
  text: string;
  campaign: number;
  target: number;
  /** 'Solo mis solicitudes': only the viewer's own appointments. */
  owner: boolean;
  type: 0 | 1 | 2;
}

export const emptyEventFilter: EventFilter = {
  text: '',
  campaign: -1,
  target: -1,
  owner: false,
  type: 0,
};

/** A filter is active when the text is set, owner is on, or a target or campaign is chosen. */
export function isEventFilterActive(filter: EventFilter): boolean {
  return (
    filter.text.trim() !== '' || filter.owner || filter.target !== -1 || filter.campaign !== -1
  );
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** True when `event` passes `filter`; the text is sought in the name, campaign and detail. */
export function matchesEventFilter(event: EventItem, filter: EventFilter): boolean {
  if (filter.owner && !event.own) return false;
  if (filter.campaign !== -1 && event.idCampaign !== filter.campaign) return false;
  if (filter.target !== -1 && !event.targets.includes(filter.target)) return false;
  if (filter.type !== 0 && event.typeEvent !== filter.type) return false;
  const words = fold(filter.text).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fold(`${event.name} ${event.campaignName} ${event.detail}`);
  return words.every((word) => haystack.includes(word));
}
