import { Role } from '@extranet/shared/roles';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import type { StoredFormField } from '../src/db/schema/activities.ts';
import { orders, type OrderAnswer } from '../src/db/schema/orders.ts';
import { writeReportFacts } from '../src/features/reports/public.ts';
import { today } from '../src/time/today.ts';
import {
  makeActivityWith,
  makeCampaignWith,
  makeEntity,
  makeOrganization,
  makeUser,
  uniqueEmail,
  type TestUser,
} from './factories.ts';

/**
 * The fixed data set of the report tests (docs/product/reporting.md#list-reports): 53 orders of
 * two gestores' campaigns (and one of another organization) whose rows, totals and sums the tests
 * write down by hand. Days are written relative to this year of the server's clock: 'Y-03-20' is
 * 20 March of this year, 'Y1-' last year, 'Y2-' two years ago, 'Y3-' three (before the floor of
 * the non-historic view). Times are Madrid's. Orders are inserted in the order of `orderSpecs`,
 * so their ids grow down the table.
 *
 * | activity (campaign, gestor) | orders |
 * | --- | --- |
 * | visit: 'Visita a la planta de La Zoreda' (escolar, A), 'Primaria' | v1..v10 |
 * | online: 'Visita online al vertedero' (escolar, A), 'Primaria' | o1, o2 |
 * | materials: 'Entrega de materiales educativos' (escolar, A), 'Secundaria' | m1..m4 |
 * | collection: 'Recogida selectiva en centros' (municipal, B), 'Adultos' | r1..r4 |
 * | finde: 'Ruta de senderismo por Somiedo' (FINDES 'Findes en familia', A), no complement | f1..f3 |
 * | workshop: 'Taller de compostaje doméstico' (municipal, B), 'Adultos' | w1..w5 |
 * | visitB: 'Visita al aula de la naturaleza' (municipal, B), 'Infantil' | b1, b2 |
 * | survey: 'Encuesta de satisfacción' (escolar, A), no complement | s1, s2 |
 * | talk: 'Charla sobre reciclaje' (escolar, A), 'Secundaria' | c01..c20 |
 * | other: 'Visita a otra planta' (another organization) | x1 |
 *
 * Campaign editions: escolar '2025/26', findes '2024/25', municipal '2023/24', foreign 'Ext 1'.
 * The survey ended two years ago (30 June). Inés's phone starts with '=' (a formula to neutralise).
 */

export type PersonKey = 'lucia' | 'oscar' | 'marta' | 'pablo' | 'ines' | 'foreigner';
export type EntityKey = 'colegio' | 'ies' | 'asociacion' | 'ayto' | 'club';
export type ActivityKey =
  | 'visit'
  | 'online'
  | 'materials'
  | 'collection'
  | 'finde'
  | 'workshop'
  | 'visitB'
  | 'survey'
  | 'talk'
  | 'other';

/** Councils of the fixture (ids of packages/shared/data/asturias-councils.json). */
export const council = {
  aviles: 4,
  gijon: 24,
  langreo: 31,
  mieres: 37,
  oviedo: 44,
  siero: 65,
} as const;

/** The applicants: name, surname, phone and council (Pablo has none). */
const applicants: Record<
  PersonKey,
  { name: string; surname: string; phone: string; councilId: number | null }
> = {
  lucia: { name: 'Lucía', surname: 'Fernández García', phone: '985111111', councilId: 44 },
  oscar: { name: 'Óscar', surname: 'Álvarez Menéndez', phone: '985222222', councilId: 24 },
  marta: { name: 'Marta', surname: 'Suárez Prieto', phone: '985333333', councilId: 4 },
  pablo: { name: 'Pablo', surname: 'Díaz Rodríguez', phone: '985444444', councilId: null },
  ines: { name: 'Inés', surname: 'Martínez López', phone: '=985555555', councilId: 65 },
  foreigner: { name: 'Xana', surname: 'Otra Organización', phone: '985666666', councilId: 44 },
};

/** The entities: name, CIF as stored, council and target (the club has none). */
export const entitySpecs: Record<
  EntityKey,
  { name: string; cif: string; councilId: number; targetId: number | null }
