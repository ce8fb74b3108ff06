import type { ActivityNameTree } from '@extranet/shared/schemas/order-list';

/** 'Cualquiera' in the state filter (docs/product/requests.md#order-lists): no state condition. */
export const ANY_STATE = -1;

/**
 * The filter of the order and attachment lists as the screen holds it
 * (docs/product/requests.md#filters). Plain values, so a draft
 * compares with the applied filter.
 */
export interface OrderFilterValues {
  /**
   * Cascader paths: `[campaign]` means every activity of the campaign, `[campaign, activity]`
   * one activity. Keys made by `campaignKey` and `activityKey`.
   */
  activity: string[][];
  /** Entity name tags. */
  entity: string[];
  /** YYYY-MM-DD, as the API takes it (docs/api-conventions.md#dates); shown DD/MM/YYYY. */
  startDate: string | null;
  endDate: string | null;
  id: number | null;
  stateId: number;
  /** The applicant's name (order list, manager mode) or the attachment's name. */
  name: string;
}

export const defaultOrderFilter: OrderFilterValues = {
  activity: [],
  entity: [],
  startDate: null,
  endDate: null,
  id: null,
  stateId: ANY_STATE,
  name: '',
};

/** The filter part of `OrderListQuery` / `AttachmentListQuery`, ready for the URL. */
export interface OrderFilterQuery {
  activity?: string;
  entity?: string;
  startDate?: string;
  endDate?: string;
  id?: number;
  stateId?: number;
  name?: string;
}

export const campaignKey = (id: number) => `c${id}`;
export const activityKey = (id: number) => `a${id}`;
const idOf = (key: string | undefined, prefix: 'a' | 'c'): number | undefined =>
  key?.startsWith(prefix) ? Number(key.slice(1)) : undefined;

/**
 * The activity ids a cascader choice stands for, ascending: a campaign brings all its
 * activities (docs/product/requests.md#filters), an activity itself.
 */
export function activityIdsOf(paths: readonly string[][], tree: ActivityNameTree): number[] {
  const ids = new Set<number>();
  for (const [campaign, activity] of paths) {
    const activityId = idOf(activity, 'a');
    if (activityId !== undefined) {
      ids.add(activityId);
      continue;
    }
    const campaignId = idOf(campaign, 'c');
    const node = tree.find((item) => item.campaignId === campaignId);
    node?.activities.forEach((item) => ids.add(item.id));
  }
  return [...ids].sort((a, b) => a - b);
}

/**
 * A comma inside a tag travels as U+201A, since tags are joined with commas (order-list.ts
 * `TagList`, as the report filters do).
 */
export const entityTagsParam = (tags: readonly string[]): string =>
  tags
    .map((tag) => tag.trim().replaceAll(',', '\u201a'))
    .filter((tag) => tag !== '')
    .join(',');

/** The query parameters of a filter; empty filters are left out. */
export function orderFilterQuery(
  values: OrderFilterValues,
  tree: ActivityNameTree,
): OrderFilterQuery {
  const query: OrderFilterQuery = {};
  const activities = activityIdsOf(values.activity, tree);
  if (activities.length > 0) query.activity = activities.join(',');
  const entity = entityTagsParam(values.entity);
  if (entity) query.entity = entity;
  if (values.startDate) query.startDate = values.startDate;
  if (values.endDate) query.endDate = values.endDate;
  if (values.id !== null && values.id > 0) query.id = values.id;
  if (values.stateId !== ANY_STATE) query.stateId = values.stateId;
  const name = values.name.trim();
  if (name) query.name = name;
  return query;
}

/** A stable text of the filter: two filters that read the same list compare equal. */
export function filterKey(values: OrderFilterValues): string {
  return JSON.stringify({ ...values, name: values.name.trim() });
}

/** True when some filter differs from its default ('Filtros activos'). */
export const isOrderFilterActive = (values: OrderFilterValues): boolean =>
  filterKey(values) !== filterKey(defaultOrderFilter);
