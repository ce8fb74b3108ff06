import { z } from 'zod';

/**
 * The replies of the report calls (docs/product/reporting.md#calls). The server sends raw values
 * (ISO dates, numbers, booleans) and the columns that say how to show them; the screen formats
 * them (DD/MM/YYYY, Spanish numbers, 'Sí'/'No').
 */

export const reportColumnTypes = [
  'text',
  'int',
  'decimal',
  'money',
  'hours',
  'date',
  'time',
  'datetime',
  'bool',
] as const;
export type ReportColumnType = (typeof reportColumnTypes)[number];

export const ReportColumn = z.object({
  key: z.string(),
  header: z.string(),
  type: z.enum(reportColumnTypes),
  sortable: z.boolean(),
});
export type ReportColumn = z.infer<typeof ReportColumn>;

/** A value with its id, as the full row's state and council travel. */
export const ReportRef = z.object({ id: z.number().int(), value: z.string() });

export const ReportCell = z.union([z.string(), z.number(), z.boolean(), z.null(), ReportRef]);
export type ReportCell = z.infer<typeof ReportCell>;

/**
 * A row: `id` always; person rows (one per applicant or representative) also `orderId`, the
 * order a click opens.
 */
export const ReportRow = z.record(z.string(), ReportCell);
export type ReportRow = z.infer<typeof ReportRow>;

/** `format=json` of a list or an event list. */
export const ReportListReply = z.object({
  reportId: z.number().int(),
  kind: z.enum(['list', 'eventList']),
  columns: z.array(ReportColumn),
  rows: z.array(ReportRow),
  /** Every matching row, also past the 5,000 the table and the export reach. */
  total: z.number().int(),
  /** More than 5,000 rows match: the screen shows the limit's notice. */
  limited: z.boolean(),
  /** Sums over every matching row ('Total participantes: 1.234'), [] when the type has none. */
  summary: z.array(z.object({ label: z.string(), value: z.number() })),
  /** Whether a row opens its order's detail (not on event lists). */
  rowLink: z.boolean(),
  /** The sort applied, so the table shows it. */
  sort: z.string(),
  order: z.enum(['asc', 'desc']),
});
export type ReportListReply = z.infer<typeof ReportListReply>;

/** `reportorder/getActivityNamesList`: the campaigns with their activities. */
export const ReportActivityNames = z.array(
  z.object({
    campaignId: z.number().int(),
    campaignName: z.string(),
    edition: z.string(),
    activities: z.array(
      z.object({ id: z.number().int(), name: z.string(), complement: z.string() }),
    ),
  }),
);
export type ReportActivityNames = z.infer<typeof ReportActivityNames>;

/** The other choice lists: editions, complements, entity names, targets' names. */
export const ReportChoiceList = z.array(z.string());