> = {
  colegio: { name: 'Colegio Público La Ería', cif: 'Q-3312345-J', councilId: 44, targetId: 1 },
  ies: { name: 'IES Número Uno, Gijón', cif: 'Q3300002B', councilId: 24, targetId: 1 },
  asociacion: {
    name: 'Asociación Vecinal El Carbayu',
    cif: 'G33123456',
    councilId: 65,
    targetId: 3,
  },
  ayto: { name: 'Ayuntamiento de Langreo', cif: 'P3303100C', councilId: 31, targetId: 4 },
  club: { name: 'Club de Montaña Peña Ubiña', cif: 'G33654321', councilId: 37, targetId: null },
};

const text = (name: string, label: string): StoredFormField => ({ name, label, type: 'text' });
const number = (name: string, label: string): StoredFormField => ({ name, label, type: 'number' });
const date = (name: string, label: string): StoredFormField => ({ name, label, type: 'date' });

const visitForm: StoredFormField[] = [
  text('centro', 'Centro educativo'),
  number('visitantes', 'Número de visitantes'),
  date('fecha', 'Fecha de la visita'),
  {
    name: 'tipo',
    label: 'Tipo de visita',
    type: 'select',
    values: [
      { label: 'VISITA ESTANDAR', value: 'estandar' },
      { label: 'TALLER', value: 'taller' },
    ],
  },
  text('curso', 'Curso'),
  { name: 'observaciones', label: 'Observaciones', type: 'textarea' },
];

/** The management fields the fixture's answers use (labels of the management catalogue). */
const managementForm: StoredFormField[] = [
  date('fecha_acordada', 'Fecha acordada'),
  text('hora_acordada', 'Hora acordada'),
  text('autobus', 'Autobús'),
  text('coste_bus', 'Coste de bus'),
  text('recogida', 'Hora y lugar de recogida'),
  text('precio', 'Precio'),
  date('fecha_realizacion', 'Fecha realización'),
  text('participantes_reales', 'Participantes reales'),
  text('unidades', 'Unidades'),
  text('cont_azules', 'Contenedores azules'),
  text('cont_amarillos', 'Contenedores amarillos'),
  text('eco_azules', 'Ecopapeleras azules'),
  text('eco_amarillas', 'Ecopapeleras amarillas'),
  { name: 'motivo', label: 'Motivo', type: 'textarea' },
];

export const activitySpecs: Record<
  ActivityKey,
  {
    name: string;
    campaign: 'escolar' | 'findes' | 'municipal' | 'foreign';
    complement: string;
    form: StoredFormField[];
    /** The last day of the activity (today's by default), for the choice list's newerThan. */
    endDate?: string;
  }
> = {
  visit: {
    name: 'Visita a la planta de La Zoreda',
    campaign: 'escolar',
    complement: 'Primaria',
    form: visitForm,
  },
  online: {
    name: 'Visita online al vertedero',
    campaign: 'escolar',
    complement: 'Primaria',
    form: visitForm,
  },
  materials: {
    name: 'Entrega de materiales educativos',
    campaign: 'escolar',
    complement: 'Secundaria',
    form: [
      text('centro', 'Centro educativo'),
      number('alumnos', 'Número de alumnos'),
      text('material', 'Material solicitado'),
    ],
  },
  collection: {
    name: 'Recogida selectiva en centros',
    campaign: 'municipal',
    complement: 'Adultos',
    form: [text('centro', 'Centro'), number('participantes', 'Número de participantes')],
  },
  finde: {
    name: 'Ruta de senderismo por Somiedo',
    campaign: 'findes',
    complement: '',
    form: [
      number('personas', 'Número de personas'),
      date('fecha', 'Fecha de la salida'),
      text('acompanante1', 'Acompañante 1'),
    ],
  },
  workshop: {
    name: 'Taller de compostaje doméstico',
    campaign: 'municipal',
    complement: 'Adultos',
    form: [
      text('asociacion', 'Asociación'),
      number('asistentes', 'Número de asistentes'),
      date('fecha', 'Fecha deseada'),
    ],
  },
  visitB: {
    name: 'Visita al aula de la naturaleza',
    campaign: 'municipal',
    complement: 'Infantil',
    form: visitForm,
  },
  survey: {
    name: 'Encuesta de satisfacción',
    campaign: 'escolar',
    complement: '',
    endDate: 'Y2-06-30',
    form: [
      text('valoracion', 'Valoración'),
      { name: 'comentarios', label: 'Comentarios', type: 'textarea' },
      text('sugerencias', 'Sugerencias'),
    ],
  },
  talk: {
    name: 'Charla sobre reciclaje',
    campaign: 'escolar',
    complement: 'Secundaria',
    form: [text('centro', 'Centro educativo'), number('alumnos', 'Número de alumnos')],
  },
  other: { name: 'Visita a otra planta', campaign: 'foreign', complement: '', form: visitForm },
};

