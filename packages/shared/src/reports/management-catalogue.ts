import { clockTime } from '../forms/appointment.ts';
import { norm } from '../forms/field-roles.ts';
import { limits } from '../limits.ts';

/**
 * The management label catalogue (docs/product/reporting.md#management-catalogue): which management
 * answers the reports read as typed facts, found by label. A label matches an entry when its
 * `norm()` equals the entry's canonical label or one of its synonyms. The spec's numbers are kept
 * as `spec` (null for the one we added); the code uses the keys.
 */

/** How an entry's answer is read. */
export type CatalogueValueType = 'decimal' | 'integer' | 'date' | 'time' | 'boolean' | 'text';

export interface CatalogueEntry {
  key: string;
  /** The spec's number of the label; null for 'participantes reales' (ours). */
  spec: number | null;
  /** The canonical label, as the default management fields and the field master write it. */
  label: string;
  type: CatalogueValueType;
  synonyms: readonly string[];
}

export const managementCatalogue = [
  { key: 'price', spec: 1, label: 'Precio', type: 'decimal', synonyms: ['precio real', 'importe'] },
  {
    key: 'completionDate',
    spec: 2,
    label: 'Fecha realización',
    type: 'date',
    synonyms: ['fecha de realizacion', 'fecha realizada'],
  },
  { key: 'units', spec: 5, label: 'Unidades', type: 'decimal', synonyms: ['numero de unidades'] },
  { key: 'agreedDate', spec: 6, label: 'Fecha acordada', type: 'date', synonyms: [] },
  { key: 'agreedTime', spec: 7, label: 'Hora acordada', type: 'time', synonyms: [] },
  { key: 'bus', spec: 8, label: 'Autobús', type: 'boolean', synonyms: ['bus'] },
  {
    key: 'busCost',
    spec: 9,
    label: 'Coste de bus',
    type: 'decimal',
    synonyms: ['coste del bus', 'coste autobus', 'coste de autobus'],
  },
  { key: 'pickup', spec: 10, label: 'Hora y lugar de recogida', type: 'text', synonyms: [] },
  { key: 'blueContainers', spec: 12, label: 'Contenedores azules', type: 'integer', synonyms: [] },
  {
    key: 'yellowContainers',
    spec: 13,
    label: 'Contenedores amarillos',
    type: 'integer',
    synonyms: [],
  },
  { key: 'blueBins', spec: 14, label: 'Ecopapeleras azules', type: 'integer', synonyms: [] },
  { key: 'yellowBins', spec: 15, label: 'Ecopapeleras amarillas', type: 'integer', synonyms: [] },
  {
    key: 'realParticipants',
    spec: null,
    label: 'Participantes reales',
    type: 'integer',
    synonyms: ['numero de participantes reales'],
  },
] as const satisfies readonly CatalogueEntry[];

export type ManagementKey = (typeof managementCatalogue)[number]['key'];

/** The value each type reads to: booleans are never null (no answer is "no"). */
type ValueOf<T extends CatalogueValueType> = T extends 'decimal' | 'integer'
  ? number | null
  : T extends 'boolean'
    ? boolean
    : string | null;

/** The typed facts of the management answers, one per catalogue key. */
export type ManagementValues = {
  [E in (typeof managementCatalogue)[number] as E['key']]: ValueOf<E['type']>;
};

const byLabel = new Map<string, (typeof managementCatalogue)[number]>(
  managementCatalogue.flatMap((entry) =>
    [entry.label, ...entry.synonyms].map((text) => [norm(text), entry] as const),
  ),
);

/** The catalogue entry a management label names, if any (compared after norm()). */
export function catalogueEntryOf(label: string): (typeof managementCatalogue)[number] | undefined {
  return byLabel.get(norm(label));
}

/**
 * The largest amount the facts keep (numeric(12,2) columns): a larger one is not a real price and
 * is read as no value rather than failing the order's save.
 */
const MAX_DECIMAL = 9_999_999_999.99;

/**
 * A decimal (docs/product/reporting.md#management-catalogue): spaces and '€' out; with a ',' the
 * '.' are thousands separators and the ',' the decimal point ('1.234,50' → 1234.5, '2,5' → 2.5).
 * Null when it is not a number or is beyond what the facts keep.
 */
