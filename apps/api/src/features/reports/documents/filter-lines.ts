import { orderStateNames } from '@extranet/shared/order-states';
import type { DateBasis } from '@extranet/shared/reports/report-types';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../db/client.ts';
import { councils, users } from '../../../db/schema/users.ts';
import type { ReportContext } from '../list-type.ts';
import { activityLabel } from './group-labels.ts';

/**
 * The filter as the document's head writes it (docs/product/reporting.md#documents): one line per
 * filter sent that the type applies, in the screen's words, with names read for the ids sent.
 */

/** Names a line lists before it says how many more there are. */
const LISTED = 10;

/** The main range's label, naming the date it applies to. */
const rangeLabel: Record<DateBasis, string> = {
  request: 'Fechas de solicitud',
  planned: 'Fechas acordadas',
  done: 'Fechas de realización',
};

/** The AVANZADO ranges, with the screen's labels. */
const advancedRanges = [
  ['Fecha solicitada', 'requestedStart', 'requestedEnd'],
  ['Fecha acordada', 'agreedStart', 'agreedEnd'],
  ['Fecha de realización', 'completitionStart', 'completitionEnd'],
] as const;

const day = (iso: string) => iso.split('-').reverse().join('/');

/** '01/01/2026 – 31/12/2026', 'desde 01/01/2026' or 'hasta 31/12/2026'; '' when unsent. */
function range(start: string | undefined, end: string | undefined): string {
  if (start && end) return `${day(start)} – ${day(end)}`;
  if (start) return `desde ${day(start)}`;
  return end ? `hasta ${day(end)}` : '';
}

/** 'A, B, C', or the first ten and '… y N más'. */
function listed(names: readonly string[]): string {
  const shown = names.slice(0, LISTED).join(', ');
  const more = names.length - LISTED;
  return more > 0 ? `${shown} … y ${more} más` : shown;
}

const sent = <T>(values: readonly T[] | undefined): values is readonly T[] =>
  values !== undefined && values.length > 0;

/**
 * The labels of the activities sent, within the caller's scope: an id of another organization or
 * of another gestor's campaign names nothing.
 */
async function activityNames(db: Db, ids: readonly number[], ctx: ReportContext) {
  const { organizationId, campaignIds } = ctx.scope;
  const list = (values: readonly number[]) =>
    sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    );
  const campaignsOf =
    campaignIds === null
      ? sql`true`
      : campaignIds.length === 0
        ? sql`false`
        : sql`c.id in (${list(campaignIds)})`;
  const rows = rowsOf<{ label: string }>(
    await db.execute(
      sql`select ${sql.raw(activityLabel)} as label
        from activities a join campaigns c on c.id = a.campaign_id
        where a.id in (${list(ids)}) and c.organization_id = ${organizationId} and ${campaignsOf}
        order by a.name, a.id`,
    ),
  );
  return rows.map((row) => row.label);
}

async function councilNames(db: Db, ids: readonly number[]) {
  const rows = await db
    .select({ value: councils.value })
    .from(councils)
    .where(inArray(councils.id, [...ids]))
    .orderBy(asc(councils.value));
  return rows.map((row) => row.value);
}

/** The supervisor a role 2+ caller names, of its own organization. */
async function supervisorName(db: Db, id: number, organizationId: number) {
  const [row] = await db
    .select({ name: sql<string>`${users.name} || ' ' || ${users.surname}` })
    .from(users)
    .where(and(eq(users.id, id), eq(users.organizationId, organizationId)));
  return row?.name ?? '';
}

/** The lines of the document's head; 'Sin filtros' when none was sent. */
export async function filterLines(db: Db, ctx: ReportContext): Promise<string[]> {
  const { filter, type, scope } = ctx;
  const uses = (key: (typeof type.filters)[number]) => type.filters.includes(key);
  const lines: [label: string, text: string][] = [];
  if (filter.isHistoric) lines.push(['Vista', 'Históricos']);
  if (scope.supervisorId !== undefined) {
    lines.push(['Supervisor', await supervisorName(db, scope.supervisorId, scope.organizationId)]);
  }
  if (uses('activity') && sent(filter.activity)) {
    lines.push(['Actividades', listed(await activityNames(db, filter.activity, ctx))]);
  }
  if (uses('tag') && sent(filter.tag)) lines.push(['Complementos', listed(filter.tag)]);
  if (uses('edition') && sent(filter.edition)) lines.push(['Ediciones', listed(filter.edition)]);
  if (uses('entity') && sent(filter.entity)) lines.push(['Entidades', listed(filter.entity)]);
  if (uses('orderState') && sent(filter.orderState)) {
    const states = [...filter.orderState].sort((a, b) => a - b);
    const names = states.map((id) => orderStateNames[id as keyof typeof orderStateNames] ?? '');
    lines.push(['Estados', listed(names.filter((name) => name !== ''))]);
  }
  if (uses('dates')) lines.push([rangeLabel[type.basis], range(filter.startDate, filter.endDate)]);
  if (uses('target') && sent(filter.target)) lines.push(['Destinatarios', listed(filter.target)]);
  if (uses('councilId') && sent(filter.councilId)) {
    lines.push(['Concejos', listed(await councilNames(db, filter.councilId))]);
  }
  if (uses('userDni') && filter.userDni) lines.push(['NIF / DNI', filter.userDni]);
  if (uses('userName') && filter.userName) lines.push(['Nombre', filter.userName]);
  if (uses('userMail') && filter.userMail) lines.push(['Email', filter.userMail]);
  if (uses('advanced')) {
    for (const [label, start, end] of advancedRanges) {
      lines.push([label, range(filter[start], filter[end])]);
    }
  }
  const written = lines
    .filter(([, text]) => text !== '')
    .map(([label, text]) => `${label}: ${text}`);
  return written.length > 0 ? written : ['Sin filtros'];
}
