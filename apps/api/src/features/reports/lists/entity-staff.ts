import type { ReportColumn, ReportRow } from '@extranet/shared/reports/list-reply';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../../../db/client.ts';
import { inChunks, orderBySql, selectList, type ListReport, type RawRow } from '../list-type.ts';
import { serverZone } from '../columns.ts';
import type { ReportBase } from '../queries.ts';

/**
 * 7 · Personal dependiente de una entidad (docs/product/reporting.md#list-reports): one row per
 * entity and applicant among the matching orders made for an entity, which says who acts for
 * each entity. A row opens the pair's latest order (`orderId`); the rows come only from the
 * orders in the caller's scope, so a gestor may run it.
 */

const column = (key: string, header: string, type: ReportColumn['type']): ReportColumn => ({
  key,
  header,
  type,
  sortable: true,
});

const shown: ReportColumn[] = [
  column('entityName', 'Entidad', 'text'),
  column('entityCif', 'CIF', 'text'),
  column('council', 'Concejo', 'text'),
  column('userName', 'Nombre', 'text'),
  column('userSurname', 'Apellidos', 'text'),
  column('userDni', 'DNI', 'text'),
  column('userPhone', 'Teléfono', 'text'),
  column('userMail', 'Email', 'text'),
  column('requests', 'Solicitudes', 'int'),
  column('lastRequest', 'Última solicitud', 'date'),
];

/**
 * The pairs among the base's orders made for an entity, grouped on the orders' own columns so
 * that the grouping reads no join its filters do not need: how many orders and the last request
 * day (the day of the latest moment, in the TIME_ZONE setting).
 */
const pairs = (base: ReportBase) => sql`select o.entity_id, o.user_id, count(*)::int as requests,
    (max(o.created_at) at time zone ${serverZone})::date as last_request
  ${base.from()} and o.entity_id is not null
  group by o.entity_id, o.user_id`;

/**
 * The pair's latest order among the base's (the one a row opens). A select-list subquery after a
 * sort and a limit is run for the rows kept only, so a page looks up ten, not every pair
 * (docs/product/reporting.md#performance).
 */
const latestOrder = (base: ReportBase) => sql`(select o.id ${base.from()}
    and o.entity_id = p.entity_id and o.user_id = p.user_id
  order by o.created_at desc, o.id desc limit 1)`;

/** What each column reads of a pair `p` with its entity `pe`, applicant `pu`, council `pk`. */
const values: Record<string, SQL> = {
  entityName: sql.raw('pe.name'),
  entityCif: sql.raw('pe.cif'),
  // The entity's council, else its applicant's.
  council: sql.raw('pk.value'),
  userName: sql.raw('pu.name'),
  userSurname: sql.raw('pu.surname'),
  userDni: sql.raw('pu.username'),
  userPhone: sql.raw('pu.phone'),
  userMail: sql.raw('pu.email'),
  requests: sql.raw('p.requests'),
  lastRequest: sql.raw('p.last_request'),
};

/** The pairs with what their rows show. */
const shownPairs = (base: ReportBase) => sql`from (${pairs(base)}) p
  join entities pe on pe.id = p.entity_id
  join users pu on pu.id = p.user_id
  left join councils pk on pk.id = coalesce(pe.council_id, pu.council_id)`;

/** Entity, then applicant by surname and name: the default sort's order, and every tie's. */
const tieBreak = sql.raw('p.entity_id, pu.surname, pu.name, p.user_id');

const select = (base: ReportBase) =>
  selectList({
    ...values,
    lastRequest: sql.raw('p.last_request::text'),
    entityId: sql.raw('p.entity_id'),
    userId: sql.raw('p.user_id'),
    orderId: latestOrder(base),
  });

function rowOf(raw: RawRow): ReportRow {
  const row: ReportRow = { id: `${String(raw.entityId)}-${String(raw.userId)}` };
  for (const { key } of shown) row[key] = (raw[key] ?? null) as ReportRow[string];
  row.orderId = Number(raw.orderId);
  return row;
}

export const entityStaff: ListReport = {
  sorts: values,
  defaultSort: { key: 'entityName', order: 'asc' },
  async survey(db, base) {
    const [raw] = rowsOf<{ total: number }>(
      await db.execute(sql`select count(*)::int as total from (select 1 ${base.from()}
        and o.entity_id is not null group by o.entity_id, o.user_id) p`),
    );
    return { total: raw?.total ?? 0, columns: shown, summary: [] };
  },
  async page(db, base, sort, limit, offset) {
    const rows = rowsOf<RawRow>(
      await db.execute(
        sql`select ${select(base)} ${shownPairs(base)} order by ${orderBySql(sort, tieBreak)} limit ${limit} offset ${offset}`,
      ),
    );
    return rows.map(rowOf);
  },
  // The export: its (at most 5,000) pairs sorted once, then written a chunk at a time.
  async export(db, base, sort, count, chunk) {
    const rows = rowsOf<RawRow>(
      await db.execute(
        sql`select ${select(base)} ${shownPairs(base)} order by ${orderBySql(sort, tieBreak)} limit ${count}`,
      ),
    );
    return { columns: shown, chunks: inChunks(rows, chunk, rowOf) };
  },
};
