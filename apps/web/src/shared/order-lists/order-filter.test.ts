// @vitest-environment node
import type { ActivityNameTree } from '@extranet/shared/schemas/order-list';
import { describe, expect, it } from 'vitest';
import {
  activityIdsOf,
  defaultOrderFilter,
  entityTagsParam,
  filterKey,
  isOrderFilterActive,
  orderFilterQuery,
} from './order-filter';

const tree: ActivityNameTree = [
  {
    campaignId: 1,
    campaignName: 'Visitas',
    activities: [
      { id: 12, name: 'Visita estándar', complement: '' },
      { id: 11, name: 'Visita + taller', complement: '' },
    ],
  },
  {
    campaignId: 2,
    campaignName: 'Talleres',
    activities: [{ id: 20, name: 'Compost', complement: '' }],
  },
];

// docs/product/requests.md#order-lists, docs/product/requests.md#filters
describe('the order filter as query parameters', () => {
  it('sends nothing for the default filter (state "Cualquiera")', () => {
    expect(orderFilterQuery(defaultOrderFilter, tree)).toEqual({});
    expect(isOrderFilterActive(defaultOrderFilter)).toBe(false);
  });

  it('turns a chosen campaign into all its activities, and keeps single activities', () => {
    expect(activityIdsOf([['c1']], tree)).toEqual([11, 12]);
    expect(activityIdsOf([['c2', 'a20'], ['c1']], tree)).toEqual([11, 12, 20]);
    expect(activityIdsOf([['c9']], tree)).toEqual([]);
    expect(
      orderFilterQuery({ ...defaultOrderFilter, activity: [['c1'], ['c2', 'a20']] }, tree),
    ).toEqual({ activity: '11,12,20' });
  });

  it('joins entity tags with commas, a comma inside a tag travelling as U+201A', () => {
    expect(entityTagsParam(['Colegio Ería', ' AMPA, Ríos ', ' '])).toBe(
      'Colegio Ería,AMPA\u201a Ríos',
    );
  });

  it('sends dates as YYYY-MM-DD, the id, the state and the trimmed name', () => {
    const values = {
      ...defaultOrderFilter,
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      id: 42,
      stateId: 2,
      name: '  Rocío ',
      entity: ['AMPA'],
    };
    expect(orderFilterQuery(values, tree)).toEqual({
      entity: 'AMPA',
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      id: 42,
      stateId: 2,
      name: 'Rocío',
    });
    expect(isOrderFilterActive(values)).toBe(true);
  });

  it('compares filters by what they ask for', () => {
    expect(filterKey({ ...defaultOrderFilter, name: ' ' })).toBe(filterKey(defaultOrderFilter));
    expect(filterKey({ ...defaultOrderFilter, stateId: 1 })).not.toBe(
      filterKey(defaultOrderFilter),
    );
  });
});
