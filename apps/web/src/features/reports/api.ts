import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { HistoricalUserList } from '@extranet/shared/schemas/entity-admin';
import {
  ReportActivityNames,
  ReportChoiceList,
  ReportListReply,
} from '@extranet/shared/reports/list-reply';
import { ReportDocument } from '@extranet/shared/reports/document';
import { FULL_REPORT_ID } from '@extranet/shared/reports/report-types';
import { fetchDownload } from '@/shared/fetch-download';
import { http } from '@/shared/http';
import { today } from '@/shared/time/today';
import type { ReportQuery } from './report-filter';
import type { ReportSort } from './report-store';

/** The report calls (docs/product/reporting.md#calls), all under `reportorder/`. */
const reportKeys = {
  activities: (historic: boolean, supervisorId: number | undefined) =>
    ['reports', 'activities', historic, supervisorId ?? 0] as const,
  choices: (list: ChoiceList) => ['reports', 'choices', list] as const,
  entities: (q: string) => ['reports', 'entity-names', q] as const,
  page: (query: ReportPageQuery | null) => ['reports', 'page', query] as const,
  row: (id: number) => ['reports', 'row', id] as const,
  entityUsers: (id: number) => ['entities', 'historical-users', id] as const,
};

const LIST_PATH = 'reportorder/list/by-filter';

/** A file the server makes: a list's CSV, report 35's calendar, a printable report's PDF. */
export type ReportFileFormat = 'csv' | 'ics' | 'pdf';
const fiveMinutes = 5 * 60_000;

/**
 * `getActivityNamesList` for the activity cascader: outside the historic view only activities
 * ending from 1 January of last year (`newerThan`), in it all (docs/product/reporting.md#filters);
 * a gestor's are its own.
 */
export function useReportActivityNames(historic: boolean, supervisorId: number | undefined) {
  return useQuery({
    queryKey: reportKeys.activities(historic, supervisorId),
    queryFn: ({ signal }) =>
      http.get('reportorder/getActivityNamesList', {
        query: {
          supervisorId,
          newerThan: historic ? undefined : Number(today().slice(0, 4)) - 1,
        },
        schema: ReportActivityNames,
        signal,
      }),
    staleTime: fiveMinutes,
  });
}

type ChoiceList = 'getEditionsList' | 'getComplementsList' | 'getEntityTargetsList';

/** The editions, complements or targets of the multi-value filters; asked when the type shows it. */
export function useReportChoices(list: ChoiceList, enabled: boolean) {
  return useQuery({
    queryKey: reportKeys.choices(list),
    queryFn: ({ signal }) => http.get(`reportorder/${list}`, { schema: ReportChoiceList, signal }),
    enabled,
    staleTime: fiveMinutes,
  });
}

/** `getEntityNamesList?q`: at most 50 entity names holding what was typed. */
export function useReportEntityNames(q: string, enabled: boolean) {
  return useQuery({
    queryKey: reportKeys.entities(q),
    queryFn: ({ signal }) =>
      http.get('reportorder/getEntityNamesList', {
        query: { q: q || undefined },
        schema: ReportChoiceList,
        signal,
      }),
    enabled,
    staleTime: fiveMinutes,
    placeholderData: keepPreviousData,
  });
}

/** A page of a report: the applied query with its sort, page and page size. */
export interface ReportPageQuery {
  query: ReportQuery;
  sort: ReportSort | null;
  page: number;
  pageSize: number;
}

const sortParams = (sort: ReportSort | null): Record<string, string> =>
  sort ? { _sort: sort.key, _order: sort.order } : {};

/**
 * A page of `list/by-filter` (`format=json`). The spec's cache-busting `_r` goes along; the
 * screen says its failures itself ('reportID no válido' is a dialog), so the query is silent.
 */
export function useReportPage(ask: ReportPageQuery | null) {
  return useQuery({
    queryKey: reportKeys.page(ask),
    queryFn: ({ signal }) =>
      http.get(LIST_PATH, {
        query: {
          ...ask?.query,
          ...sortParams(ask?.sort ?? null),
          _page: ask?.page,
          _pagesize: ask?.pageSize,
          format: 'json',
          _r: Date.now(),
        },
        schema: ReportListReply,
        signal,
      }),
    enabled: ask !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
    meta: { silent: true },
  });
}

const searchOf = (params: Record<string, string | number | boolean>) =>
  new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]));

/**
 * A report's file, fetched with the session's token: a list's CSV of the applied query in the
 * current sort (the first 5,000 rows, docs/product/reporting.md#csv), report 35's iCalendar
 * file, or a printable report's PDF (docs/product/reporting.md#documents).
 */
export const fetchReportFile = (
  query: ReportQuery,
  sort: ReportSort | null,
  format: ReportFileFormat,
): Promise<Blob> =>
  fetchDownload(
    `${LIST_PATH}?${searchOf({ ...query, ...sortParams(sort), format }).toString()}`,
    () => undefined,
  );

/**
 * A printable report's model (`format=document`, docs/product/reporting.md#documents) for the
 * same filter as a list's page; the screen says its failures itself.
 */
export const fetchReportDocument = (query: ReportQuery): Promise<ReportDocument> =>
  http.get(LIST_PATH, {
    query: { ...query, format: 'document', _r: Date.now() },
    schema: ReportDocument,
  });

/**
 * One order's full row for /reportorderdetail (docs/product/reporting.md#row-detail): report 0
 * by id, historic (no date window) and scoped by the server; an order out of reach reads as no
 * row.
 */
export function useReportRow(id: number | undefined) {
  return useQuery({
    queryKey: reportKeys.row(id ?? 0),
    queryFn: ({ signal }) =>
      http.get(LIST_PATH, {
        query: { reportId: FULL_REPORT_ID, idFilter: id, isHistoric: true, format: 'json' },
        schema: ReportListReply,
        signal,
      }),
    enabled: id !== undefined,
    staleTime: 0,
  });
}

/**
 * `GET entity/list-historical-users/{id}`: the entity's users, for role 2 and above only
 * (docs/product/reporting.md#scoping).
 */
export function useEntityUsers(id: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: reportKeys.entityUsers(id ?? 0),
    queryFn: ({ signal }) =>
      http.get(`entity/list-historical-users/${id}`, { schema: HistoricalUserList, signal }),
    enabled: enabled && id !== undefined,
  });
}