/** A management answer: its field's name in `managementForm` and its value. */
type Management = Record<string, string>;

export interface OrderSpec {
  key: string;
  activity: ActivityKey;
  by: PersonKey;
  entity?: EntityKey;
  state: 1 | 2 | 3 | 4 | 5 | 6;
  /** 'Y-02-10 09:15': the order's moment in Madrid. */
  at: string;
  /** Request answers by field name; the rest of the form is answered ''. */
  answers?: Record<string, string>;
  /** Management answers by field name, stored in this order. */
  management?: Management;
  /** The appointment columns (as a manager's save copies them from the answers). */
  agreed?: [day: string, time: string];
  /** Raw request answers instead of the form's (a historic order). */
  rawAnswers?: OrderAnswer[];
}

/** The orders, in insertion (id) order. */
export const orderSpecs: OrderSpec[] = [
  // Visits of gestor A.
  {
    key: 'v1',
    activity: 'visit',
    by: 'lucia',
    entity: 'colegio',
    state: 2,
    at: 'Y-02-10 09:15',
    answers: {
      centro: 'CP La Ería',
      visitantes: '25',
      fecha: 'Y-03-20',
      tipo: 'estandar',
      curso: '3º A',
    },
    management: {
      fecha_acordada: 'Y-03-20',
      hora_acordada: '10:00',
      autobus: 'Sí',
      coste_bus: '120,50',
      recogida: 'Plaza de la Escandalera 9:30',
      precio: '50',
      fecha_realizacion: 'Y-03-20',
      participantes_reales: '24',
    },
    agreed: ['Y-03-20', '10:00'],
  },
  {
    key: 'v2',
    activity: 'visit',
    by: 'oscar',
    entity: 'ies',
    state: 5,
    at: 'Y-01-20 11:00',
    answers: {
      centro: 'IES Número Uno',
      visitantes: '30',
      fecha: 'Y-02-15',
      tipo: 'taller',
      curso: '1º ESO',
    },
    management: {
      fecha_acordada: 'Y-02-15',
      hora_acordada: '09:30',
      autobus: 'No',
      precio: '1.234,50',
      fecha_realizacion: 'Y-02-15',
      participantes_reales: '28',
      motivo: 'Grupo numeroso',
    },
    agreed: ['Y-02-15', '09:30'],
  },
  {
    key: 'v3',
    activity: 'visit',
    by: 'marta',
    state: 1,
    at: 'Y-03-05 17:40',
    answers: { visitantes: '4', fecha: 'Y-04-10', tipo: 'estandar' },
  },
  {
    key: 'v4',
    activity: 'visit',
    by: 'lucia',
    entity: 'colegio',
    state: 3,
    at: 'Y-03-12 08:05',
    answers: { centro: 'CP La Ería', visitantes: '20', fecha: 'Y-04-01', tipo: 'estandar' },
    management: { motivo: 'Sin plazas' },
  },
  {
    key: 'v5',
    activity: 'visit',
    by: 'oscar',
    entity: 'ies',
    state: 2,
    at: 'Y1-11-15 10:00',
    answers: { visitantes: '22', fecha: 'Y-01-25', tipo: 'estandar' },
    management: {
      fecha_acordada: 'Y-01-25',
      hora_acordada: '10:30',
      autobus: 'Sí',
      coste_bus: '90',
    },
    agreed: ['Y-01-25', '10:30'],
  },
  {
    key: 'v6',
    activity: 'visit',
    by: 'pablo',
    state: 5,
    at: 'Y2-10-01 12:00',
    answers: { visitantes: '3', fecha: 'Y-02-01', tipo: 'estandar' },
    management: { fecha_realizacion: 'Y-02-01' },
  },
  {
    key: 'v7',
    activity: 'visit',
    by: 'ines',
    entity: 'asociacion',
    state: 6,
    at: 'Y-04-01 09:00',
    answers: { visitantes: '15', fecha: 'Y-05-12', tipo: 'estandar' },
  },
  {
    key: 'v8',
    activity: 'visit',
    by: 'lucia',
    entity: 'colegio',
    state: 4,
    at: 'Y-04-02 09:00',
    answers: { visitantes: '10', fecha: 'Y-05-20', tipo: 'estandar' },
  },
  {
    key: 'v9',
    activity: 'visit',
    by: 'marta',
    state: 2,
    at: 'Y3-05-10 10:00',
    answers: { visitantes: '2', fecha: 'Y3-06-01', tipo: 'estandar' },
    management: { fecha_acordada: 'Y3-06-01', fecha_realizacion: 'Y3-06-01' },
    agreed: ['Y3-06-01', '10:00'],
  },
  {
    key: 'v10',
    activity: 'visit',
    by: 'oscar',
    entity: 'ies',
    state: 5,
    at: 'Y1-05-20 10:00',
    answers: { visitantes: '18', fecha: 'Y1-06-10', tipo: 'estandar' },
    management: {
      fecha_acordada: 'Y1-06-10',
      hora_acordada: '10:00',
      precio: '40',
      fecha_realizacion: 'Y1-06-10',
      participantes_reales: '18',
    },
    agreed: ['Y1-06-10', '10:00'],
  },
  // An online visit: no activity rule keeps it.
  {
    key: 'o1',
    activity: 'online',
    by: 'lucia',
    entity: 'colegio',
    state: 2,
    at: 'Y-02-11 10:00',
    answers: { visitantes: '10', fecha: 'Y-03-01', tipo: 'estandar' },
    management: { autobus: 'Sí', fecha_acordada: 'Y-03-01' },
    agreed: ['Y-03-01', '12:00'],
  },
  {
    key: 'o2',
    activity: 'online',
    by: 'marta',
    state: 5,
    at: 'Y-05-05 10:00',
    answers: { visitantes: '1', fecha: 'Y-05-15', tipo: 'estandar' },
  },
  // Materials.
  {
    key: 'm1',
    activity: 'materials',
    by: 'oscar',
    entity: 'ies',
    state: 2,
    at: 'Y-02-20 10:00',
    answers: { centro: 'IES Número Uno', alumnos: '60', material: 'Kit de reciclaje' },
    management: {
      unidades: '3',
      cont_azules: '2',
      cont_amarillos: '1',
      eco_azules: '4',
      eco_amarillas: '4',
      precio: '15,75',
      fecha_realizacion: 'Y-03-01',
    },
  },
  {
    key: 'm2',
    activity: 'materials',
    by: 'lucia',
    entity: 'colegio',
    state: 5,
    at: 'Y-03-15 10:00',
    answers: { centro: 'CP La Ería', alumnos: '45', material: 'Carteles' },
    management: { unidades: '2', precio: '10' },
  },
  {
    key: 'm3',
    activity: 'materials',
    by: 'ines',
    entity: 'asociacion',
    state: 1,
    at: 'Y-06-01 10:00',
    answers: { alumnos: '12' },
  },
  {
    key: 'm4',
    activity: 'materials',
    by: 'pablo',
    state: 2,
    at: 'Y1-09-10 10:00',
    answers: { alumnos: '1' },
  },
  // Selective collection (gestor B).
  {
    key: 'r1',
    activity: 'collection',
    by: 'ines',
    entity: 'asociacion',
    state: 2,
    at: 'Y-02-25 10:00',
    answers: { centro: 'Local vecinal', participantes: '40' },
    management: { cont_azules: '6', fecha_realizacion: 'Y-03-10', precio: '0' },
  },
  {
    key: 'r2',
    activity: 'collection',
    by: 'oscar',
    entity: 'ayto',
    state: 5,
    at: 'Y-03-30 13:00',
    answers: { centro: 'Casa consistorial', participantes: '100' },
    management: { fecha_realizacion: 'Y-04-15', participantes_reales: '95', precio: '250' },
  },
  {
    key: 'r3',
    activity: 'collection',
    by: 'marta',
    state: 1,
    at: 'Y-07-07 10:00',
    answers: { participantes: '5' },
  },
  {
    key: 'r4',
    activity: 'collection',
    by: 'lucia',
    entity: 'colegio',
    state: 2,
    at: 'Y1-03-03 10:00',
    answers: { participantes: '30' },
  },
  // FINDES (gestor A's campaign 'Findes en familia').
  {
    key: 'f1',
    activity: 'finde',
    by: 'pablo',
    state: 2,
    at: 'Y-04-20 20:00',
    answers: { personas: '3', fecha: 'Y-05-16', acompanante1: 'Ana Díaz' },
    management: { fecha_acordada: 'Y-05-16', hora_acordada: '09:00', fecha_realizacion: 'Y-05-16' },
    agreed: ['Y-05-16', '09:00'],
  },
  {
    key: 'f2',
    activity: 'finde',
    by: 'marta',
    state: 5,
    at: 'Y-05-02 21:30',
    answers: { personas: '2', fecha: 'Y-05-30' },
    management: { fecha_realizacion: 'Y-05-30', precio: '12' },
  },
  {
    key: 'f3',
    activity: 'finde',
    by: 'ines',
    entity: 'club',
    state: 1,
    at: 'Y-05-10 10:00',
    answers: { personas: '8', fecha: 'Y-06-13' },
  },
  // Workshops (gestor B).
  {
    key: 'w1',
    activity: 'workshop',
    by: 'ines',
    entity: 'asociacion',
    state: 2,
    at: 'Y-01-15 10:00',
    answers: { asociacion: 'El Carbayu', asistentes: '20', fecha: 'Y-02-10' },
    management: { fecha_acordada: 'Y-02-10', hora_acordada: '17:00', precio: '30' },
    agreed: ['Y-02-10', '17:00'],
  },
  {
    key: 'w2',
    activity: 'workshop',
    by: 'oscar',
    entity: 'ayto',
    state: 5,
    at: 'Y-02-05 10:00',
    answers: { asociacion: 'Ayuntamiento', asistentes: '35', fecha: 'Y-02-27' },
    management: { fecha_realizacion: 'Y-02-28', participantes_reales: '33', precio: '45' },
  },
  { key: 'w3', activity: 'workshop', by: 'lucia', state: 1, at: 'Y-10-01 10:00' },
  { key: 'w4', activity: 'workshop', by: 'pablo', state: 6, at: 'Y-10-02 10:00' },
  { key: 'w5', activity: 'workshop', by: 'marta', state: 3, at: 'Y1-12-20 10:00' },
  // Visits of gestor B.
  {
    key: 'b1',
    activity: 'visitB',
    by: 'ines',
    entity: 'asociacion',
    state: 2,
    at: 'Y-03-01 10:00',
    answers: { visitantes: '12', fecha: 'Y-03-25', tipo: 'estandar' },
    management: {
      fecha_acordada: 'Y-03-25',
      hora_acordada: '11:00',
      autobus: 'Sí',
      coste_bus: '80',
      fecha_realizacion: 'Y-03-25',
      participantes_reales: '12',
    },
    agreed: ['Y-03-25', '11:00'],
  },
  {
    key: 'b2',
    activity: 'visitB',
    by: 'pablo',
    state: 5,
    at: 'Y-04-04 10:00',
    answers: { visitantes: '2', fecha: 'Y-04-20', tipo: 'taller' },
    management: { fecha_realizacion: 'Y-04-20' },
  },
  // The survey: s2 is a historic order whose last two answers have neither label nor value.
  {
    key: 's1',
    activity: 'survey',
    by: 'lucia',
    entity: 'colegio',
    state: 2,
    at: 'Y-06-10 10:00',
    answers: { valoracion: 'Muy buena', comentarios: 'Todo bien', sugerencias: 'Más tiempo' },
  },
  {
    key: 's2',
    activity: 'survey',
    by: 'oscar',
    state: 2,
    at: 'Y-06-11 10:00',
    rawAnswers: [
      { name: 'valoracion', label: 'Valoración', type: 'text', value: 'Buena' },
      { name: 'x1', label: '', type: 'text', value: '' },
      { name: 'x2', label: '', type: 'text', value: '' },
    ],
  },
  // Talks: twenty orders over four years, odd ones of Lucía's school, even ones of Óscar's.
  ...(
    [
      [2, 'Y-01-08'],
      [5, 'Y-01-22'],
      [1, 'Y-02-03'],
      [2, 'Y-02-17'],
      [3, 'Y-03-02'],
      [5, 'Y-03-16'],
      [2, 'Y-04-06'],
      [4, 'Y-04-20'],
      [5, 'Y-05-04'],
      [2, 'Y-05-18'],
      [1, 'Y-06-01'],
      [6, 'Y-06-15'],
      [2, 'Y1-01-10'],
      [5, 'Y1-04-10'],
      [1, 'Y1-07-10'],
      [2, 'Y1-10-10'],
      [5, 'Y2-02-10'],
      [2, 'Y2-06-10'],
      [5, 'Y3-03-10'],
      [2, 'Y3-09-10'],
    ] as const
  ).map(([state, day], i): OrderSpec => {
    const n = i + 1;
    const odd = n % 2 === 1;
    return {
      key: `c${String(n).padStart(2, '0')}`,
      activity: 'talk',
      by: odd ? 'lucia' : 'oscar',
      entity: odd ? 'colegio' : 'ies',
      state,
      at: `${day} 12:00`,
      answers: { centro: odd ? 'CP La Ería' : 'IES Número Uno', alumnos: String(10 + n) },
    };
  }),
  // Another organization's order: never in organization 1's reports.
  {
    key: 'x1',
    activity: 'other',
    by: 'foreigner',
    state: 2,
    at: 'Y-03-01 10:00',
    answers: { visitantes: '9', fecha: 'Y-03-20', tipo: 'estandar' },
  },
];

