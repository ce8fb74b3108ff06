import { useMutation } from '@tanstack/react-query';
import { messages } from '@extranet/shared/messages';
import type { ReportListReply } from '@extranet/shared/reports/list-reply';
import { reportFileName } from '@extranet/shared/reports/report-file-name';
import { reportTypeById, type ReportType } from '@extranet/shared/reports/report-types';
import { Role } from '@extranet/shared/roles';
import { App } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ApiError, errorText } from '@/shared/api-error';
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

/**
 * Everything /reportsview and /reportshistoricview read and do (docs/product/reporting.md#screens):
 * the type and its filters, the query FILTRAR applied (a change marks it stale until the next
 * FILTRAR), the page of the result with its server-side sort and size, and EXPORTAR. The state
 * is kept per view and user (report-store.ts) so that VOLVER from a row shows the same page.
 */
export function useReportScreen(historic: boolean, caller: { id: number; role: number }) {
  const { modal } = App.useApp();
  const [start] = useState(() => startingState(caller.id, historic));
  const [state, setState] = useState(start.state);
  useEffect(() => storeReportScreen(caller.id, historic, state), [caller.id, historic, state]);
  // A kept type the catalogue lacks is refused as the API refuses it (docs/product/reporting.md#calls).
  useEffect(() => {
    if (start.refused) modal.error({ title: messages.reportIdInvalid });
  }, [start, modal]);
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
  const stale = applied !== null && queryKey(applied.query) !== queryKey(draftQuery);

  // Only list types are ever applied: FILTRAR stops at a printable one.
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
    exporting: exporter.isPending,
    chooseType(typeId: number) {
      if (typeId !== state.typeId) setState(typeChosen(typeId, today()));
    },
    change(changes: Partial<ReportFilterValues>) {
      setState((current) => valuesChanged(current, changes));
    },
    toggleAdvanced() {
      setState((current) => ({ ...current, advanced: !current.advanced }));
    },
    /**
     * FILTRAR: nothing is sent while a range ends before it starts; a printable type says it is
     * not available yet (docs/product/reporting.md#kinds); else the draft is applied from page 0,
     * or the same query runs again.
     */
    filter() {
      if (wrong.length > 0) return toast.error(messages.reportEndBeforeStart);
      if (type.kind === 'predefined') return toast.info(messages.reportNotAvailable);
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
    /** EXPORTAR (the CSV), or EXPORTAR ICS for a type that has a calendar file. */
    exportFile(format: ReportFileFormat) {
      exporter.mutate(format);
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

/**
 * A failed page: an unknown report id is the dialog 'reportID no válido'
 * (docs/product/reporting.md#calls); any other refusal (the date floor…) its own words.
 */
function useReportFailure(error: Error | null, at: number) {
  const { modal } = App.useApp();
  useEffect(() => {
    if (!error) return;
    if (error instanceof ApiError && error.error === 'invalid report id') {
      modal.error({ title: messages.reportIdInvalid });
    } else {
      toast.error(errorText(error));
    }
  }, [error, at, modal]);
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
