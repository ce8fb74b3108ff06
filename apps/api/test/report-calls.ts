import type { ReportDocument } from '@extranet/shared/reports/document';
import type { ReportListReply } from '@extranet/shared/reports/list-reply';
import { reportTypeById } from '@extranet/shared/reports/report-types';
import { expect } from 'vitest';
import { fixtureYears } from './report-fixture.ts';
import type { TestApp } from './harness.ts';

/**
 * Report calls as the screens make them (docs/product/reporting.md#screens): the type's default
 * states and this year's range, unless the test says otherwise.
 */

/** The by-filter address of a type with the screen's defaults and `params` over them. */
export function reportUrl(reportId: number, params: Record<string, string> = {}): string {
  const { Y } = fixtureYears();
  const query = new URLSearchParams({
    reportId: String(reportId),
    orderState: reportTypeById(reportId)?.states.join(',') ?? '',
    startDate: `01/01/${Y}`,
    endDate: `31/12/${Y}`,
    ...params,
  });
  return `/api/reportorder/list/by-filter?${query}`;
}

/** That call as `user`, which must answer 200: its list reply. */
export async function runListReport(
  t: TestApp,
  user: { id: number },
  reportId: number,
  params: Record<string, string> = {},
): Promise<ReportListReply> {
  const res = await t.as(user).get(reportUrl(reportId, params));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ReportListReply>();
}

/** A printable type's document as `user` (`format=document`), which must answer 200. */
export async function runDocumentReport(
  t: TestApp,
  user: { id: number },
  reportId: number,
  params: Record<string, string> = {},
): Promise<ReportDocument> {
  const res = await t.as(user).get(reportUrl(reportId, { format: 'document', ...params }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ReportDocument>();
}
