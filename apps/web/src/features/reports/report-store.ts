import { reportPageSizes } from '@extranet/shared/reports/filter';
import { z } from 'zod';
import type { ReportFilterValues, ReportQuery } from './report-filter';

/**
 * What a report screen keeps for this tab (docs/product/reporting.md#screens): its type, filters,
 * AVANZADO, the query FILTRAR applied, the sort and the page. VOLVER from a row's detail, or a
 * reload, finds the same results again. One per view (INFORMES, HISTORICOS) and only for the user
 * who left it; anything unexpected in the storage reads as nothing kept.
 */
export interface ReportSort {
  key: string;
  order: 'asc' | 'desc';
}

export interface ReportScreenState {
  typeId: number;
  values: ReportFilterValues;
  advanced: boolean;
  /** The query FILTRAR ran, with the type it ran for; null before the first FILTRAR. */
  applied: { typeId: number; query: ReportQuery } | null;
  /** Null: the type's own order. */
  sort: ReportSort | null;
  /** From 0. */
  page: number;
  pageSize: number;
}

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .nullable();
const texts = z.array(z.string());
const ids = z.array(z.number().int());

const Values = z.object({
  activity: z.array(z.array(z.string())),
  tag: texts,
  edition: texts,
  entity: texts,
  orderState: ids,
  startDate: day,
  endDate: day,
  target: texts,
  idFilter: z.number().int().nullable(),
  councilId: ids,
  userDni: z.string(),
  userName: z.string(),
  userMail: z.string(),
  requestedStart: day,
  requestedEnd: day,
  agreedStart: day,
  agreedEnd: day,
  completitionStart: day,
  completitionEnd: day,
}) satisfies z.ZodType<ReportFilterValues>;

const Stored = z.object({
  userId: z.number().int(),
  state: z.object({
    typeId: z.number().int(),
    values: Values,
    advanced: z.boolean(),
    applied: z
      .object({
        typeId: z.number().int(),
        query: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
      })
      .nullable(),
    sort: z.object({ key: z.string(), order: z.enum(['asc', 'desc']) }).nullable(),
    page: z.number().int().min(0),
    pageSize: z.number().refine((size) => (reportPageSizes as readonly number[]).includes(size)),
  }),
}) satisfies z.ZodType<{ userId: number; state: ReportScreenState }>;

const keyOf = (historic: boolean) => `reportScreen:${historic ? 'historic' : 'current'}`;

/** The state `userId` left in this view of this tab, or undefined. */
export function readReportScreen(userId: number, historic: boolean): ReportScreenState | undefined {
  try {
    const saved = Stored.safeParse(JSON.parse(sessionStorage.getItem(keyOf(historic)) ?? 'null'));
    return saved.success && saved.data.userId === userId ? saved.data.state : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps `state` as `userId`'s state of this view. */
export function storeReportScreen(
  userId: number,
  historic: boolean,
  state: ReportScreenState,
): void {
  try {
    sessionStorage.setItem(keyOf(historic), JSON.stringify({ userId, state }));
  } catch {
    // A full or refused storage only loses the state on the next visit.
  }
}
