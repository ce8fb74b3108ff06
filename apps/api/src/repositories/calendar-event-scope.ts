import { hasRole, Role } from '@extranet/shared/roles';
import type { EventLineTuple } from '@extranet/shared/schemas/events';
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { queryNamed } from '../db/named-query.ts';
import { activities, activityTargets } from '../db/schema/activities.ts';
import { campaigns } from '../db/schema/campaigns.ts';
import { managedCampaigns } from '../policies/managed-campaigns.ts';
import { isEvent, readableEventLines } from './calendar-event-lines.ts';
import type { EventViewer, EventWindow } from './calendar-events.ts';

/**
 * What a viewer's calendar holds besides the appointments (docs/product/calendar.md#who-sees-what):
 * the active activities of active campaigns it may see events of, each with its part of the
 * reply written by the database and whether the viewer manages it (the campaign-management
 * policy's SQL condition), and the dated lines of the window of the events it sees
 * (docs/product/calendar.md#performance).
 */

/** An activity read for the calendar. */
export interface ScopeActivity {
  /** The viewer manages its campaign: it sees its appointments and may edit its display. */
  manages: boolean;
  /** Its EventActivityPart as JSON text, `canEdit` being `manages`. */
  part: string;
}

export interface EventScope {
  /** The activities read, by id. */
  activities: Map<number, ScopeActivity>;
  /** The dated lines in the window of the events the viewer sees, as EventLineTuple JSON texts. */
  lines: string[];
  /** The activities among those lines. */
  withLines: Set<number>;
}

/** The scope of a feed of one's own appointments: no activity, no line. */
export const noScope = (): EventScope => ({
  activities: new Map(),
  lines: [],
  withLines: new Set(),
});

/**
 * The activities to read for the viewer, a superset of what the policy lets it see: the public
 * calendar's visible events of every organization; in a session, those of its organization:
 * every one for role 2+, the events and the supervised ones for role 1, the visible events for
 * role 0.
 */
function candidates(viewer: EventViewer): SQL | undefined {
  if (viewer === null) return and(isEvent, eq(activities.calendarVisible, true));
  const organization = eq(campaigns.organizationId, viewer.organizationId);
  if (hasRole(viewer.role, Role.Admin)) return organization;
  if (hasRole(viewer.role, Role.Supervisor)) {
    return and(organization, or(isEvent, eq(campaigns.supervisorId, viewer.id)));
  }
  return and(organization, isEvent, eq(activities.calendarVisible, true));
}

/**
 * The active activities of active campaigns that `where` picks, as two texts: a JSON list of
 * [id, manages, linesKey] and, in the same order, their parts, one a line (a JSON text holds no
 * raw line break). `linesKey` is the MD5 of an event's requirements when the viewer sees its
 * lines (visible, or managed), else null. Texts rather than a row each: the embedded store hands
 * each row over at a cost of its own. A named statement: planned once per connection.
 */
function activitiesQuery(viewer: EventViewer, where: SQL | undefined): SQL {
  const manages = viewer === null ? sql`false` : sql`coalesce(${managedCampaigns(viewer)}, false)`;
  const part = sql`json_build_object('idActivity', ${activities.id},
    'idSupervisor', ${campaigns.supervisorId}, 'idCampaign', ${campaigns.id},
    'name', ${activities.name}, 'campaignName', ${campaigns.name},
    'targets', array(select ${activityTargets.targetId} from ${activityTargets}
      where ${activityTargets.activityId} = ${activities.id} order by ${activityTargets.targetId}),
    'eventProperties', json_build_object('visible', ${activities.calendarVisible},
      'color', ${activities.calendarColor}),
    'canEdit', viewer.manages)::text`;
  const linesKey = sql`case when ${isEvent} and ${activities.requirements} <> ''
    and (${activities.calendarVisible} or viewer.manages) then md5(${activities.requirements}) end`;
  return sql`select coalesce(json_agg(json_build_array(id, manages, lines_key) order by id), '[]')::text as activities,
    coalesce(string_agg(part, E'\\n' order by id), '') as parts from (
    select ${activities.id} as id, viewer.manages, ${linesKey} as lines_key, ${part} as part
    from ${activities} join ${campaigns} on ${campaigns.id} = ${activities.campaignId}
      cross join lateral (select ${manages} as manages) viewer
    where ${and(eq(activities.active, true), eq(campaigns.active, true), where)}
  ) a`;
}

