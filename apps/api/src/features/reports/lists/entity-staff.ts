import type { ReportColumn, ReportRow } from '@extranet/shared/reports/list-reply';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../../../db/client.ts';
import { orderBySql, selectList, type ListReport, type RawRow } from '../list-type.ts';
import { REPORT_FROM, type ReportBase } from '../queries.ts';

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

/** What each column reads of a group of one entity and one applicant (and sorts by). */
const values: Record<string, SQL> = {
  entityName: sql.raw('e.name'),
  entityCif: sql.raw('e.cif'),
  // The entity's council, else its applicant's: one per pair, as the group's minimum.
  council: sql.raw('min(k.value)'),
  userName: sql.raw('u.name'),
  userSurname: sql.raw('u.surname'),
  userDni: sql.raw('u.username'),
  userPhone: sql.raw('u.phone'),
  userMail: sql.raw('u.email'),
  requests: sql.raw('count(*)::int'),
  lastRequest: sql.raw('max(f.request_day)'),
};

/** One group per entity and applicant among the orders made for an entity. */
const grouped = (base: ReportBase) =>
  sql`${REPORT_FROM} where (${base.where}) and o.entity_id is not null group by e.id, u.id`;

/** Entity, then applicant by surname and name: the default sort's order, and every tie's. */
const tieBreak = sql.raw('e.id, u.surname, u.name, u.id');

export const entityStaff: ListReport = {
  sorts: values,
  defaultSort: { key: 'entityName', order: 'asc' },
  async survey(db, base) {
    const [raw] = rowsOf<{ total: number }>(
      await db.execute(
        sql`select count(*)::int as total from (select 1 ${grouped(base)}) as pairs`,
      ),
    );
    return { total: raw?.total ?? 0, columns: shown, summary: [] };
  },
  async page(db, base, sort, limit, offset) {
    const select = selectList({
      ...values,
      lastRequest: sql.raw('max(f.request_day)::text'),
      entityId: sql.raw('e.id'),
      userId: sql.raw('u.id'),
      // The pair's latest order, the one a click opens.
      orderId: sql.raw('(array_agg(o.id order by o.created_at desc, o.id desc))[1]'),
    });
    const rows = rowsOf<RawRow>(
      await db.execute(
        sql`select ${select} ${grouped(base)} order by ${orderBySql(sort, tieBreak)} limit ${limit} offset ${offset}`,
      ),
    );
    return rows.map((raw): ReportRow => {
      const row: ReportRow = { id: `${String(raw.entityId)}-${String(raw.userId)}` };
      for (const { key } of shown) row[key] = (raw[key] ?? null) as ReportRow[string];
      row.orderId = Number(raw.orderId);
      return row;
    });
  },
};
