import {
  ReportFilterQuery,
  type ReportFilterQuery as FilterInput,
} from '@extranet/shared/reports/filter';
import { reportTypeById } from '@extranet/shared/reports/report-types';
import type { Role } from '@extranet/shared/roles';
import type { Db } from '../src/db/client.ts';
import { reportBase, type ReportBase } from '../src/features/reports/queries.ts';
import { reportScope } from '../src/features/reports/report-scope.ts';
import { today } from '../src/time/today.ts';
import type { TestUser } from './factories.ts';

/**
 * The report base (docs/product/reporting.md#performance) that `user` gets for the filter
 * `input`, as the report call builds it: the filter read as the call reads it, the user's scope.
 */
export async function reportBaseFor(
  db: Db,
  user: TestUser,
  input: FilterInput,
): Promise<ReportBase> {
  const filter = ReportFilterQuery.parse(input);
  const type = reportTypeById(filter.reportId);
  if (!type) throw new Error(`no report type ${filter.reportId}`);
  const caller = { id: user.id, role: user.role as Role, organizationId: user.organizationId };
  return reportBase(filter, await reportScope(db, caller, filter.supervisorId), type, today());
}