/** The current year and the three before it. */
export function fixtureYears(day = today()) {
  const y = Number(day.slice(0, 4));
  return { Y: y, Y1: y - 1, Y2: y - 2, Y3: y - 3 };
}

/** 'Y1-03-20' → the day of last year; any other text unchanged. */
export function fixtureDay(text: string, day = today()): string {
  const years = fixtureYears(day);
  return text.replace(/^(Y\d?)-/, (_, tag: keyof typeof years) => `${years[tag]}-`);
}

export interface ReportFixture {
  gestorA: TestUser;
  gestorB: TestUser;
  admin: TestUser;
  participant: TestUser;
  /** An administrator of another organization. */
  foreignAdmin: TestUser;
  people: Record<PersonKey, TestUser>;
  entities: Record<EntityKey, number>;
  activities: Record<ActivityKey, number>;
  campaigns: Record<'escolar' | 'findes' | 'municipal' | 'foreign', number>;
  /** Order ids by key. */
  orders: Record<string, number>;
  /** The keys of order ids, for reading a reply's rows. */
  keyOf(id: unknown): string;
}

const answersOf = (form: StoredFormField[], values: Record<string, string> = {}) =>
  form.map((field): OrderAnswer => ({
    name: field.name,
    label: field.label,
    type: field.type,
    value: fixtureDay(values[field.name] ?? ''),
  }));

