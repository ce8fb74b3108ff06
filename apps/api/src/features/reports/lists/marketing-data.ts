import type { ReportColumn, ReportRow } from '@extranet/shared/reports/list-reply';
import { CITIZEN_TARGET_ID } from '@extranet/shared/targets';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../../../db/client.ts';
import { orderBySql, selectList, type ListReport, type RawRow } from '../list-type.ts';
import { REPORT_FROM, type ReportBase } from '../queries.ts';

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
const matching = (base: ReportBase) =>
  sql`${REPORT_FROM} where (${base.where}) and not u.disabled and u.email <> ''`;

/**
 * Each applicant's latest order among them (read on the orders' own columns), with what its row
 * shows: the applicant, and the entity, council and target of that order.
 */
const people = (base: ReportBase) => sql`select pu.id as user_id, l.order_id,
    lower(pu.email) as mail, pu.email, pu.name, pu.surname, pu.phone, pe.name as entity,
    coalesce(nullif(pe.city, ''), nullif(pu.city, '')) as city, pk.value as council,
    pt.value as target, pf.request_day
  from (select distinct on (o.user_id) o.user_id, o.id as order_id ${matching(base)}
        order by o.user_id, o.created_at desc, o.id desc) l
  join orders po on po.id = l.order_id
  join order_report_facts pf on pf.order_id = po.id
  join users pu on pu.id = l.user_id
  left join entities pe on pe.id = po.entity_id
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

export const marketingData: ListReport = {
  sorts,
  defaultSort: { key: 'userMail', order: 'asc' },
  csvHeaders,
  async survey(db, base) {
    const [raw] = rowsOf<{ total: number }>(
      await db.execute(sql`select count(distinct o.user_id)::int as total ${matching(base)}`),
    );
    return { total: raw?.total ?? 0, columns: shown, summary: [] };
  },
  async page(db, base, sort, limit, offset) {
    const order = orderBySql(sort, sql.raw('people.mail'));
    // The tags are read for the page's applicants only: their matching orders' activity names.
    const rows = rowsOf<RawRow>(
      await db.execute(sql`select ${selectList({
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
        tags: sql`(select string_agg(distinct a.name, ' | ' order by a.name) ${matching(base)}
          and o.user_id = people.user_id)`,
      })}
      from (select * from (${people(base)}) people order by ${order}
            limit ${limit} offset ${offset}) people
      order by ${order}`),
    );
    return rows.map((raw): ReportRow => {
      const row: ReportRow = { id: String(raw.mail) };
      for (const { key } of shown) row[key] = (raw[key] ?? null) as ReportRow[string];
      row.orderId = Number(raw.orderId);
      return row;
    });
  },
};
