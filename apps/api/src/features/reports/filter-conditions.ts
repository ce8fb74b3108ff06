import type { ReportFilter } from '@extranet/shared/reports/filter';
import type { NameRule, ReportType } from '@extranet/shared/reports/report-types';
import { and, or, sql, type SQL } from 'drizzle-orm';
import { likeEscaped } from '../../db/like.ts';

/**
 * The filters of docs/product/reporting.md#filters as conditions on the report's tables (aliases
 * of queries.ts). Only the filters of the type that were sent apply; texts are compared with
 * the SQL `norm()` (case and accents aside) on both sides, so a tag matches as the stored name
 * is folded.
 */

const ids = (values: readonly number[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** norm(column) contains norm(text), the text's own %, _ and \ taken literally. */
const normContains = (column: SQL, text: string) =>
  sql`norm(${column}) like '%' || norm(${likeEscaped(text)}) || '%'`;

/** Each filter of the catalogue, given the parsed filter; undefined when not sent. */
function filterConditions(filter: ReportFilter): Partial<Record<string, SQL | undefined>> {
  const some = <T>(values: readonly T[] | undefined): values is readonly T[] =>
    values !== undefined && values.length > 0;
  return {
    activity: some(filter.activity) ? sql`o.activity_id in (${ids(filter.activity)})` : undefined,
    tag: some(filter.tag)
      ? or(...filter.tag.map((value) => sql`a.complement = ${value}`))
      : undefined,
    edition: some(filter.edition)
      ? or(...filter.edition.map((value) => sql`c.edition = ${value}`))
      : undefined,
    entity: some(filter.entity)
      ? or(...filter.entity.map((tag) => normContains(sql.raw('e.name'), tag)))
      : undefined,
    orderState: some(filter.orderState)
      ? sql`o.state_id in (${ids(filter.orderState)})`
      : undefined,
    target: some(filter.target)
      ? or(...filter.target.map((value) => sql`norm(t.value) = norm(${value})`))
      : undefined,
    idFilter: filter.idFilter === undefined ? undefined : sql`o.id = ${filter.idFilter}`,
    councilId: some(filter.councilId)
      ? sql`coalesce(e.council_id, u.council_id) in (${ids(filter.councilId)})`
      : undefined,
    userDni: filter.userDni
      ? sql`(nif(u.username) = nif(${filter.userDni}) or nif(e.cif) = nif(${filter.userDni}))`
      : undefined,
    userName: filter.userName
      ? normContains(sql.raw(`u.name || ' ' || u.surname`), filter.userName)
      : undefined,
    userMail: filter.userMail
      ? sql`lower(u.email) like '%' || lower(${likeEscaped(filter.userMail)}) || '%'`
      : undefined,
  };
}

/** The conditions of the filters `type` shows, among those sent (dates aside: date-window.ts). */
export function typeFilterConditions(filter: ReportFilter, type: ReportType): SQL | undefined {
  const all = filterConditions(filter);
  return and(...type.filters.map((key) => all[key]));
}

/** Whether the order id filter applies: then every date window is ignored, the floor included. */
export const readsOneOrder = (filter: ReportFilter, type: ReportType) =>
  filter.idFilter !== undefined && type.filters.includes('idFilter');

/**
 * The activity rules (docs/product/reporting.md#default-states): the activity's name holds the
 * word (for 'finde', the activity's or its campaign's), and never 'online'.
 */
export function nameRuleCondition(rule: NameRule | undefined): SQL | undefined {
  if (!rule) return undefined;
  const word = `%${rule}%`;
  const named =
    rule === 'finde'
      ? sql`(norm(a.name) like ${word} or norm(c.name) like ${word})`
      : sql`norm(a.name) like ${word}`;
  return sql`${named} and norm(a.name) not like '%online%'`;
}
