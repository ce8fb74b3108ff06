// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { nextPageIndex } from './admin-paging';
import { tabFromParam, viewFromParam, visibleTabs } from './admin-tabs';
import {
  defaultEntityFilter,
  entityListQuery,
  isEntityFilterActive,
  mainEntityOf,
} from './entity-filter';
import {
  defaultUserFilter,
  isUserFilterActive,
  roleFilterOptions,
  roleOptions,
  userListQuery,
} from './user-filter';
import { canDeleteUser, canDisableUser } from './user-permissions';

// docs/product/administration-and-analytics.md#admin-screen,
// docs/product/README.md#roles-and-permissions, docs/product/README.md#constants-and-limits
describe('admin tabs', () => {
  it('shows tabs 1-3 to a gestor and tab 4 from role 2', () => {
    expect(visibleTabs(1)).toEqual([1, 2, 3]);
    expect(visibleTabs(2)).toEqual([1, 2, 3, 4]);
    expect(visibleTabs(3)).toEqual([1, 2, 3, 4]);
  });

  it('opens the tab of the address, or tab 1 when absent, unknown or not allowed', () => {
    expect(tabFromParam(null, 2)).toBe(1);
    expect(tabFromParam('3', 1)).toBe(3);
    expect(tabFromParam('4', 2)).toBe(4);
    expect(tabFromParam('4', 1)).toBe(1);
    expect(tabFromParam('9', 3)).toBe(1);
    expect(tabFromParam('dos', 3)).toBe(1);
  });

  it('reads list mode from ?vista=lista and box mode otherwise', () => {
    expect(viewFromParam('lista')).toBe('list');
    expect(viewFromParam(null)).toBe('box');
    expect(viewFromParam('otra')).toBe('box');
  });
});

// docs/product/administration-and-analytics.md#users
describe('users filter', () => {
  it('is inactive by default: no text, every role (-1)', () => {
    expect(defaultUserFilter).toEqual({ text: '', role: -1 });
    expect(isUserFilterActive(defaultUserFilter)).toBe(false);
    expect(isUserFilterActive({ text: '   ', role: -1 })).toBe(false);
  });

  it('is active with a text or a role, role 0 included', () => {
    expect(isUserFilterActive({ text: 'ana', role: -1 })).toBe(true);
    expect(isUserFilterActive({ text: '', role: 0 })).toBe(true);
  });

  it('asks for a page with role, trimmed text and the page size', () => {
    expect(userListQuery({ text: '  García ', role: 1 }, 2)).toEqual({
      _page: 2,
      _pagesize: 10,
      role: 1,
      text: 'García',
    });
  });

  // docs/product/README.md#roles-and-permissions
  it('offers roles 0-2, and role 3 only to a superuser', () => {
    expect(roleOptions(2).map((option) => option.value)).toEqual([0, 1, 2]);
    expect(roleOptions(3)).toEqual([
      { value: 0, label: 'Usuario' },
      { value: 1, label: 'Gestor' },
      { value: 2, label: 'Administrador' },
      { value: 3, label: 'Superusuario' },
    ]);
    expect(roleFilterOptions(1, 'Todos').map((option) => option.value)).toEqual([-1, 0, 1, 2]);
    expect(roleFilterOptions(3, 'Todos')[0]).toEqual({ value: -1, label: 'Todos' });
  });
});

// docs/product/administration-and-analytics.md#entities,
// docs/product/README.md#constants-and-limits
describe('entities filter', () => {
  it('is inactive by default: no name, no CIF, any council (-1)', () => {
    expect(defaultEntityFilter).toEqual({ name: '', cif: '', council: -1 });
    expect(isEntityFilterActive(defaultEntityFilter)).toBe(false);
  });

  it('is active with a name, a CIF or a council', () => {
    expect(isEntityFilterActive({ ...defaultEntityFilter, name: 'Colegio' })).toBe(true);
    expect(isEntityFilterActive({ ...defaultEntityFilter, cif: 'Q33' })).toBe(true);
    expect(isEntityFilterActive({ ...defaultEntityFilter, council: 24 })).toBe(true);
  });

  it('asks for 75 a page, main entities on tab 2 and centres on tab 3', () => {
    const filter = { name: ' Colegio ', cif: 'Q-3300', council: 24 };
    expect(entityListQuery(filter, false, 0)).toEqual({
      _pagesize: 75,
      _page: 0,
      name: 'Colegio',
      cif: 'Q-3300',
      council: 24,
      centres: false,
    });
    expect(entityListQuery(defaultEntityFilter, true, 1)).toMatchObject({
      _page: 1,
      council: -1,
      centres: true,
    });
  });

  it("names a centre's main entity from 'Centro de …', and none for a main entity", () => {
    expect(mainEntityOf({ mainEntityId: 4, mainLegalEntityName: 'Centro de Colegio Uno' })).toBe(
      'Colegio Uno',
    );
    expect(
      mainEntityOf({ mainEntityId: null, mainLegalEntityName: 'La entidad es principal' }),
    ).toBeNull();
  });
});

// docs/product/README.md#constants-and-limits
describe('paging', () => {
  const page = (count: number, total: number | null) => ({
    items: Array.from({ length: count }, (_, i) => i),
    total,
  });

  it('asks for the next page while full pages arrive and the total is not reached', () => {
    expect(nextPageIndex([page(10, 25)], 10)).toBe(1);
    expect(nextPageIndex([page(10, 25), page(10, null)], 10)).toBe(2);
  });

  it('stops at a short or empty page, or when the total is loaded', () => {
    expect(nextPageIndex([page(10, 25), page(10, null), page(5, null)], 10)).toBeUndefined();
    expect(nextPageIndex([page(10, 20), page(0, null)], 10)).toBeUndefined();
    expect(nextPageIndex([page(10, 10)], 10)).toBeUndefined();
  });
});

// docs/product/README.md#roles-and-permissions
describe('user controls of the list', () => {
  const admin = { id: 1, role: 2 };
  it('lets role 2+ disable others of its role or below, never itself', () => {
    expect(canDisableUser(admin, { id: 2, role: 0 })).toBe(true);
    expect(canDisableUser(admin, { id: 2, role: 2 })).toBe(true);
    expect(canDisableUser(admin, admin)).toBe(false);
    expect(canDisableUser(admin, { id: 3, role: 3 })).toBe(false);
    expect(canDisableUser({ id: 5, role: 1 }, { id: 2, role: 0 })).toBe(false);
  });

  it('never offers to delete a superuser, oneself, or anyone to a gestor', () => {
    expect(canDeleteUser(admin, { id: 2, role: 1 })).toBe(true);
    expect(canDeleteUser({ id: 9, role: 3 }, { id: 3, role: 3 })).toBe(false);
    expect(canDeleteUser(admin, admin)).toBe(false);
    expect(canDeleteUser({ id: 5, role: 1 }, { id: 2, role: 0 })).toBe(false);
  });
});
