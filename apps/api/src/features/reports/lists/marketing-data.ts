import type { ReportColumn, ReportRow } from '@extranet/shared/reports/list-reply';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../../../db/client.ts';
import { orderBySql, selectList, type ListReport, type RawRow } from '../list-type.ts';
import { REPORT_FROM, type ReportBase } from '../queries.ts';

/**
 * 37 · Datos para automatización de marketing (docs/product/reporting.md#list-reports): one row
 * per applicant e-mail (case aside) among the matching orders, from its latest order, with the
 * activities it asked for as tags. Disabled users are left out, and so are users without an
 * address, which a mailing program could not use. A row opens that latest order (`orderId`).
 * Its CSV is read by a program: machine headers (docs/product/reporting.md#csv).
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

/** The matching orders of enabled users with an address, with what a row reads of each. */
const matching = (base: ReportBase) => sql`select lower(u.email) as mail, o.id, o.created_at,
    a.name as activity, u.email, u.name, u.surname, u.phone, e.name as entity,
    coalesce(nullif(e.city, ''), nullif(u.city, '')) as city, k.value as council, t.value as target,
    f.request_day
  ${REPORT_FROM} where (${base.where}) and not u.disabled and u.email <> ''`;

/** Each address's latest order (its row) and its activities' names (its tags). */
const people = (base: ReportBase) => sql`with m as (${matching(base)}),
  latest as (select distinct on (mail) * from m order by mail, created_at desc, id desc),
  tags as (select mail, string_agg(distinct activity, ' | ' order by activity) as tags
           from m group by mail)
  select ${selectList({
    mail: sql.raw('latest.mail'),
    orderId: sql.raw('latest.id'),
    userMail: sql.raw('latest.email'),
    userName: sql.raw('latest.name'),
    userSurname: sql.raw('latest.surname'),
    userPhone: sql.raw('latest.phone'),
    entityName: sql.raw('latest.entity'),
    city: sql.raw('latest.city'),
    council: sql.raw('latest.council'),
    target: sql.raw('latest.target'),
    tags: sql.raw('tags.tags'),
    lastRequest: sql.raw('latest.request_day::text'),
  })}
  from latest join tags on tags.mail = latest.mail`;

const sorts: Record<string, SQL> = {
  userMail: sql.raw('latest.mail'),
  userName: sql.raw('latest.name'),
  userSurname: sql.raw('latest.surname'),
  userPhone: sql.raw('latest.phone'),
  entityName: sql.raw('latest.entity'),
  city: sql.raw('latest.city'),
  council: sql.raw('latest.council'),
  target: sql.raw('latest.target'),
  lastRequest: sql.raw('latest.request_day'),
};

export const marketingData: ListReport = {
  sorts,
  defaultSort: { key: 'userMail', order: 'asc' },
  csvHeaders,
  async survey(db, base) {
    const [raw] = rowsOf<{ total: number }>(
      await db.execute(
        sql`select count(distinct lower(u.email))::int as total ${REPORT_FROM}
          where (${base.where}) and not u.disabled and u.email <> ''`,
      ),
    );
    return { total: raw?.total ?? 0, columns: shown, summary: [] };
  },
  async page(db, base, sort, limit, offset) {
    const rows = rowsOf<RawRow>(
      await db.execute(
        sql`${people(base)} order by ${orderBySql(sort, sql.raw('latest.mail'))} limit ${limit} offset ${offset}`,
      ),
    );
    return rows.map((raw): ReportRow => {
      const row: ReportRow = { id: String(raw.mail) };
      for (const { key } of shown) row[key] = (raw[key] ?? null) as ReportRow[string];
      row.orderId = Number(raw.orderId);
      return row;
    });
  },
};
