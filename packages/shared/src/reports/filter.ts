import { z } from 'zod';
import { messages } from '../messages.ts';
import { idSchema } from '../schemas/db-integer.ts';
import { FilterDate, IdList, optional, TagList } from '../schemas/filter-fields.ts';
import { FULL_REPORT_ID } from './report-types.ts';

/**
 * The report filter of `GET reportorder/list/by-filter` (docs/product/reporting.md#filters): the
 * wire names of the original screens, multi-value filters joined with ',' (a comma inside a value
 * travels as U+201A '‚'), dates DD/MM/YYYY or YYYY-MM-DD, and our paging, sort and format.
 * Which filters a type uses is in report-types.ts; the server ignores the others.
 */

/** Page sizes of the result table. */
export const reportPageSizes = [10, 20, 50, 100] as const;

/** What a call asks for (docs/product/reporting.md#calls). */
export const reportFormats = ['json', 'csv', 'document', 'pdf', 'ics'] as const;
export type ReportFormat = (typeof reportFormats)[number];

const flag = z.preprocess((v) => v === true || v === 'true', z.boolean());
const text = optional(z.string().trim().max(200));

/** The date pairs whose end may not come before their start, with the start's key. */
export const reportDatePairs = [
  ['startDate', 'endDate'],
  ['requestedStart', 'requestedEnd'],
  ['agreedStart', 'agreedEnd'],
  ['completitionStart', 'completitionEnd'],
] as const;

export const ReportFilterQuery = z
  .object({
    /**
     * 0 to 38; 'fullreport' is 0 and so is a missing id. Any other integer passes here and is
     * refused by the server as 'reportID no válido'.
     */
    reportId: z.preprocess(
      (v) => (v === undefined || v === '' || v === 'fullreport' ? FULL_REPORT_ID : v),
      z.coerce.number().int(),
    ),
    isHistoric: flag.default(false),
    /** Role 2+: the campaigns of this supervisor; role 1 always gets its own. */
    supervisorId: optional(idSchema()),
    activity: optional(IdList),
    /** Complements ('tag' on the wire). */
    tag: optional(TagList),
    edition: optional(TagList),
    entity: optional(TagList),
    target: optional(TagList),
    orderState: optional(IdList),
    councilId: optional(IdList),
    /** One order: every date window is ignored, the floor included. */
    idFilter: optional(idSchema()),
    userDni: text,
    /** The applicant's name; on event lists, the event's text. */
    userName: text,
    userMail: text,
    startDate: optional(FilterDate),
    endDate: optional(FilterDate),
    requestedStart: optional(FilterDate),
    requestedEnd: optional(FilterDate),
    agreedStart: optional(FilterDate),
    agreedEnd: optional(FilterDate),
    /** The original screens' spelling. */
    completitionStart: optional(FilterDate),
    completitionEnd: optional(FilterDate),
    _page: z.coerce.number().int().min(0).max(499).default(0),
    _pagesize: z.coerce
      .number()
      .int()
      .refine((size) => (reportPageSizes as readonly number[]).includes(size), {
        message: messages.validation,
      })
      .default(10),
    /** A column key of the type; the server refuses keys it does not sort by. */
    _sort: text,
    _order: optional(z.enum(['asc', 'desc'])),
    format: z.enum(reportFormats).default('json'),
    /** The original screens' cache-busting number: read and ignored. */
    _r: z.unknown().optional(),
  })
  .superRefine((filter, ctx) => {
    for (const [start, end] of reportDatePairs) {
      const from = filter[start];
      const to = filter[end];
      if (from && to && from > to) {
        ctx.addIssue({ code: 'custom', path: [end], message: messages.reportEndBeforeStart });
      }
    }
  });
export type ReportFilterQuery = z.input<typeof ReportFilterQuery>;
export type ReportFilter = z.output<typeof ReportFilterQuery>;

/** `reportorder/getActivityNamesList`: role 1 gets its own campaigns whatever it sends. */
export const ReportActivityNamesQuery = z.object({
  supervisorId: optional(idSchema()),
  /** A year: activities ending on or after 1 January of it. */
  newerThan: optional(z.coerce.number().int().min(1900).max(9999)),
});
export type ReportActivityNamesQuery = z.input<typeof ReportActivityNamesQuery>;

/** `reportorder/getEntityNamesList`: at most 50 names containing `q`. */
export const ReportEntityNamesQuery = z.object({ q: text });
