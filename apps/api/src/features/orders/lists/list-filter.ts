import { norm } from '@extranet/shared/forms/field-roles';
import type { OrderListFilter } from '@extranet/shared/schemas/order-list';
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../../db/like.ts';
import { campaigns } from '../../../db/schema/campaigns.ts';
import { orderFiles, orders } from '../../../db/schema/orders.ts';
import { users } from '../../../db/schema/users.ts';
import { normSql } from '../summary-query.ts';
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
  /**
   * `orderWhere` without the id bounds of a dated page (order-hours.ts): they lead a page's walk
   * of the primary key, but a total with them was planned as if they kept a few hundred orders.
   */
  totalWhere: SQL | undefined;
  campaignWhere: SQL | undefined;
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
   * Whether the filter has a request date or a text (entity tags, a name): how many orders it
   * keeps depends on its values, so its queries are planned for them on every call, never run
   * as named statements (list-queries.ts says why).
   */
  plannedForValues: boolean;
}

/** norm(column) contains norm(text), accents and case aside (as the report filters match). */
const normContains = (column: SQL, text: string) =>
  sql`${normSql(column)} like ${containsPattern(norm(text))}`;

/**
 * The entity name an order shows holds `tag`, accents and case aside: `orders.entity_search_name`
 * is that name folded, kept by the database (migrations 0018 and 0021), and its trigram index
 * finds the orders whose name holds the tag without reading the others
 * (docs/product/requests.md#performance).
 */
const entityNameHolds = (tag: string) =>
  sql`${orders.entitySearchName} like ${containsPattern(norm(tag))}`;

/**
 * The orders of the applicants whose name and surname hold `name`: the users are looked up in
 * `users.search_text` (their name, surname, login and e-mail folded, which holds the name and
 * surname as its start) by its trigram index, then checked on the name and surname alone.
 */
function applicantNameHolds(name: string): SQL {
  const pattern = containsPattern(norm(name));
  const fullName = normSql(sql`${users.name} || ' ' || ${users.surname}`);
  return sql`${orders.userId} in (select ${users.id} from ${users}
    where ${users.searchText} like ${pattern} and ${fullName} like ${pattern})`;
}

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
  const byAttachment = nameMatches === 'attachment' && name !== '';
  /** A text filter: what it keeps is known only from its pattern. */
  const byText = tags.length > 0 || byApplicant || byAttachment;
  const datedScope: DatedScope | undefined =
    scope.kind === 'managed' && filter.startDate && filter.endDate
      ? {
          organizationId: scope.organizationId,
          from: localMidnight(filter.startDate),
          to: localMidnight(filter.endDate, 1),
        }
      : undefined;
  const totalWhere = and(
    applicantScope(scope),
    filter.activity?.length ? inArray(orders.activityId, filter.activity) : undefined,
    tags.length ? or(...tags.map(entityNameHolds)) : undefined,
    filter.startDate ? sql`${orders.createdAt} >= ${localMidnight(filter.startDate)}` : undefined,
    filter.endDate ? sql`${orders.createdAt} < ${localMidnight(filter.endDate, 1)}` : undefined,
    filter.id === undefined ? undefined : eq(orders.id, filter.id),
    filter.stateId === undefined || filter.stateId === -1
      ? undefined
      : eq(orders.stateId, filter.stateId),
    byApplicant ? applicantNameHolds(name) : undefined,
    byAttachment ? normContains(sql`${orderFiles.originalName}`, name) : undefined,
  );
  const orderWhere = datedScope ? and(idsWithinHours(datedScope), totalWhere) : totalWhere;
  const campaignWhere = campaignScope(scope);
  const stateId = filter.stateId === -1 ? undefined : filter.stateId;
  const onlyScope =
    scope.kind === 'managed' && scope.userId === undefined && filter.id === undefined && !byText;
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
    totalWhere,
    campaignWhere,
    plannedForValues: !!(filter.startDate || filter.endDate) || byText,
    ...(onlyKept ? { kept: { activityIds: filter.activity, stateId } } : {}),
    ...(onlyKeptHours ? { keptHours: datedScope } : {}),
  };
}
