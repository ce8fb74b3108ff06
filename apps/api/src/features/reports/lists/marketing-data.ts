import type { ReportColumn, ReportRow } from '@extranet/shared/reports/list-reply';
import { CITIZEN_TARGET_ID } from '@extranet/shared/targets';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../db/client.ts';
import {
  inChunks,
  orderBySql,
  selectList,
  type ListReport,
  type RawRow,
  type SortOrder,
} from '../list-type.ts';
import { serverZone } from '../columns.ts';
import type { ReportBase } from '../queries.ts';

/**
 * 37 · Datos para automatización de marketing (docs/product/reporting.md#list-reports): one row
 * per applicant e-mail among the matching orders, from its latest order, with the activities it
 * asked for as tags. An address belongs to one user (the users' unique index on lower(email)),
 * so the rows are the applicants with an address; disabled users are left out, and so are users
 * without an address, which a mailing program could not use. A row opens that latest order
 * (`orderId`). Its CSV is read by a program: machine headers (docs/product/reporting.md#csv).
 */

const column = (
  key: string,
  header: string,
  type: ReportColumn['type'],
  sortable = true,
): ReportColumn => ({ key, header, type, sortable });

const shown: ReportColumn[] = [
  column('userMail', 'Email', 'text'),
  column('userName', 'Nombre', 'text'),
  column('userSurname', 'Apellidos', 'text'),
  column('userPhone', 'Teléfono', 'text'),
  column('entityName', 'Entidad', 'text'),
  column('city', 'Localidad', 'text'),
  column('council', 'Concejo', 'text'),
  column('target', 'Destinatario', 'text'),
  column('tags', 'Etiquetas', 'text', false),
  column('lastRequest', 'Última solicitud', 'date'),
];

/** The file's headers, by column (a mailing program's field names). */
const csvHeaders: Record<string, string> = {
  userMail: 'email',
  userName: 'firstname',
  userSurname: 'lastname',
  userPhone: 'phone',
  entityName: 'company',
  city: 'city',
  council: 'council',
  target: 'target',
  tags: 'tags',
  lastRequest: 'last_request',
};

/** The base's orders of enabled applicants with an address. */
const matching = (base: ReportBase) => sql`${base.from()} and not u.disabled and u.email <> ''`;

/**
 * Each applicant's latest order among them (read on the orders' own columns, once: a plain
 * subquery here is run again by every parallel worker of the join above it), with what its row
 * shows: the applicant, and the entity, council and target of that order.
 */
const people = (base: ReportBase) => sql`with l as materialized (
    select distinct on (o.user_id) o.user_id, o.id as order_id, o.entity_id,
      (o.created_at at time zone ${serverZone})::date as request_day
    ${matching(base)}
    order by o.user_id, o.created_at desc, o.id desc)
  select pu.id as user_id, l.order_id,
    lower(pu.email) as mail, pu.email, pu.name, pu.surname, pu.phone, pe.name as entity,
    coalesce(nullif(pe.city, ''), nullif(pu.city, '')) as city, pk.value as council,
    pt.value as target, l.request_day
  from l
  join users pu on pu.id = l.user_id
  left join entities pe on pe.id = l.entity_id
  left join councils pk on pk.id = coalesce(pe.council_id, pu.council_id)
  left join targets pt on pt.id = coalesce(pe.target_id, ${CITIZEN_TARGET_ID})`;

/** Sortable column → the column of `people` it sorts by. */
const sorts: Record<string, SQL> = {
  userMail: sql.raw('people.mail'),
  userName: sql.raw('people.name'),
  userSurname: sql.raw('people.surname'),
  userPhone: sql.raw('people.phone'),
  entityName: sql.raw('people.entity'),
  city: sql.raw('people.city'),
  council: sql.raw('people.council'),
  target: sql.raw('people.target'),
  lastRequest: sql.raw('people.request_day'),
};

const columnsOfPeople = selectList({
  userId: sql.raw('people.user_id'),
  mail: sql.raw('people.mail'),
  orderId: sql.raw('people.order_id'),
  userMail: sql.raw('people.email'),
  userName: sql.raw('people.name'),
  userSurname: sql.raw('people.surname'),
  userPhone: sql.raw('people.phone'),
  entityName: sql.raw('people.entity'),
  city: sql.raw('people.city'),
  council: sql.raw('people.council'),
  target: sql.raw('people.target'),
  lastRequest: sql.raw('people.request_day::text'),
});

/** The sorts on the applicant's own columns → what they sort the users `pu` by. */
const applicantSorts: Record<string, SQL> = {
  userMail: sql.raw('lower(pu.email)'),
  userName: sql.raw('pu.name'),
  userSurname: sql.raw('pu.surname'),
  userPhone: sql.raw('pu.phone'),
};

