import { z } from 'zod';
import { toIsoDate } from '../forms/answer-rules.ts';
import { messages } from '../messages.ts';
import { idSchema } from './db-integer.ts';

/**
 * Query fields the filters of the order lists and of the reports share
 * (docs/product/requests.md#filters, docs/product/reporting.md#filters).
 */

export const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
export const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(emptyToUndefined, schema.optional());

/** '3,7' or an array of ids. */
export const IdList = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').filter((id) => id.trim() !== '') : v),
  z.array(idSchema()).max(1000),
);

/**
 * Free tags joined with ','; a comma inside a tag travels as U+201A '‚' (as the report filters
 * do, docs/product/reporting.md#filters) and is turned back here.
 */
export const TagList = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(',')
          .map((tag) => tag.replaceAll('\u201a', ',').trim())
          .filter((tag) => tag !== '')
      : v,
  z.array(z.string().max(200)).max(50),
);

/** YYYY-MM-DD (docs/api-conventions.md#dates); DD/MM/YYYY is read too. */
export const FilterDate = z.string().transform((value, ctx) => {
  const iso = toIsoDate(value);
  if (!iso) ctx.addIssue({ code: 'custom', message: messages.activityDateInvalid });
  return iso ?? '';
});
