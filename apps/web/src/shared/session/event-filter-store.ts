import { emptyEventFilter, type EventFilter } from '@extranet/shared/calendar/event-filter';
import { addressId } from '@/shared/address-id';

/**
 * The calendar's filter of this tab (docs/product/calendar.md#filter), kept in sessionStorage for
 * the user who set it: the agenda finds it again after the event editor or a reload, and the
 * campaign list's preset routes (`/campaign-filter/{target}`, `/campaign-name/{name}`) write the
 * same preset here for the agenda to start from. It lives in shared/ because the campaign list
 * writes it and the calendar reads it, and features do not import each other.
 */
const KEY = 'eventFilter';

export interface StoredEventFilter {
  filter: EventFilter;
  /**
   * The campaign a `/campaign-name/{name}` preset names: the agenda turns it into the campaign's
   * id once it has the active campaigns.
   */
  campaignName?: string;
}

interface Saved extends StoredEventFilter {
  userId: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const wholeOr = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) ? value : fallback;

/** A stored filter read defensively: anything unexpected falls back to the empty filter. */
function filterOf(value: unknown): EventFilter {
  if (!isRecord(value)) return emptyEventFilter;
  const type = value.type === 1 || value.type === 2 ? value.type : 0;
  return {
    text: typeof value.text === 'string' ? value.text : '',
    campaign: wholeOr(value.campaign, -1),
    target: wholeOr(value.target, -1),
    owner: value.owner === true,
    type,
  };
}

function write(saved: Saved): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(saved));
  } catch {
    // A full or refused storage only loses the filter on the next visit.
  }
}

/** The filter `userId` left in this tab, or the empty one (another user's is never read). */
export function readEventFilter(userId: number): StoredEventFilter {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    if (!isRecord(saved) || saved.userId !== userId) return { filter: emptyEventFilter };
    const campaignName = typeof saved.campaignName === 'string' ? saved.campaignName : undefined;
    return { filter: filterOf(saved.filter), ...(campaignName ? { campaignName } : {}) };
  } catch {
    return { filter: emptyEventFilter };
  }
}

/** Keeps `filter` as `userId`'s calendar filter (a pending campaign name is settled by then). */
export function storeEventFilter(userId: number, filter: EventFilter): void {
  write({ userId, filter });
}

/**
 * The events filter a preset route gives (docs/product/calendar.md#filter): `/campaign-filter/{type}`
 * the target, `/campaign-name/{name}` the campaign by its name; undefined for any other route.
 */
export function eventFilterPreset(params: {
  type?: string;
  campaignname?: string;
}): StoredEventFilter | undefined {
  if (params.type !== undefined) {
    const target = addressId(params.type);
    if (target === undefined) return { filter: emptyEventFilter };
    return { filter: { ...emptyEventFilter, target } };
  }
  const name = params.campaignname?.trim();
  if (params.campaignname === undefined) return undefined;
  return name ? { filter: emptyEventFilter, campaignName: name } : { filter: emptyEventFilter };
}

/** Stores the preset of a preset route for `userId`, in place of the filter set before. */
export function presetEventFilter(
  userId: number,
  params: { type?: string; campaignname?: string },
): void {
  const preset = eventFilterPreset(params);
  if (preset) write({ userId, ...preset });
}
