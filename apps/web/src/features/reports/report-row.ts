import type { ReportCell, ReportRow } from '@extranet/shared/reports/list-reply';

/**
 * Reading a full report row (docs/product/reporting.md#row-detail): its fields by name, and its
 * request and management pairs in form order with the empty ones left out.
 */

/** The text of a field: an `{id, value}` as its value; missing or null as ''. */
export function fieldText(row: ReportRow, key: string): string {
  const value: ReportCell | undefined = row[key];
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return value.value;
  return String(value);
}

export interface Pair {
  label: string;
  value: string;
}

/** Request pairs `label1..label41` / `value1..value41`. */
export const MAX_REQUEST_PAIRS = 41;
/** Management pairs `managementlabel1..16` / `managementvalue1..16`. */
export const MAX_MANAGEMENT_PAIRS = 16;

/** The pairs whose value is not empty, in order. */
export function rowPairs(row: ReportRow, prefix: '' | 'management', count: number): Pair[] {
  const pairs: Pair[] = [];
  for (let i = 1; i <= count; i++) {
    const value = fieldText(row, `${prefix}value${i}`).trim();
    if (value) pairs.push({ label: fieldText(row, `${prefix}label${i}`), value });
  }
  return pairs;
}

/**
 * A historic imported value naming a stored file ('FICHERO …', docs/product/reporting.md#row-detail):
 * the file's name after the word, or undefined for any other value.
 */
export function storedFileName(value: string): string | undefined {
  if (!value.startsWith('FICHERO')) return undefined;
  const name = value.replace(/^FICHERO[\s:_-]*/, '').trim();
  return name || undefined;
}

/** An external address ('http…'), opened in a new tab. */
export const isExternal = (value: string): boolean => /^https?:\/\/\S+$/.test(value);