const managementOf = (values: Management = {}) =>
  Object.entries(values).map(([name, value]): OrderAnswer => {
    const field = managementForm.find((f) => f.name === name);
    if (!field) throw new Error(`report fixture: no management field ${name}`);
    return { name, label: field.label, type: field.type, value: fixtureDay(value) };
  });

/** Builds the data set on `db` and writes the orders' report facts through the facts writer. */
export async function makeReportFixture(db: Db): Promise<ReportFixture> {
  const elsewhere = await makeOrganization(db);
  const gestorA = await makeUser(db, { role: Role.Supervisor, name: 'Gestora', surname: 'Uno' });
  const gestorB = await makeUser(db, { role: Role.Supervisor, name: 'Gestor', surname: 'Dos' });
  const admin = await makeUser(db, { role: Role.Admin });
  const participant = await makeUser(db);
  const foreignAdmin = await makeUser(db, { role: Role.Admin, organizationId: elsewhere.id });

  const people = {} as Record<PersonKey, TestUser>;
  for (const [key, person] of Object.entries(applicants) as [
    PersonKey,
    typeof applicants.lucia,
  ][]) {
    people[key] = await makeUser(db, {
      ...person,
      email: uniqueEmail(`${key}.informe`),
      ...(key === 'foreigner' ? { organizationId: elsewhere.id } : {}),
    });
    await db.execute(sql`update users set phone = ${person.phone} where id = ${people[key].id}`);
  }

  const entities = {} as Record<EntityKey, number>;
  for (const [key, entity] of Object.entries(entitySpecs) as [
    EntityKey,
    typeof entitySpecs.ies,
  ][]) {
    entities[key] = (await makeEntity(db, entity)).id;
  }

  const campaigns = {
    escolar: (
      await makeCampaignWith(db, {
        name: 'Campaña escolar',
        supervisorId: gestorA.id,
        edition: '2025/26',
        active: true,
      })
    ).id,
    findes: (
      await makeCampaignWith(db, {
        name: 'Findes en familia',
        supervisorId: gestorA.id,
        edition: '2024/25',
        active: true,
      })
    ).id,
    municipal: (
      await makeCampaignWith(db, {
        name: 'Campaña municipal',
        supervisorId: gestorB.id,
        edition: '2023/24',
        active: true,
      })
    ).id,
    foreign: (
      await makeCampaignWith(db, {
        name: 'Campaña de otra organización',
        organizationId: elsewhere.id,
        edition: 'Ext 1',
        active: true,
      })
    ).id,
  };

  const activities = {} as Record<ActivityKey, number>;
  for (const [key, activity] of Object.entries(activitySpecs) as [
    ActivityKey,
    typeof activitySpecs.visit,
  ][]) {
    activities[key] = (
      await makeActivityWith(db, {
        campaignId: campaigns[activity.campaign],
        name: activity.name,
        complement: activity.complement,
        active: true,
        formMetadata: activity.form,
        formMetadataManagement: managementForm,
        dataManagement: `Gestión de ${activity.name}`,
        ...(activity.endDate ? { endDate: fixtureDay(activity.endDate) } : {}),
      })
    ).id;
  }

  const rows = await db
    .insert(orders)
    .values(
      orderSpecs.map((spec) => ({
        userId: people[spec.by].id,
        activityId: activities[spec.activity],
        stateId: spec.state,
        entityId: spec.entity ? entities[spec.entity] : null,
        entityMode: spec.entity ? 2 : 1,
        userData: spec.rawAnswers ?? answersOf(activitySpecs[spec.activity].form, spec.answers),
        userDataManagement: managementOf(spec.management),
        agreedDate: spec.agreed ? fixtureDay(spec.agreed[0]) : null,
        agreedTime: spec.agreed ? spec.agreed[1] : null,
      })),
    )
    .returning({ id: orders.id });
  const ids: Record<string, number> = {};
  orderSpecs.forEach((spec, i) => {
    const row = rows[i];
    if (!row) throw new Error('report fixture: an order was not stored');
    ids[spec.key] = row.id;
  });
  // The orders' moments, as Madrid's clocks read them.
  const moments = orderSpecs.map(
    (spec) => sql`(${ids[spec.key]}::int, ${fixtureDay(spec.at)}::timestamp)`,
  );
  await db.execute(sql`
    update orders set created_at = m.at at time zone 'Europe/Madrid'
    from (values ${sql.join(moments, sql`, `)}) as m(id, at) where orders.id = m.id`);
  await writeReportFacts(db, Object.values(ids));

  const keys = new Map(Object.entries(ids).map(([key, id]) => [id, key]));
  return {
    gestorA,
    gestorB,
    admin,
    participant,
    foreignAdmin,
    people,
    entities,
    activities,
    campaigns,
    orders: ids,
    keyOf: (id) => keys.get(Number(id)) ?? `#${String(id)}`,
  };
}

/** Query values of a report call; undefined ones are left out. */
export type ReportParams = Record<string, string | number | boolean | undefined>;

/** `GET reportorder/list/by-filter` with `params`, as the report screens send them. */
export function reportUrl(params: ReportParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) query.set(key, String(value));
  }
  return `/api/reportorder/list/by-filter?${query.toString()}`;
}

/** This year's range as the screens send it by default (DD/MM/YYYY). */
export function thisYearRange(day = today()) {
  const { Y } = fixtureYears(day);
  return { startDate: `01/01/${Y}`, endDate: `31/12/${Y}` };
}
