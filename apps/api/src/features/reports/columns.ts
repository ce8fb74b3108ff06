import type { ReportColumnType } from '@extranet/shared/reports/list-reply';
import { sql, type SQLWrapper } from 'drizzle-orm';
import { serverTimeZone } from '../../time/today.ts';
import type { ListColumn } from './list-type.ts';

/**
 * The columns the list reports share, with their names (docs/product/reporting.md#list-reports)
 * and the SQL they read from the aliases of queries.ts. Values go out raw: days as YYYY-MM-DD,
 * amounts and hours as numbers, flags as booleans; the screen and the CSV format them.
 */

/** A column whose sort, when given, reads `sort` (the value itself when `true`). */
function column(
  key: string,
  header: string,
  type: ReportColumnType,
  value: string,
  sort: string | boolean = true,
): ListColumn {
  return {
    key,
    header,
    type,
    value: sql.raw(value),
    ...(sort === false ? {} : { sort: sql.raw(sort === true ? value : sort) }),
  };
}

/** A day of the facts, as YYYY-MM-DD text (the driver would make a Date of it), sorted as a day. */
const day = (key: string, header: string, name: string) =>
  column(key, header, 'date', `${name}::text`, name);

/** An amount of the facts (numeric) as a number. */
const amount = (key: string, header: string, type: ReportColumnType, name: string) =>
  column(key, header, type, `${name}::float8`, name);

/** A column whose sort value is never null. */
const neverBlank = (listColumn: ListColumn): ListColumn => ({ ...listColumn, neverBlank: true });

export const columns = {
  id: neverBlank(column('id', 'Id', 'int', 'o.id')),
  /** The request day. */
  date: neverBlank(day('date', 'Fecha', 'f.request_day')),
  state: column('state', 'Estado', 'text', 's.value'),
  activityName: neverBlank(column('activityName', 'Actividad', 'text', 'a.name')),
  complement: column('complement', 'Complemento', 'text', 'a.complement'),
  edition: column('edition', 'Edición', 'text', 'c.edition'),
  applicant: column('applicant', 'Solicitante', 'text', `u.name || ' ' || u.surname`),
  userName: column('userName', 'Nombre', 'text', 'u.name'),
  userSurname: column('userSurname', 'Apellidos', 'text', 'u.surname'),
  userDni: column('userDni', 'DNI', 'text', 'u.username'),
  userPhone: column('userPhone', 'Teléfono', 'text', 'u.phone'),
  userMail: column('userMail', 'Email', 'text', 'u.email'),
  /** '—' for a request made as an individual. */
  entityName: column('entityName', 'Entidad', 'text', `coalesce(e.name, '—')`, 'e.name'),
  entityCif: column('entityCif', 'CIF', 'text', 'e.cif'),
  entityAddress: column('entityAddress', 'Dirección', 'text', 'e.address'),
  entityCity: column('entityCity', 'Localidad', 'text', 'e.city'),
  entityPostalCode: column('entityPostalCode', 'C.P.', 'text', 'e.postal_code'),
  /** The entity's council, or the applicant's for an individual request. */
  council: column('council', 'Concejo', 'text', 'k.value'),
  /** The entity's target, or the citizen target for an individual request. */
  target: column('target', 'Destinatario', 'text', 't.value'),
  /** The activity's management text. */
  managementData: column('managementData', 'Datos de gestión', 'text', 'a.data_management', false),
  visitors: column('visitors', 'Participantes', 'int', 'f.visitors'),
  realParticipants: column(
    'realParticipants',
    'Participantes reales',
    'int',
    'f.real_participants',
  ),
  visitType: column('visitType', 'Tipo de visita', 'text', 'f.visit_type'),
  visitHours: amount('visitHours', 'Duración (h)', 'hours', 'f.visit_hours'),
  requestedDate: day('requestedDate', 'Fecha solicitada', 'f.requested_date'),
  agreedDate: day('agreedDate', 'Fecha acordada', 'f.agreed_date'),
  agreedTime: column('agreedTime', 'Hora acordada', 'time', 'f.agreed_time::text', 'f.agreed_time'),
  completionDate: day('completionDate', 'Fecha realización', 'f.completion_date'),
  plannedDate: day('plannedDate', 'Fecha acordada', 'f.planned_date'),
  doneDate: day('doneDate', 'Fecha realización', 'f.done_date'),
  price: amount('price', 'Precio', 'money', 'f.price'),
  units: amount('units', 'Unidades', 'decimal', 'f.units'),
  bus: column('bus', 'Autobús', 'bool', 'f.bus'),
  busCost: amount('busCost', 'Coste de bus', 'money', 'f.bus_cost'),
  pickup: column('pickup', 'Hora y lugar de recogida', 'text', 'f.pickup'),
  blueContainers: column('blueContainers', 'Cont. azules', 'int', 'f.blue_containers'),
  yellowContainers: column('yellowContainers', 'Cont. amarillos', 'int', 'f.yellow_containers'),
  blueBins: column('blueBins', 'Ecop. azules', 'int', 'f.blue_bins'),
  yellowBins: column('yellowBins', 'Ecop. amarillas', 'int', 'f.yellow_bins'),
} satisfies Record<string, ListColumn>;

/** A column of the common set under another header (a report naming a date its own way). */
export const renamed = (base: ListColumn, header: string, key = base.key): ListColumn => ({
  ...base,
  key,
  header,
});

/**
 * The TIME_ZONE setting as a query parameter, read when the query is written: the app sets the
 * zone after this module is loaded (docs/exports-text-and-time.md).
 */
export const serverZone: SQLWrapper = { getSQL: () => sql`${serverTimeZone()}` };
