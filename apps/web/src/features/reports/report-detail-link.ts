import { paths } from '@/shared/paths';

/**
 * The navigation state /reportorderdetail reads (docs/product/reporting.md#row-detail): the row's
 * order, and which view it came from, for VOLVER.
 */
export interface ReportDetailState {
  reportRow: { id: number };
  /** True when it came from /reportshistoricview. */
  historic?: boolean;
}

/** `/reportorderdetail?id=…`: a reload finds the order by its id. */
export const reportDetailHref = (id: number): string =>
  `${paths.reportOrderDetail}?${new URLSearchParams({ id: String(id) }).toString()}`;

/** The order id and the view to go back to, from the navigation state or else the address. */
export function readReportDetail(
  state: unknown,
  search: string,
): { id: number | undefined; historic: boolean } {
  const given = state as Partial<ReportDetailState> | null;
  const fromState = given?.reportRow?.id;
  const fromSearch = Number(new URLSearchParams(search).get('id'));
  const id =
    typeof fromState === 'number' && Number.isInteger(fromState) && fromState > 0
      ? fromState
      : Number.isInteger(fromSearch) && fromSearch > 0
        ? fromSearch
        : undefined;
  return { id, historic: given?.historic !== false };
}
