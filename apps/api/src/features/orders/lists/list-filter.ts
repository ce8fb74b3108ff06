import { norm } from '@extranet/shared/forms/field-roles';
import type { OrderListFilter } from '@extranet/shared/schemas/order-list';
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../../db/like.ts';
import { campaigns } from '../../../db/schema/campaigns.ts';
import { orderFiles, orders } from '../../../db/schema/orders.ts';
import { users } from '../../../db/schema/users.ts';
import { normSql } from '../summary-query.ts';
import { entityNameOf } from '../summary-reply.ts';
import { serverMidnightsOnTheHour, serverTimeZone } from '../../../time/today.ts';
import { idsWithinHours, type DatedScope } from './order-hours.ts';

/** Whose orders a list shows (docs/product/requests.md#order-lists), decided by list-service.ts. */
export type ListScope =
  | { kind: 'own'; userId: number }
  | { kind: 'managed'; organizationId: number; supervisorId?: number; userId?: number };

/**
 * A filter split in two: what reads the order's own row (and its applicant, entity or file),
 * and what reads its campaign (the manager scope), which the queries apply as a semi-join on
 * the few activities it covers (list-queries.ts).
 */
export interface OrderConditions {
  orderWhere: SQL | undefined;
  campaignWhere: SQL | undefined;
  /** The joins `orderWhere` needs beyond `orders`. */
  needs: { users: boolean; entities: boolean };
  /**
   * When the filter reads nothing but the campaign scope, the activities and the state: the
   * total is then a sum of the kept counts (order_counts) rather than a count of the orders.
   */
  kept?: { activityIds: number[] | undefined; stateId: number | undefined };
  /**
   * When the filter is the whole organization's between two request dates and reads nothing
   * else: the total is then a sum of the organization's kept hours (order-hours.ts).
   */
  keptHours?: DatedScope;
  /**
   * Whether the filter has a request date: its queries are then planned for their values on
   * every call, never run as named statements (list-queries.ts says why).
   */
  dated: boolean;
}

/** norm(column) contains norm(text), accents and case aside (as the report filters match). */
const normContains = (column: SQL, text: string) =>
  sql`${normSql(column)} like ${containsPattern(norm(text))}`;

/**
 * Midnight of a YYYY-MM-DD day in the server's zone (TIME_ZONE, Europe/Madrid by default): the
 * filter's days are the days people live in (docs/exports-text-and-time.md).
 */
const localMidnight = (day: string, plusDays = 0) =>
  sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${serverTimeZone()})`;

/** The scope on the order's row: its applicant, when the list is of one person's requests. */
const applicantScope = (scope: ListScope) =>
  scope.userId === undefined ? undefined : eq(orders.userId, scope.userId);

/** The scope on the order's campaign: the organization and, for role 1, the supervisor. */
function campaignScope(scope: ListScope): SQL | undefined {
  if (scope.kind === 'own') return undefined;
  return and(
    eq(campaigns.organizationId, scope.organizationId),
    scope.supervisorId === undefined ? undefined : eq(campaigns.supervisorId, scope.supervisorId),
  );
}

/**
 * The filters of docs/product/requests.md#filters as SQL on the indexed columns: the
 * activity ids, the entity tags (each contained in the validated entity's name or, without one,
 * the proposed entity's name), the request dates, the id, the state, and `name`: the applicant
 * (order list, manager mode only) or the attachment (attachment list).
 */
export function orderConditions(
  filter: OrderListFilter,
  scope: ListScope,
  nameMatches: 'applicant' | 'attachment' | 'none',
): OrderConditions {
  const tags = filter.entity ?? [];
  const name = filter.name ?? '';
  const byApplicant = nameMatches === 'applicant' && name !== '';
  const datedScope: DatedScope | undefined =
    scope.kind === 'managed' && filter.startDate && filter.endDate
      ? {
          organizationId: scope.organizationId,
          from: localMidnight(filter.startDate),
          to: localMidnight(filter.endDate, 1),
        }
      : undefined;
  const orderWhere = and(
    datedScope ? idsWithinHours(datedScope) : undefined,
    applicantScope(scope),
    filter.activity?.length ? inArray(orders.activityId, filter.activity) : undefined,
    tags.length ? or(...tags.map((tag) => normContains(entityNameOf, tag))) : undefined,
    filter.startDate ? sql`${orders.createdAt} >= ${localMidnight(filter.startDate)}` : undefined,
    filter.endDate ? sql`${orders.createdAt} < ${localMidnight(filter.endDate, 1)}` : undefined,
    filter.id === undefined ? undefined : eq(orders.id, filter.id),
    filter.stateId === undefined || filter.stateId === -1
      ? undefined
      : eq(orders.stateId, filter.stateId),
    byApplicant ? normContains(sql`${users.name} || ' ' || ${users.surname}`, name) : undefined,
    nameMatches === 'attachment' && name !== ''
      ? normContains(sql`${orderFiles.originalName}`, name)
      : undefined,
  );
  const campaignWhere = campaignScope(scope);
  const stateId = filter.stateId === -1 ? undefined : filter.stateId;
  const onlyScope =
    scope.kind === 'managed' &&
    scope.userId === undefined &&
    tags.length === 0 &&
    filter.id === undefined &&
    !byApplicant &&
    !(nameMatches === 'attachment' && name !== '');
  const onlyKept = onlyScope && !filter.startDate && !filter.endDate;
  const onlyKeptHours =
    onlyScope &&
    datedScope !== undefined &&
    scope.supervisorId === undefined &&
    !filter.activity?.length &&
    stateId === undefined &&
    serverMidnightsOnTheHour();
  return {
    orderWhere,
    campaignWhere,
    needs: { users: byApplicant, entities: tags.length > 0 },
    dated: !!(filter.startDate || filter.endDate),
    ...(onlyKept ? { kept: { activityIds: filter.activity, stateId } } : {}),
    ...(onlyKeptHours ? { keptHours: datedScope } : {}),
  };
}
