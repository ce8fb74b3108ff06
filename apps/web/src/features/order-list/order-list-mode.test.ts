// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { defaultSort } from '@/shared/order-lists/table-sort';
import { orderDetailHref } from '@/shared/order-lists/order-detail-link';
import { orderExportQuery, orderListQuery, orderListRules } from './order-list-mode';

// docs/product/requests.md#order-lists
describe('the two modes of the order list', () => {
  it('gives /myorderlist its title and always the caller own userId, without applicant name', () => {
    const rules = orderListRules('own');
    expect(rules.title).toBe('SEGUIMIENTO DE SOLICITUDES');
    expect(rules.manager).toBe(false);
    expect(rules.nameFilter).toBeNull();
    expect(orderListQuery('own', 7, { name: 'Ana', stateId: 1 }, defaultSort)).toEqual({
      stateId: 1,
      userId: 7,
      _sort: 'id',
      _dir: 'desc',
      _page: 0,
      _pagesize: 10,
    });
  });

  it('gives /orderlist the manager list: no userId, the applicant name, selection', () => {
    const rules = orderListRules('manager');
    expect(rules.title).toBe('GESTIÓN DE SOLICITUDES');
    expect(rules.manager).toBe(true);
    expect(rules.nameFilter).toBe('applicant');
    const query = orderListQuery(
      'manager',
      7,
      { name: 'Ana', activity: '3,4' },
      { key: 'applicant', dir: 'asc' },
      { index: 2, size: 10 },
    );
    expect(query).toEqual({
      name: 'Ana',
      activity: '3,4',
      _sort: 'applicant',
      _dir: 'asc',
      _page: 2,
      _pagesize: 10,
    });
  });

  // docs/product/README.md#constants-and-limits
  it('exports page 0 of up to 5,000 rows with the same filter', () => {
    expect(orderExportQuery('own', 7, { id: 5 }, defaultSort)).toMatchObject({
      id: 5,
      userId: 7,
      _page: 0,
      _pagesize: 5000,
    });
    expect(orderListRules('manager').exportFileName).toBe('Solicitudes.csv');
  });

  it('opens the detail with the id and the mode in the address', () => {
    expect(orderDetailHref(12, 'manager')).toBe('/orderdetail?id=12&mode=manager');
    expect(orderDetailHref(12, 'own')).toBe('/orderdetail?id=12&mode=own');
  });
});
