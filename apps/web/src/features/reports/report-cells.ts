import type { ReportCell, ReportColumnType } from '@extranet/shared/reports/list-reply';
import { dateTimeText, dayText } from '@/shared/day-text';
import { reportTexts as t } from './report-texts';

/**
 * How a cell of a report reads (docs/product/reporting.md#list-reports): the server sends raw
 * values and each column's type; dates DD/MM/YYYY, numbers in Spanish ('1.234,5', grouped from a
 * thousand), money with two decimals and no sign, 'Sí'/'No', and an `{id, value}` as its value.
 */

const numbers = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2, useGrouping: 'always' });
const money = new Intl.NumberFormat('es-ES', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: 'always',
});

const PLAIN_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})/;

/** A number in Spanish: '1.234', '12,5'. */
export const numberText = (value: number): string => numbers.format(value);

/** A day: a plain YYYY-MM-DD as it is (no time zone shift), a timestamp in the browser's time. */
function dayOf(value: string): string {
  const plain = PLAIN_DAY.exec(value);
  return plain ? `${plain[3]}/${plain[2]}/${plain[1]}` : dayText(value);
}

function numeric(value: ReportCell): number | null {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) {
    return Number(value);
  }
  return null;
}

/** Ids ('id', 'orderId'…) are names, not quantities: written without grouping. */
const isIdentifier = (key: string) => key === 'id' || key.endsWith('Id');

/** The text of a cell of `column`; null and missing cells are empty. */
export function cellText(
  column: { key: string; type: ReportColumnType },
  value: ReportCell | undefined,
): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return value.value;
  if (isIdentifier(column.key) && typeof value === 'number') return String(value);
  switch (column.type) {
    case 'bool':
      return value === true || value === 'true' ? t.yes : t.no;
    case 'int':
    case 'decimal':
    case 'hours': {
      const n = numeric(value);
      return n === null ? String(value) : numbers.format(n);
    }
    case 'money': {
      const n = numeric(value);
      return n === null ? String(value) : money.format(n);
    }
    case 'date':
      return typeof value === 'string' ? dayOf(value) : String(value);
    case 'datetime':
      return typeof value === 'string' ? dateTimeText(value) : String(value);
    case 'time': {
      const time = typeof value === 'string' ? TIME.exec(value) : null;
      return time ? `${time[1]}:${time[2]}` : String(value);
    }
    case 'text':
      return typeof value === 'boolean' ? (value ? t.yes : t.no) : String(value);
  }
}

/** The columns whose cells sit right-aligned. */
export const isNumeric = (type: ReportColumnType): boolean =>
  type === 'int' || type === 'decimal' || type === 'money' || type === 'hours';
