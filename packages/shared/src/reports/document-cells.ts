import { dateTimeIn, todayIn } from '../zone-day.ts';
import { documentTexts as t } from './document-texts.ts';
import type { ReportCell, ReportColumnType } from './list-reply.ts';

/**
 * How a cell of a report reads (docs/product/reporting.md#list-reports), one writer for the
 * screen's table, the printable document and its PDF, so that all three show the same text:
 * dates DD/MM/YYYY (a plain YYYY-MM-DD as it is, without any zone shift), moments DD/MM/YYYY
 * HH:mm in the zone given, numbers in Spanish ('1.234,5', grouped from a thousand), money with
 * two decimals and no sign, 'Sí'/'No', and an `{id, value}` as its value. The CSV form
 * (docs/product/reporting.md#csv) keeps the decimal comma but drops the thousands' points.
 */

/** What a cell's text depends on: its column's key (ids) and type. */
export interface CellColumn {
  key: string;
  type: ReportColumnType;
}

const numbers = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2, useGrouping: 'always' });
const money = new Intl.NumberFormat('es-ES', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: 'always',
});
const csvNumbers = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2, useGrouping: false });
const csvMoney = new Intl.NumberFormat('es-ES', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: false,
});

const PLAIN_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})/;

/** A number in Spanish: '1.234', '12,5'. */
export const numberText = (value: number): string => numbers.format(value);

/** The columns whose cells sit right-aligned. */
export const isNumeric = (type: ReportColumnType): boolean =>
  type === 'int' || type === 'decimal' || type === 'money' || type === 'hours';

/** A cell's number: a number, or a text that is one ('1500.5'); null otherwise. */
export function numericValue(value: ReportCell | undefined): number | null {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) {
    return Number(value);
  }
  return null;
}

const dayFromYmd = (ymd: string) => `${ymd.slice(8, 10)}/${ymd.slice(5, 7)}/${ymd.slice(0, 4)}`;

const instantOf = (text: string): Date | null => {
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** A day: a plain YYYY-MM-DD as it is, a moment by its day in `timeZone`. */
function dayText(value: string, timeZone: string): string {
  if (PLAIN_DAY.test(value)) return dayFromYmd(value);
  const instant = instantOf(value);
  return instant ? dayFromYmd(todayIn(timeZone, instant)) : value;
}

/** An ISO moment as DD/MM/YYYY HH:mm in `timeZone`; a text that is not one stays as it came. */
export function dateTimeText(value: string, timeZone: string): string {
  const instant = instantOf(value);
  return instant ? dateTimeIn(timeZone, instant) : value;
}

/**
 * Ids ('id', 'orderId'…) and years (a Totales document's rows) are names, not quantities:
 * written without grouping, '2026' and not '2.026'.
 */
const isIdentifier = (key: string) => key === 'id' || key.endsWith('Id') || key === 'year';

const boolText = (value: string | number | boolean) =>
  value === true || value === 'true' ? t.yes : t.no;

/** The text of a non-empty scalar cell, with the number formats of the screen or the CSV. */
function scalarText(
  column: CellColumn,
  value: string | number | boolean,
  timeZone: string,
  formats: { numbers: Intl.NumberFormat; money: Intl.NumberFormat },
): string {
  if (isIdentifier(column.key) && typeof value === 'number') return String(value);
  switch (column.type) {
    case 'bool':
      return boolText(value);
    case 'int':
    case 'decimal':
    case 'hours':
    case 'money': {
      const n = numericValue(value);
      if (n === null) return String(value);
      return (column.type === 'money' ? formats.money : formats.numbers).format(n);
    }
    case 'date':
      return typeof value === 'string' ? dayText(value, timeZone) : String(value);
    case 'datetime':
      return typeof value === 'string' ? dateTimeText(value, timeZone) : String(value);
    case 'time': {
      const time = typeof value === 'string' ? TIME.exec(value) : null;
      return time ? `${time[1]}:${time[2]}` : String(value);
    }
    case 'text':
      return typeof value === 'boolean' ? boolText(value) : String(value);
  }
}

/** The text of a cell of `column` as the screen and the document show it; empty for nothing. */
export function cellText(
  column: CellColumn,
  value: ReportCell | undefined,
  timeZone: string,
): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return value.value;
  return scalarText(column, value, timeZone, { numbers, money });
}

/** The text of a cell of `column` in a CSV: as on the screen, without the thousands' points. */
export function csvCellText(
  column: CellColumn,
  value: ReportCell | undefined,
  timeZone: string,
): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return value.value;
  return scalarText(column, value, timeZone, { numbers: csvNumbers, money: csvMoney });
}
