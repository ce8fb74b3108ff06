import { OrderState } from '../order-states.ts';

/**
 * The 39 report types (docs/product/reporting.md#catalogue): what each is, which date its range
 * applies to, its default states, its activity rule and the filters it shows. The server reads
 * its queries from these rules and the screens their controls, so both agree.
 */

/**
 * 'list': a paginated table of orders (or of people); 'eventList': appointments and event lines,
 * rows not clickable; 'predefined': a printable document (docs/product/reporting.md#kinds).
 */
export type ReportKind = 'list' | 'eventList' | 'predefined';

/**
 * The date the main range applies to (docs/product/reporting.md#dates): the request day, the
 * planned day (agreed, else requested) or the day done (completion, else agreed, else requested).
 */
export type DateBasis = 'request' | 'planned' | 'done';

/**
 * Activity rules (docs/product/reporting.md#default-states): the activity's name holds the word
 * (for 'finde', the activity's or its campaign's), and never 'online'.
 */
export type NameRule = 'visita' | 'materiales' | 'recogida' | 'finde';

/** The filter controls, by their wire names (docs/product/reporting.md#filters). */
export type ReportFilterKey =
  | 'activity'
  | 'tag'
  | 'edition'
  | 'entity'
  | 'orderState'
  | 'dates'
  | 'target'
  | 'idFilter'
  | 'councilId'
  | 'userDni'
  | 'userName'
  | 'userMail'
  | 'advanced';

const ALL: readonly ReportFilterKey[] = [
  'activity',
  'tag',
  'edition',
  'entity',
  'orderState',
  'dates',
  'target',
  'idFilter',
  'councilId',
  'userDni',
  'userName',
  'userMail',
  'advanced',
];
/** Documents and person rows: every filter but the order id. */
const DOC = ALL.filter((key) => key !== 'idFilter');
/** Aggregates: no person filters. */
const AGG: readonly ReportFilterKey[] = [
  'activity',
  'tag',
  'edition',
  'entity',
  'orderState',
  'dates',
  'target',
  'councilId',
  'advanced',
];
/** Event lists: the name filter reads the event ('Evento'). */
const EVT: readonly ReportFilterKey[] = [
  'activity',
  'tag',
  'edition',
  'entity',
  'orderState',
  'dates',
  'userName',
];

/** The four default state sets (docs/product/reporting.md#default-states). */
export const reportStateSets = {
  acceptedDone: [OrderState.Accepted, OrderState.Done],
  acceptedPending: [OrderState.Accepted, OrderState.Pending],
  accepted: [OrderState.Accepted],
  live: [OrderState.Accepted, OrderState.Done, OrderState.Pending],
} as const satisfies Record<string, readonly OrderState[]>;

export interface ReportType {
  id: number;
  /** The code's name of the type. */
  key: string;
  /** Its Spanish name, as the cascader and the document show it. */
  name: string;
  kind: ReportKind;
  basis: DateBasis;
  /** The states selected when the type is chosen; an empty selection means any state. */
  states: readonly OrderState[];
  rule?: NameRule;
  /** Only orders whose management answers say a bus goes. */
  bus?: boolean;
  /** Also exported as an iCalendar file ('EXPORTAR ICS', `format=ics`). */
  calendarFile?: boolean;
  filters: readonly ReportFilterKey[];
}

const { acceptedDone, acceptedPending, accepted, live } = reportStateSets;

const type = (
  id: number,
  key: string,
  name: string,
  kind: ReportKind,
  basis: DateBasis,
  states: readonly OrderState[],
  filters: readonly ReportFilterKey[],
  extra: Pick<ReportType, 'rule' | 'bus' | 'calendarFile'> = {},
): ReportType => ({ id, key, name, kind, basis, states, filters, ...extra });