/** The activities `where` picks (activitiesQuery), and the lines keys of the events among them. */
async function readActivities(db: Db, viewer: EventViewer, where: SQL | undefined) {
  const [row] = await queryNamed<{ activities: string; parts: string }>(
    db,
    activitiesQuery(viewer, where),
  );
  const read = JSON.parse(row?.activities ?? '[]') as [number, boolean, string | null][];
  const parts = row?.parts ? row.parts.split('\n') : [];
  if (parts.length !== read.length) throw new Error('Partes de actividades sin su actividad');
  const found = new Map<number, ScopeActivity>();
  const linesKeys = new Map<number, string>();
  read.forEach(([id, manages, linesKey], i) => {
    found.set(id, { manages, part: parts[i] ?? '' });
    if (linesKey !== null) linesKeys.set(id, linesKey);
  });
  return { activities: found, linesKeys };
}

/**
 * The parts of the activities `ids` of the viewer's organization (those of its own appointments
 * that its scope did not read).
 */
export async function readOwnActivities(
  db: Db,
  viewer: NonNullable<EventViewer>,
  ids: number[],
): Promise<Map<number, ScopeActivity>> {
  if (ids.length === 0) return new Map();
  const where = and(
    inArray(activities.id, ids),
    eq(campaigns.organizationId, viewer.organizationId),
  );
  return (await readActivities(db, viewer, where)).activities;
}

/** An event's dated line, its day and its EventLineTuple as JSON text. */
interface LineText {
  day: string;
  json: string;
}

/**
 * The dated lines of the events read, by `${activity id}:${MD5 of its requirements}`: an event's
 * text changes only when it is edited, which changes its key, so the calendar reads and parses
 * it once rather than on every call. Emptied when full.
 */
const linesByKey = new Map<string, readonly LineText[]>();
const LINES_KEPT = 1_000;

/** Every dated line of an event's requirements, whatever the window. */
function lineTextsOf(activityId: number, requirements: string): readonly LineText[] {
  return readableEventLines(requirements).map((line) => {
    const tuple: EventLineTuple = [line.id, activityId, line.day, line.hour, line.text];
    return { day: line.day, json: JSON.stringify(tuple) };
  });
}

/** The dated lines of the events keyed in `linesKeys`, those not yet parsed read from the store. */
async function linesOfEvents(db: Db, linesKeys: Map<number, string>) {
  const lines = new Map<number, readonly LineText[]>();
  const unread: number[] = [];
  for (const [id, key] of linesKeys) {
    const kept = linesByKey.get(`${id}:${key}`);
    if (kept) lines.set(id, kept);
    else unread.push(id);
  }
  if (unread.length === 0) return lines;
  const rows = await db
    .select({
      id: activities.id,
      requirements: activities.requirements,
      key: sql<string>`md5(${activities.requirements})`,
    })
    .from(activities)
    .where(inArray(activities.id, unread));
  for (const { id, requirements, key } of rows) {
    const texts = lineTextsOf(id, requirements);
    if (linesByKey.size >= LINES_KEPT) linesByKey.clear();
    linesByKey.set(`${id}:${key}`, texts);
    lines.set(id, texts);
  }
  return lines;
}

/** The viewer's activities and the dated lines of the window it may see. */
export async function readEventScope(
  db: Db,
  viewer: EventViewer,
  window: EventWindow,
): Promise<EventScope> {
  const read = await readActivities(db, viewer, candidates(viewer));
  const scope: EventScope = { activities: read.activities, lines: [], withLines: new Set() };
  for (const [id, texts] of await linesOfEvents(db, read.linesKeys)) {
    for (const line of texts) {
      if (line.day < window.from || line.day > window.to) continue;
      scope.lines.push(line.json);
      scope.withLines.add(id);
    }
  }
  return scope;
}
