// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { defaultSort, sortFromTable, sortOrderOf, sortQuery } from './table-sort';

// docs/api-conventions.md#campaign-and-activity-lists
describe('server-side sort of the order lists', () => {
  // docs/product/README.md#constants-and-limits
  it('starts on Id descending', () => {
    expect(sortQuery(defaultSort)).toEqual({ _sort: 'id', _dir: 'desc' });
    expect(sortOrderOf(defaultSort, 'id')).toBe('descend');
    expect(sortOrderOf(defaultSort, 'date')).toBeNull();
  });

  it("reads antd's sorter with the contract's keys", () => {
    expect(sortFromTable({ columnKey: 'applicant', order: 'ascend' })).toEqual({
      key: 'applicant',
      dir: 'asc',
    });
    expect(sortFromTable([{ columnKey: 'entity', order: 'descend' }])).toEqual({
      key: 'entity',
      dir: 'desc',
    });
  });

  it('falls back to the default for a cleared or unknown column', () => {
    expect(sortFromTable({ columnKey: 'state', order: null })).toEqual(defaultSort);
    expect(sortFromTable({ columnKey: 'password', order: 'ascend' })).toEqual(defaultSort);
  });
});