/** Every report type, by id 0 to 38. */
export const reportTypes: readonly ReportType[] = [
  type(0, 'fullReport', 'Informe completo', 'list', 'request', live, ALL),
  type(
    1,
    'applicantActivities',
    'Realización de actividades de un solicitante',
    'list',
    'done',
    acceptedDone,
    ALL,
  ),
  type(2, 'requestsBetweenDates', 'Solicitudes entre fechas', 'list', 'request', live, ALL),
  type(
    3,
    'totalsByActivityYear',
    'Totales por actividad y año',
    'predefined',
    'request',
    acceptedDone,
    AGG,
  ),
  type(
    4,
    'totalsByActivityStateYear',
    'Totales por actividad, estado y año',
    'predefined',
    'request',
    live,
    AGG,
  ),
  type(
    5,
    'totalsByActivityEntityStateYear',
    'Totales por actividad, entidad, estado y año',
    'predefined',
    'request',
    live,
    AGG,
  ),
  type(6, 'activityData', 'Datos actividad', 'list', 'request', acceptedDone, ALL),
  type(7, 'entityStaff', 'Personal dependiente de una entidad', 'list', 'request', live, DOC),
  type(8, 'visitorCount', 'Número Visitantes', 'list', 'done', acceptedDone, ALL, {
    rule: 'visita',
  }),
  type(9, 'busData', 'Datos de autobús', 'list', 'planned', acceptedPending, ALL, { bus: true }),
  type(10, 'deliveredMaterials', 'Materiales entregados', 'list', 'request', acceptedDone, ALL, {
    rule: 'materiales',
  }),
  type(11, 'selectiveCollection', 'Recogida selectiva', 'list', 'request', acceptedDone, ALL, {
    rule: 'recogida',
  }),
  type(12, 'visitData', 'Datos Visita', 'list', 'planned', acceptedPending, ALL, {
    rule: 'visita',
  }),
  type(13, 'completion', 'Realización', 'list', 'done', acceptedDone, ALL),
  type(14, 'management', 'Gestión', 'list', 'request', live, ALL),
  type(
    15,
    'totalsByActivityCouncilStateYear',
    'Totales por actividad, concejo, estado y año',
    'predefined',
    'request',
    live,
    AGG,
  ),
  type(
    16,
    'totalsByCouncilStateYear',
    'Totales por concejo, estado y año',
    'predefined',
    'request',
    live,
    AGG,
  ),
  type(
    17,
    'groupByCouncilEntity',
    'Agrupación por concejo y entidad',
    'predefined',
    'request',
    acceptedDone,
    AGG,
  ),
  type(
    18,
    'groupByActivity',
    'Agrupación por actividad',
    'predefined',
    'request',
    acceptedDone,
    AGG,
  ),
  type(19, 'groupByCouncil', 'Agrupación por concejo', 'predefined', 'request', acceptedDone, AGG),
  type(
    20,
    'groupByTarget',
    'Agrupación por tipo de destinatario',
    'predefined',
    'request',
    acceptedDone,
    AGG,
  ),
  type(
    21,
    'requestsBetweenDatesSheet',
    'Relación de solicitudes entre fechas',
    'predefined',
    'request',
    live,
    DOC,
  ),
  type(
    22,
    'requestsByActivitySheet',
    'Relación de solicitudes por actividad',
    'predefined',
    'request',
    live,
    DOC,
  ),
  type(
    23,
    'approvedInADay',
    'Actividades aprobadas en un día',
    'predefined',
    'planned',
    accepted,
    AGG,
  ),
  type(
    24,
    'requestsByEntitySheet',
    'Relación de solicitudes por entidad',
    'predefined',
    'request',
    live,
    DOC,
  ),
  type(
    25,
    'busBeneficiaries',
    'Beneficiarios del servicio de autobús',
    'predefined',
    'done',
    acceptedDone,
    AGG,
    { bus: true },
  ),
  type(26, 'busSchedule', 'Programación de autobuses', 'predefined', 'planned', accepted, AGG, {
    bus: true,
  }),
  type(27, 'rerMaterials', 'Materiales RER', 'predefined', 'request', acceptedDone, AGG, {
    rule: 'materiales',
  }),
  type(
    28,
    'findesByCompletion',
    'FINDES por fecha de realización',
    'predefined',
    'done',
    acceptedDone,
    DOC,
    { rule: 'finde' },
  ),
  type(29, 'findesByRequest', 'FINDES por fecha de solicitud', 'predefined', 'request', live, DOC, {
    rule: 'finde',
  }),
  type(
    30,
    'findesByRequestCompanions',
    'FINDES por solicitud con acompañantes',
    'predefined',
    'request',
    live,
    DOC,
    { rule: 'finde' },
  ),
  type(
    31,
    'findesByCompletionCompanions',
    'FINDES por realización con acompañantes',
    'predefined',
    'done',
    acceptedDone,
    DOC,
    { rule: 'finde' },
  ),
  type(32, 'calendarEvents', 'Eventos del calendario', 'eventList', 'planned', accepted, EVT),
  type(
    33,
    'rerMaterialsCards',
    'Materiales RER (fichas)',
    'predefined',
    'request',
    acceptedDone,
    AGG,
    { rule: 'materiales' },
  ),
  type(
    34,
    'totalsByTargetStateYear',
    'Totales por destinatario, estado y año',
    'predefined',
    'request',
    live,
    AGG,
  ),
  type(
    35,
    'calendarImport',
    'Eventos para importar en un calendario externo',
    'eventList',
    'planned',
    accepted,
    EVT,
    { calendarFile: true },
  ),
  type(36, 'collectedData', 'Datos recogidos', 'list', 'request', live, ALL),
  type(37, 'marketingData', 'Datos para automatización de marketing', 'list', 'request', live, DOC),
  type(38, 'visits', 'Visitas', 'predefined', 'done', acceptedDone, AGG, { rule: 'visita' }),
];

/** The report type of an id, or undefined for an id outside 0 to 38. */
export const reportTypeById = (id: number): ReportType | undefined =>
  Number.isInteger(id) ? reportTypes[id] : undefined;

/** The type the screens open with (docs/product/reporting.md#screens): Datos actividad. */
export const DEFAULT_REPORT_TYPE_ID = 6;

/** The id the full rows are read with ('fullreport' on the wire), as the row detail does. */
export const FULL_REPORT_ID = 0;

/** The cascader's groups, in order, with their types in order (docs/product/reporting.md#screens). */
export const reportGroups: readonly { label: string; ids: readonly number[] }[] = [
  { label: 'Listados', ids: [6, 0, 1, 2, 7, 13, 14] },
  { label: 'Visitas y autobús', ids: [8, 9, 12, 23, 25, 26, 38] },
  { label: 'Materiales y recogida', ids: [10, 11, 27, 33] },
  { label: 'Totales', ids: [3, 4, 5, 15, 16, 34] },
  { label: 'Agrupaciones', ids: [17, 18, 19, 20] },
  { label: 'Relaciones de solicitudes', ids: [21, 22, 24] },
  { label: 'FINDES', ids: [28, 29, 30, 31] },
  { label: 'Eventos', ids: [32, 35] },
  { label: 'Exportación de datos', ids: [36, 37] },
];
