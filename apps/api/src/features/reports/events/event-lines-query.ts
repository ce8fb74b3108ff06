import type { ReportFilter } from '@extranet/shared/reports/filter';
import { reportDateFloor } from '@extranet/shared/reports/report-dates';
import type { ReportFilterKey, ReportType } from '@extranet/shared/reports/report-types';
import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { activities } from '../../../db/schema/activities.ts';
import { campaigns } from '../../../db/schema/campaigns.ts';
import { datedEventLines, isEvent } from '../../../repositories/calendar-event-lines.ts';
import type { ReportScope } from '../report-scope.ts';
import type { ReportContext } from '../list-type.ts';
import { lineParts } from './line-parts.ts';

/**
 * The dated lines of the event activities an event list reads (docs/product/reporting.md#event-lists),
 * read as the calendar reads them (repositories/calendar-event-lines.ts): the events of the
 * caller's scope (a gestor's own campaigns; its organization for role 2+), whether or not the
 * calendar shows them, active or not, under the filters of activity, complement and edition,
 * with their day in the main range. Entity, NIF, e-mail and council filters are about people and
 * entities, which lines have none of: any of them sent leaves no line. The name filter ('Evento')
 * is applied with the appointments' (event-list-query.ts), in the database's norm().
 */

/** A line as the event list's query takes it. */
export interface ReportEventLine {
  activityId: number;
  lineId: number;
  day: string;
  hour: string | null;
  event: string;
  place: string | null;
  observations: string | null;
}

/** The days of the main range: the floor outside the historic view when no start is given. */
export function lineWindow(filter: ReportFilter, today: string): { from: string; to: string } {
  return {
    from: filter.startDate ?? (filter.isHistoric ? '0000-01-01' : reportDateFloor(today)),
    to: filter.endDate ?? '9999-12-31',
  };
}

/**
 * Whether a filter about people or entities applies (sent, and one the type shows: the server
 * ignores the others for the appointments too): then no event line can match.
 */
export function filtersPeople(filter: ReportFilter, type: ReportType): boolean {
  const sent: Partial<Record<ReportFilterKey, boolean>> = {
    entity: (filter.entity?.length ?? 0) > 0,
    councilId: (filter.councilId?.length ?? 0) > 0,
    userDni: !!filter.userDni,
    userMail: !!filter.userMail,
  };
  return type.filters.some((key) => sent[key] === true);
}

const some = <T>(values: readonly T[] | undefined): values is readonly T[] =>
  values !== undefined && values.length > 0;

/** The event activities of the scope under the activity, complement and edition filters. */
function eventActivities(filter: ReportFilter, scope: ReportScope): SQL | undefined {
  return and(
    eq(campaigns.organizationId, scope.organizationId),
    isEvent,
    scope.campaignIds === null ? undefined : inArray(activities.campaignId, scope.campaignIds),
    scope.supervisorId === undefined ? undefined : eq(campaigns.supervisorId, scope.supervisorId),
    some(filter.activity) ? inArray(activities.id, [...filter.activity]) : undefined,
    some(filter.tag) ? or(...filter.tag.map((tag) => eq(activities.complement, tag))) : undefined,
    some(filter.edition)
      ? or(...filter.edition.map((edition) => eq(campaigns.edition, edition)))
      : undefined,
  );
}

export async function reportEventLines(
  db: Db,
  { filter, scope, type, today }: ReportContext,
): Promise<ReportEventLine[]> {
  if (filtersPeople(filter, type) || scope.campaignIds?.length === 0) return [];
  const rows = await db
    .select({ id: activities.id, requirements: activities.requirements })
    .from(activities)
    .innerJoin(campaigns, eq(campaigns.id, activities.campaignId))
    .where(eventActivities(filter, scope));
  const window = lineWindow(filter, today);
  const lines: ReportEventLine[] = [];
  for (const row of rows) {
    for (const line of datedEventLines(row.requirements, window)) {
      lines.push({
        activityId: row.id,
        lineId: line.id,
        day: line.day,
        hour: line.hour,
        ...lineParts(line.text),
      });
    }
  }
  return lines;
}
