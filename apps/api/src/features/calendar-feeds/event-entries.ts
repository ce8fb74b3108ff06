import type { EventItem } from '@extranet/shared/schemas/events';
import type { CalendarEntry } from './ical-writer.ts';

/** Where the feeds point: the instance's address (PUBLIC_URL) and its host, for the UIDs. */
export interface FeedSite {
  publicUrl: string;
  host: string;
}

export const feedSiteOf = (publicUrl: string): FeedSite => ({
  publicUrl,
  host: new URL(publicUrl).host,
});

/** What an appointment's entry is made of: an EventItem of type 1, or an order's own row. */
export interface AppointmentFacts {
  /** The order's id. */
  id: number;
  /** The activity's name. */
  name: string;
  campaignName: string;
  /** Its entity, else its applicant (docs/product/calendar.md#events). */
  detail: string;
  /** The agreed day, YYYY-MM-DD. */
  startDate: string;
  /** The agreed time and the end its visit type gives, HH:MM, or null. */
  hour: string | null;
  endHour: string | null;
}

const lines = (...parts: string[]) => parts.filter((part) => part.trim() !== '').join('\n');

/**
 * An accepted request's appointment (docs/product/calendar.md#events): the activity's name, its
 * agreed day, time and the end its visit type gives (all day without a time), the order number,
 * campaign and entity, and a link to the order. It names a person: only those who may see the
 * order get it (its applicant's own feed, the order's own file), never the public feed.
 */
export const appointmentEntry = (facts: AppointmentFacts, site: FeedSite): CalendarEntry => ({
  uid: `order-${facts.id}@${site.host}`,
  summary: facts.name,
  description: lines(`Solicitud ${facts.id}`, facts.campaignName, facts.detail),
  url: `${site.publicUrl}/orderdetail?id=${facts.id}`,
  date: facts.startDate,
  start: facts.hour,
  end: facts.hour ? facts.endHour : null,
});

/**
 * A dated line of an event (type 2): the activity's name, the line's day and hour (all day
 * without one, an hour long with one), its text and campaign, and a link to the public calendar.
 */
export const eventLineEntry = (item: EventItem, site: FeedSite): CalendarEntry => ({
  uid: `activity-${item.idEvent}-line-${item.id}@${site.host}`,
  summary: item.name,
  description: lines(item.detail, item.campaignName),
  url: `${site.publicUrl}/calendario`,
  date: item.startDate,
  start: item.hour,
  end: item.hour ? item.endHour : null,
});
