import { useMutation } from '@tanstack/react-query';
import { messages } from '@extranet/shared/messages';
import type { ReportListReply } from '@extranet/shared/reports/list-reply';
import { reportFileName } from '@extranet/shared/reports/report-file-name';
import { reportTypeById, type ReportType } from '@extranet/shared/reports/report-types';
import { Role } from '@extranet/shared/roles';
import { useEffect, useMemo, useRef, useState } from 'react';
import { errorText } from '@/shared/api-error';
import { dialogs } from '@/shared/dialogs/dialogs';
import { saveFile } from '@/shared/save-file';
import { toast } from '@/shared/toast';
import { today } from '@/shared/time/today';
import {
  fetchReportFile,
  useReportActivityNames,
  useReportPage,
  type ReportFileFormat,
} from './api';
import { activitiesForRule } from './activity-rule';
import { useReportDocument, type PrintedReport } from './document/use-report-document';
import { showReportFailure } from './report-failure';
import { queryKey, reportQuery, wrongRanges, type ReportFilterValues } from './report-filter';
import {
  filtersCleared,
  initialReportScreen,
  pageChanged,
  sortChanged,
  typeChosen,
  valuesChanged,
} from './report-screen-state';
import { readReportScreen, storeReportScreen, type ReportSort } from './report-store';

const noCampaigns: never[] = [];

/** What the screen says above the table: the count, the report's sums and the 5,000 notice. */
export type ReportOutcome = Pick<ReportListReply, 'total' | 'limited' | 'summary'>;

/**
 * Everything /reportsview and /reportshistoricview read and do (docs/product/reporting.md#screens):
 * the type and its filters, the query FILTRAR applied (a change marks it stale until the next
 * FILTRAR), the page of the result with its server-side sort and size, and EXPORTAR. The state
 * is kept per view and user (report-store.ts) so that VOLVER from a row shows the same page.
 * A printable type's FILTRAR opens its document instead (docs/product/reporting.md#documents).
 */
export function useReportScreen(historic: boolean, caller: { id: number; role: number }) {
  const [start] = useState(() => startingState(caller.id, historic));
  const [state, setState] = useState(start.state);
  useEffect(() => storeReportScreen(caller.id, historic, state), [caller.id, historic, state]);
  // A kept type the catalogue lacks is refused as the API refuses it (docs/product/reporting.md#calls).
  useEffect(() => {
    if (start.refused) dialogs.error({ title: messages.reportIdInvalid });
  }, [start]);
  const type = reportTypeById(state.typeId) as ReportType;

  const supervisorId = caller.role === Role.Supervisor ? caller.id : undefined;
  const names = useReportActivityNames(historic, supervisorId);
  const tree = useMemo(
    () => activitiesForRule(names.data ?? noCampaigns, type.rule),
    [names.data, type.rule],
  );
  const ask = { historic, advanced: state.advanced, tree, supervisorId };
  const draftQuery = reportQuery(type, state.values, ask);
  const wrong = wrongRanges(type, state.values, state.advanced);
  const { applied } = state;
  const documents = useReportDocument();
  const printable = type.kind === 'predefined';
  const shownQuery = printable ? documents.printed?.query : applied?.query;
  const stale = shownQuery !== undefined && queryKey(shownQuery) !== queryKey(draftQuery);

  // Only list types are ever applied: a printable one's result is its document.
  const result = useReportPage(
    applied
      ? { query: applied.query, sort: state.sort, page: state.page, pageSize: state.pageSize }
      : null,
  );
  const reply: ReportListReply | undefined = applied ? result.data : undefined;
  useReportFailure(result.error, result.errorUpdatedAt);
  const armEmptyNotice = useEmptyNotice(reply, result.isFetching);

  const exporter = useMutation({
    mutationFn: (format: ReportFileFormat) =>
      fetchReportFile(applied?.query ?? {}, state.sort, format),
    onSuccess: (blob, format) => {
      saveFile(blob, reportFileName(type.name, today(), format));
      if (reply?.limited) toast.warning(messages.exportLimit);
    },
    onError: (error) => toast.error(errorText(error)),
  });

  return {
    state,
    type,
    tree,
    treeLoading: names.isPending,
    wrong,
    stale,
    result,
    reply,
    outcome: printable ? documentOutcome(documents.printed) : reply,
    exporting: exporter.isPending || documents.exporting,
    chooseType(typeId: number) {
      if (typeId === state.typeId) return;
      setState(typeChosen(typeId, today()));
      documents.forget();
    },
    change(changes: Partial<ReportFilterValues>) {
      setState((current) => valuesChanged(current, changes));
    },
    toggleAdvanced() {
      setState((current) => ({ ...current, advanced: !current.advanced }));
    },
    /**
     * FILTRAR: nothing is sent while a range ends before it starts; a printable type opens its
     * document, in this click (docs/product/reporting.md#documents); else the draft is applied
     * from page 0, or the same query runs again.
     */
    filter() {
      if (wrong.length > 0) return toast.error(messages.reportEndBeforeStart);
      if (printable) return documents.print(draftQuery);
      armEmptyNotice();
      if (applied !== null && !stale) return void result.refetch();
      setState((current) => ({
        ...current,
        applied: { typeId: type.id, query: draftQuery },
        page: 0,
      }));
    },
    /** BORRAR FILTROS (docs/product/reporting.md#screens). */
    clear() {
      setState((current) => filtersCleared(current, type, today()));
      toast.success(messages.filterCleared);
    },
    sort(sort: ReportSort | null) {
      setState((current) => sortChanged(current, sort));
    },
    page(page: number, pageSize: number) {
      setState((current) => pageChanged(current, page, pageSize));
    },
    /**
     * EXPORTAR (the CSV; a printable type's is its document's), or EXPORTAR ICS for a type that
     * has a calendar file.
     */
    exportFile(format: ReportFileFormat) {
      if (printable && documents.printed) documents.exportCsv(documents.printed.query);
      else exporter.mutate(format);
    },
  };
}

/** The state kept for this view, or the first one; a kept type outside the catalogue is refused. */
function startingState(userId: number, historic: boolean) {
  const kept = readReportScreen(userId, historic);
  const refused = kept !== undefined && reportTypeById(kept.typeId) === undefined;
  return {
    state: kept && !refused ? kept : initialReportScreen(today()),
    refused,
  };
}

/** A document's count for the screen: it has no sums, and its notice is its own. */
const documentOutcome = (printed: PrintedReport | null): ReportOutcome | undefined =>
  printed ? { total: printed.orderCount, limited: printed.limited, summary: [] } : undefined;

/** A failed page, said once per failure (report-failure.ts). */
function useReportFailure(error: Error | null, at: number) {
  useEffect(() => {
    if (error) showReportFailure(error);
  }, [error, at]);
}

/**
 * 'No hay resultados' (docs/product/reporting.md#messages): said once when the load that follows
 * FILTRAR finds no row; the table says it too.
 */
function useEmptyNotice(reply: ReportListReply | undefined, fetching: boolean) {
  const armed = useRef(false);
  useEffect(() => {
    if (!armed.current || fetching || !reply) return;
    armed.current = false;
    if (reply.total === 0) toast.info(messages.noResults);
  }, [reply, fetching]);
  return () => {
    armed.current = true;
  };
}
