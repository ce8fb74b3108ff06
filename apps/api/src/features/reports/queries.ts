import { CITIZEN_TARGET_ID } from '@extranet/shared/targets';
import type { ReportFilter } from '@extranet/shared/reports/filter';
import type { ReportType } from '@extranet/shared/reports/report-types';
import { and, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { dateConditions } from './date-window.ts';
import { nameRuleCondition, readsOneOrder, typeFilterConditions } from './filter-conditions.ts';
import type { ReportScope } from './report-scope.ts';

/**
 * The one skeleton every order-based report is built on (docs/product/reporting.md#performance):
 * the order with its facts, activity, campaign, applicant, state, entity, council and target,
 * under the caller's scope and the type's filters, dates and rules. A report adds its select
 * list, grouping, order and limit; it reads the answers' JSON only in its select list, never to
 * filter, group or sort.
 */
export interface ReportBase {
  /** `FROM … WHERE …` with every join, to follow a select list. */
  sql: SQL;
  /**
   * `FROM … WHERE …` with only the council and target joins that the WHERE and `reads` (a
   * select list, a sort) read: what a count or a page's ids are read with.
   */
  from(...reads: SQL[]): SQL;
  /** The WHERE's condition alone, for a report that adds its own. */
  where: SQL;
  /** The same base with `condition` added to its WHERE (a document read in parts). */
  narrow(condition: SQL): ReportBase;
}

/**
 * The joins after `orders o`. The facts, the applicant, the state and the target always exist
 * (the facts are written with the order; foreign keys; an order without an entity reads its
 * applicant's council and the citizen target, docs/product/reporting.md#list-reports), so they
 * are left joins: PostgreSQL then drops those a query reads nothing of, and a count on the
 * request days reads only the orders and their campaigns. Were an order's facts missing (before
 * a due rebuild), it would still be listed, with blank facts.
 */
const CORE_JOINS = sql.raw(`left join order_report_facts f on f.order_id = o.id
  join activities a on a.id = o.activity_id
  join campaigns c on c.id = a.campaign_id
  left join users u on u.id = o.user_id
  left join order_states s on s.id = o.state_id
  left join entities e on e.id = o.entity_id`);
/**
 * The council and the target are joined on the entity's or the applicant's: PostgreSQL drops an
 * unread join, but not the entity and the applicant these two read, so a query that reads
 * neither council nor target leaves them out (`ReportBase.from`).
 */
const COUNCIL_JOIN = sql.raw('left join councils k on k.id = coalesce(e.council_id, u.council_id)');
const TARGET_JOIN = sql.raw(
  `left join targets t on t.id = coalesce(e.target_id, ${CITIZEN_TARGET_ID})`,
);

/** Every join, under the aliases o f a c u s e k t. */
export const REPORT_JOINS = sql`${CORE_JOINS} ${COUNCIL_JOIN} ${TARGET_JOIN}`;

/** The orders with everything the reports read of them. */
export const REPORT_FROM = sql`from orders o ${REPORT_JOINS}`;

const dialect = new PgDialect();

/**
 * What the SQL texts of `parts` read: the joins (the core ones, and the council's and target's
 * if named) and whether the facts (alias `f`) are among them. The texts are rendered once.
 */
function readsOf(parts: SQL[]): { joins: SQL; facts: boolean } {
  const text = parts.map((part) => dialect.sqlToQuery(part).sql).join(' ');
  return {
    joins: sql`${CORE_JOINS} ${/\bk\./.test(text) ? COUNCIL_JOIN : sql``} ${
      /\bt\./.test(text) ? TARGET_JOIN : sql``
    }`,
    facts: /\bf\./.test(text),
  };
}

/** The caller's organization and, for a gestor, its campaigns; for role 2+ a supervisor named. */
function scopeCondition(scope: ReportScope): SQL | undefined {
  const campaignsOf =
    scope.campaignIds === null
      ? undefined
      : scope.campaignIds.length === 0
        ? sql`false`
        : sql`a.campaign_id in (${sql.join(
            scope.campaignIds.map((id) => sql`${id}`),
            sql`, `,
          )})`;
  return and(
    sql`c.organization_id = ${scope.organizationId}`,
    campaignsOf,
    scope.supervisorId === undefined ? undefined : sql`c.supervisor_id = ${scope.supervisorId}`,
  );
}

/**
 * `reportBase(filter, scope)` of docs/product/reporting.md#performance for `type`: scope, the
 * type's filters among those sent, its date windows (none when one order is asked for by id),
 * its activity rule and its bus rule. Throws `date_before_floor` for a start before the floor
 * outside the historic view.
 */
export function reportBase(
  filter: ReportFilter,
  scope: ReportScope,
  type: ReportType,
  today: string,
): ReportBase {
  const dates = readsOneOrder(filter, type)
    ? undefined
    : dateConditions(filter, {
        basis: type.basis,
        mainRange: type.filters.includes('dates'),
        advanced: type.filters.includes('advanced'),
        today,
      });
  const where =
    and(
      scopeCondition(scope),
      typeFilterConditions(filter, type),
      dates?.where,
      nameRuleCondition(type.rule),
      type.bus ? sql`f.bus` : undefined,
    ) ?? sql`true`;
  return baseOn(where, dates?.factsRequestDays);
}

/**
 * The base of `where`. A query that joins the facts anyway is also told the request days on
 * their column (`factsRequestDays`), so that it may read them by the facts' index; one that does
 * not leaves the facts out.
 */
function baseOn(where: SQL, factsRequestDays: SQL | undefined): ReportBase {
  const withFactsDays = and(where, factsRequestDays) ?? where;
  return {
    sql: sql`${REPORT_FROM} where ${withFactsDays}`,
    from: (...reads) => {
      const { joins, facts } = readsOf([where, ...reads]);
      return sql`from orders o ${joins} where ${facts ? withFactsDays : where}`;
    },
    where,
    narrow: (condition) => baseOn(and(where, condition) ?? where, factsRequestDays),
  };
}
