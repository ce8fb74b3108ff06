import { z } from 'zod';
import { dbInteger, idSchema } from './db-integer.ts';

/** A numeric id in a path, e.g. `/user/delete/:id`. */
export const IdParams = z.object({ id: idSchema() });

/**
 * An item of a reference list (councils, targets, states):
 * docs/product/administration-and-analytics.md#councils.
 */
export const OptionItem = z.object({ id: z.number().int(), value: z.string() });
export type OptionItem = z.infer<typeof OptionItem>;

/**
 * List query of docs/api-conventions.md#campaign-and-activity-lists: `_page` from 0, `_pagesize`,
 * `_sort`, `_dir`.
 */
export const PageQuery = z.object({
  _page: dbInteger({ min: 0 }).default(0),
  _pagesize: z.coerce.number().int().min(1).max(500).default(10),
  _sort: z.string().max(40).optional(),
  _dir: z.enum(['asc', 'desc']).default('desc'),
});
export type PageQuery = z.infer<typeof PageQuery>;

/** A page of a list: `total` is counted on page 0 only, later pages answer null. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int().nullable() });

/** The error reply of every call (docs/api-conventions.md#error-replies). */
export const ErrorReply = z.object({
  error: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});

/** Reply of deletions: the number of rows removed (the client treats > 0 as success). */
export const DeletedReply = z.object({ deleted: z.number().int() });

/** Reply of calls that only acknowledge. */
export const OkReply = z.object({ ok: z.literal(true) });