export function parseDecimal(text: string): number | null {
  let plain = text.replace(/[\s€]/g, '');
  if (plain.includes(',')) plain = plain.replace(/\./g, '').replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(plain)) return null;
  const value = Number(plain);
  return Math.abs(value) <= MAX_DECIMAL ? value : null;
}

/** A whole number: read as a decimal, then rounded; null beyond an integer column's range. */
export function parseInteger(text: string): number | null {
  const value = parseDecimal(text);
  if (value === null) return null;
  const whole = Math.round(value);
  return Math.abs(whole) <= limits.maxDbInteger ? whole : null;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const SPANISH_DAY = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** Days in a month of the Gregorian calendar. */
const daysIn = (year: number, month: number) =>
  month === 2
    ? year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
      ? 29
      : 28
    : [4, 6, 9, 11].includes(month)
      ? 30
      : 31;

/**
 * A day, YYYY-MM-DD or DD/MM/YYYY of a real calendar day, as YYYY-MM-DD; null otherwise (year 0
 * too, which a database date refuses). The answers' rule of toIsoDate, without building a Date:
 * the facts of 200,000 orders read it a million times.
 */
export function parseDay(text: string): string | null {
  const trimmed = text.trim();
  const iso = ISO_DAY.exec(trimmed);
  const spanish = iso ? null : SPANISH_DAY.exec(trimmed);
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]]
    : spanish
      ? [spanish[3], spanish[2], spanish[1]]
      : [];
  if (year === undefined || month === undefined || day === undefined) return null;
  const [y, m, d] = [Number(year), Number(month), Number(day)];
  if (y < 1 || m < 1 || m > 12 || d < 1 || d > daysIn(y, m)) return null;
  return `${year}-${month}-${day}`;
}

/** A time of day, H:MM, HH:MM or HH.MM, as HH:MM; null otherwise. */
export function parseTime(text: string): string | null {
  return clockTime(text.trim().replace(/^(\d{1,2})\.(\d{2})$/, '$1:$2'));
}

const YES = new Set(['si', 's', 'x', 'true', '1']);

/**
 * True when the answer says yes: its norm() is si, s, x, true or 1, or a checkbox group's choices
 * include one of those ('Si').
 */
export function parseBoolean(value: string | readonly string[]): boolean {
  const values = typeof value === 'string' ? [value] : value;
  return values.some((v) => typeof v === 'string' && YES.has(norm(v)));
}

/** A text answer, trimmed; empty is null. */
const parseText = (text: string): string | null => text.trim() || null;

const textOf = (value: string | readonly string[]) =>
  typeof value === 'string' ? value : value.join(', ');

/**
 * One answer read as `type`; a value that cannot be read is null (false for a boolean), never an
 * error: parsing never fails a save.
 */
export function parseCatalogueValue(
  type: CatalogueValueType,
  value: string | readonly string[],
): number | string | boolean | null {
  switch (type) {
    case 'boolean':
      return parseBoolean(value);
    case 'decimal':
      return parseDecimal(textOf(value));
    case 'integer':
      return parseInteger(textOf(value));
    case 'date':
      return parseDay(textOf(value));
    case 'time':
      return parseTime(textOf(value));
    case 'text':
      return parseText(textOf(value));
  }
}

/** A management answer as the catalogue reads it: its label and its value (or display text). */
export interface CatalogueAnswer {
  label: string;
  value: string | readonly string[];
}

/** Every key with no value: null, and false for the bus. */
export function emptyManagementValues(): ManagementValues {
  const values: Record<string, number | string | boolean | null> = {};
  for (const entry of managementCatalogue)
    values[entry.key] = entry.type === 'boolean' ? false : null;
  return values as ManagementValues;
}

/**
 * The typed facts of management answers (docs/product/reporting.md#management-catalogue): for each
 * key, the first answer whose label matches and whose value can be read (a boolean is true when
 * any matching answer says yes). Labels that match nothing are not facts.
 */
export function readManagementValues(answers: readonly CatalogueAnswer[]): ManagementValues {
  const values: Record<string, number | string | boolean | null> = emptyManagementValues();
  for (const answer of answers) {
    const entry = catalogueEntryOf(answer.label);
    if (!entry) continue;
    const current = values[entry.key];
    if (current !== null && current !== false) continue;
    values[entry.key] = parseCatalogueValue(entry.type, answer.value);
  }
  return values as ManagementValues;
}
