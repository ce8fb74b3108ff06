import type { CalendarEntry } from './ical-writer.ts';

/** What an appointment's entry is made of (appointment-queries.ts). */
export interface AppointmentFacts {
  id: number;
  agreedDate: string | null;
  agreedTime: string | null;
  agreedEndTime: string | null;
  activityName: string;
  campaignName: string;
  entityName: string | null;
}

/** Where the feeds point: the instance's address (PUBLIC_URL) and its host, for the UIDs. */
export interface FeedSite {
  publicUrl: string;
  host: string;
}

export const feedSiteOf = (publicUrl: string): FeedSite => ({
  publicUrl,
  host: new URL(publicUrl).host,
});

/**
 * An accepted request's appointment as a calendar entry (docs/product/calendar.md#events): the
 * activity's name, its agreed day, time and the end its visit type gives (all day without a
 * time), the campaign, entity and order number, and a link to the order. Only those who may see
 * the order get it: its applicant's feed, or the order's own file.
 */
export function appointmentEntry(row: AppointmentFacts, site: FeedSite): CalendarEntry | undefined {
  if (!row.agreedDate) return undefined;
  const lines = [`Solicitud ${row.id}`, row.campaignName, row.entityName ?? ''];
  return {
    uid: `order-${row.id}@${site.host}`,
    summary: row.activityName,
    description: lines.filter((line) => line.trim() !== '').join('\n'),
    url: `${site.publicUrl}/orderdetail?id=${row.id}`,
    date: row.agreedDate,
    start: row.agreedTime,
    end: row.agreedTime ? row.agreedEndTime : null,
  };
}
