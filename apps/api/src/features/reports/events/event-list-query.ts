import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../db/client.ts';
import { likeEscaped } from '../../../db/like.ts';
import { reportBase, type ReportBase } from '../queries.ts';
import type { ReportContext } from '../list-type.ts';
import type { ReportEventLine } from './event-lines-query.ts';
import type { EventListRow } from './event-row.ts';

/**
 * The one query of the event lists (docs/product/reporting.md#event-lists): the appointments (the
 * orders of the report's base, on their planned day and agreed hour) and the event lines (read by
 * event-lines-query.ts, sent as a JSON parameter), as one set of rows, counted, or sorted and
 * paged. The name filter ('Evento') reads what the Evento column shows: an appointment's activity
 * name, a line's event text.
 */

/** The appointments: the base's orders with a planned day, under the name filter. */
const citaConditions = (name: SQL | undefined) =>
  sql`and f.planned_date is not null ${name ? sql`and ${name}` : sql``}`;

/** The columns of both kinds of rows, by their names in the union; `subject` is report 35's. */
const citas = (from: SQL) => sql`select 'cita' as kind, o.id as order_id,
    o.activity_id, null::int as line_id, f.planned_date as day, f.agreed_time::text as hour,
    a.name as event, c.name as campaign, a.name as activity, e.name as entity,
    u.name || ' ' || u.surname as applicant, u.phone, k.value as council, f.visitors,
    f.visit_type, null::text as place, null::text as observations,
    a.name || ' – ' || coalesce(e.name, u.name || ' ' || u.surname) as subject
  ${from}`;

const linesOf = (lines: readonly ReportEventLine[]) =>
  sql`jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) as l("activityId" int, "lineId" int,
    day date, hour text, event text, place text, observations text)`;

const eventos = (lines: readonly ReportEventLine[], name: SQL | undefined) => sql`select
    'evento' as kind, null::int as order_id, l."activityId" as activity_id, l."lineId" as line_id,
    l.day, l.hour, l.event, c.name as campaign, a.name as activity, null::text as entity,
    null::text as applicant, null::text as phone, null::text as council, null::int as visitors,
    null::text as visit_type, l.place, l.observations, l.event as subject
  from ${linesOf(lines)}
  join activities a on a.id = l."activityId" join campaigns c on c.id = a.campaign_id
  ${name ? sql`where ${name}` : sql``}`;

/** `norm(column)` contains the name filter's norm(), its own %, _ and \ taken literally. */
const nameIn = (column: string, name: string | undefined) =>
  name ? sql`norm(${sql.raw(column)}) like '%' || norm(${likeEscaped(name)}) || '%'` : undefined;

/**
 * The appointments' base: the report's, with the name filter on the activity rather than on the
 * applicant (every other filter of the type as the base applies it).
 */
function appointmentsBase(ctx: ReportContext): ReportBase {
  const { filter, scope, type, today } = ctx;
  return reportBase({ ...filter, userName: undefined }, scope, type, today);
}

export interface EventSets {
  /** `from … where …` of the appointments with only the joins a count reads. */
  citasFrom: SQL;
  citas: SQL;
  eventos: SQL;
}

/** The two sets of rows under the context's filters. */
export function eventSets(ctx: ReportContext, lines: readonly ReportEventLine[]): EventSets {
  const name = ctx.filter.userName;
  const base = appointmentsBase(ctx);
  const conditions = citaConditions(nameIn('a.name', name));
  return {
    citasFrom: sql`${base.from()} ${conditions}`,
    citas: citas(sql`${base.sql} ${conditions}`),
    eventos: eventos(lines, nameIn('l.event', name)),
  };
}

/** How many rows of each kind match. */
export async function countEvents(db: Db, sets: EventSets): Promise<number> {
  const [row] = rowsOf<{ total: number }>(
    await db.execute(sql`select (select count(*) ${sets.citasFrom})::int
      + (select count(*) from (${sets.eventos}) y)::int as total`),
  );
  return row?.total ?? 0;
}

/** An event-list sort: a column of the union and its direction. */
export interface EventSort {
  column: string;
  order: 'asc' | 'desc';
}

/**
 * `column dir`, then the day and hour (an hour's blanks first: an all-day entry heads its day)
 * and the row's ids, so that pages never overlap.
 */
function orderBy({ column, order }: EventSort): SQL {
  const blanks = column === 'hour' && order === 'asc' ? 'nulls first' : 'nulls last';
  return sql.raw(
    `${column} ${order} ${blanks}, day, hour nulls first, kind, order_id, activity_id, line_id`,
  );
}

/** `limit` rows from `offset` in `sort`; each kind is cut at `offset + limit` before they merge. */
export async function eventPage(
  db: Db,
  sets: EventSets,
  sort: EventSort,
  limit: number,
  offset: number,
): Promise<EventListRow[]> {
  const by = orderBy(sort);
  const reach = offset + limit;
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select rows.*, rows.day::text as day_text from (
        (select * from (${sets.citas}) c order by ${by} limit ${reach})
        union all
        (select * from (${sets.eventos}) e order by ${by} limit ${reach})
      ) rows order by ${by} limit ${limit} offset ${offset}`),
  );
  return rows.map(eventRowOf);
}

const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
const int = (value: unknown) => (value === null || value === undefined ? null : Number(value));

function eventRowOf(raw: Record<string, unknown>): EventListRow {
  return {
    kind: raw.kind === 'cita' ? 'cita' : 'evento',
    orderId: int(raw.order_id),
    activityId: Number(raw.activity_id),
    lineId: int(raw.line_id),
    date: String(raw.day_text),
    hour: text(raw.hour),
    event: String(raw.event ?? ''),
    campaign: String(raw.campaign ?? ''),
    activity: String(raw.activity ?? ''),
    entity: text(raw.entity),
    applicant: text(raw.applicant),
    phone: text(raw.phone),
    council: text(raw.council),
    visitors: int(raw.visitors),
    visitType: text(raw.visit_type),
    place: text(raw.place),
    observations: text(raw.observations),
  };
}