/**
 * The rows of `people` for a sort on the applicant's own columns: the users in that order that
 * have a matching order, `window` of them, and then the latest matching order of those only.
 * In the default order (the address) the users' index on it gives them one by one, each checked
 * by its own orders, so a page reads a few users rather than the year's orders
 * (docs/product/reporting.md#performance).
 */
const applicantsFirst = (base: ReportBase, sort: SortOrder, window: SQL) => sql`select
    ap.user_id, l.order_id, ap.mail, ap.email, ap.name, ap.surname, ap.phone, pe.name as entity,
    coalesce(nullif(pe.city, ''), nullif(ap.city, '')) as city, pk.value as council,
    pt.value as target, l.request_day
  from (
    select pu.id as user_id, lower(pu.email) as mail, pu.email, pu.name, pu.surname, pu.phone,
      pu.city, pu.council_id
    from users pu
    where not pu.disabled and pu.email <> ''
      and exists (select 1 ${base.from()} and o.user_id = pu.id)
    order by ${orderBySql({ ...sort, by: applicantSorts[sort.key] ?? sort.by }, sql.raw('lower(pu.email)'))}
    ${window}) ap
  cross join lateral (
    select o.id as order_id, o.entity_id, (o.created_at at time zone ${serverZone})::date as request_day
    ${base.from()} and o.user_id = ap.user_id
    order by o.created_at desc, o.id desc limit 1) l
  left join entities pe on pe.id = l.entity_id
  left join councils pk on pk.id = coalesce(pe.council_id, ap.council_id)
  left join targets pt on pt.id = coalesce(pe.target_id, ${CITIZEN_TARGET_ID})`;

/** The applicants' rows in `sort`, within `window` (a limit and offset). */
async function peopleRows(db: Db, base: ReportBase, sort: SortOrder, window: SQL) {
  const query = Object.hasOwn(applicantSorts, sort.key)
    ? sql`select ${columnsOfPeople} from (${applicantsFirst(base, sort, window)}) people
      order by ${orderBySql(sort, sql.raw('people.mail'))}`
    : sql`select ${columnsOfPeople} from (${people(base)}) people
      order by ${orderBySql(sort, sql.raw('people.mail'))} ${window}`;
  return rowsOf<RawRow>(await db.execute(query));
}

/** The tags of these applicants: the names of their matching orders' activities. */
async function tagsOf(db: Db, base: ReportBase, rows: RawRow[]): Promise<Map<number, string>> {
  const tags = new Map<number, string>();
  const ids = rows.map((raw) => Number(raw.userId));
  if (ids.length === 0) return tags;
  const found = rowsOf<{ userId: number; tags: string }>(
    await db.execute(sql`select o.user_id as "userId",
        string_agg(distinct a.name, ' | ' order by a.name) as tags
      ${matching(base)} and o.user_id = any(${`{${ids.join(',')}}`}::int[])
      group by o.user_id`),
  );
  for (const row of found) tags.set(Number(row.userId), row.tags);
  return tags;
}

const rowOf =
  (tags: Map<number, string>) =>
  (raw: RawRow): ReportRow => {
    const row: ReportRow = { id: String(raw.mail) };
    for (const { key } of shown) row[key] = (raw[key] ?? null) as ReportRow[string];
    row.tags = tags.get(Number(raw.userId)) ?? null;
    row.orderId = Number(raw.orderId);
    return row;
  };

export const marketingData: ListReport = {
  sorts,
  // An address is never blank in these rows (the users without one are left out).
  neverBlank: new Set(['userMail']),
  defaultSort: { key: 'userMail', order: 'asc' },
  csvHeaders,
  async survey(db, base) {
    const [raw] = rowsOf<{ total: number }>(
      await db.execute(sql`select count(distinct o.user_id)::int as total ${matching(base)}`),
    );
    return { total: raw?.total ?? 0, columns: shown, summary: [] };
  },
  async page(db, base, sort, limit, offset) {
    const rows = await peopleRows(db, base, sort, sql`limit ${limit} offset ${offset}`);
    return rows.map(rowOf(await tagsOf(db, base, rows)));
  },
  // The export: its (at most 5,000) applicants sorted once and their tags read once, in one
  // pass each over the set, then written a chunk at a time.
  async export(db, base, sort, count, chunk) {
    const rows = await peopleRows(db, base, sort, sql`limit ${count}`);
    const present = rowOf(await tagsOf(db, base, rows));
    return { columns: shown, chunks: inChunks(rows, chunk, present) };
  },
};
