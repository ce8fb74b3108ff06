// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { menuItemsForRole, selectedMenuKey } from './menu-items';

const keys = (role: number) => menuItemsForRole(role).map((item) => item.key);

// docs/product/accounts.md#header-menu, docs/product/README.md#roles-and-permissions
describe('header menu entries', () => {
  it('gives a participant the campaigns, own requests, profile and exit', () => {
    expect(menuItemsForRole(0)).toEqual([
      { key: 'main', label: 'Campañas' },
      { key: 'myorderlist', label: 'Mis solicitudes' },
      { key: 'userprofile', label: 'Datos personales' },
      { key: 'close_session', label: 'Salir' },
    ]);
  });

  it('adds the management entries from role 1 on', () => {
    for (const role of [1, 2, 3]) {
      expect(keys(role)).toEqual([
        'main',
        'myorderlist',
        'orderlist',
        'attachmentlist',
        'eventsview',
        'reportshistoricview',
        'eventsreminderview',
        'admin',
        'userprofile',
        'close_session',
      ]);
    }
    expect(menuItemsForRole(1).map((item) => item.label)).toEqual([
      'Campañas',
      'Mis solicitudes',
      'Solicitudes',
      'Adjuntos',
      'Agenda',
      'Informes',
      'Recordatorios',
      'Gestión',
      'Datos personales',
      'Salir',
    ]);
  });
});

describe('highlighted menu entry', () => {
  it('highlights the entry of its own screen', () => {
    expect(selectedMenuKey('/main', '', null)).toBe('main');
    expect(selectedMenuKey('/orderlist', '', null)).toBe('orderlist');
    expect(selectedMenuKey('/userprofile', '', null)).toBe('userprofile');
    expect(selectedMenuKey('/admin', '', null)).toBe('admin');
  });

  it("highlights 'Campañas' on the activity screens", () => {
    for (const path of ['/activitylist', '/activityeditor', '/activityorder']) {
      expect(selectedMenuKey(path, '', { activity: 1 })).toBe('main');
    }
    expect(selectedMenuKey('/campaign-filter/2', '', null)).toBe('main');
  });

  it('highlights the list an order detail came from', () => {
    expect(selectedMenuKey('/orderdetail', '', { mode: 'manager' })).toBe('orderlist');
    expect(selectedMenuKey('/orderdetail', '', { mode: 'user' })).toBe('myorderlist');
    expect(selectedMenuKey('/orderdetail', '', null)).toBe('myorderlist');
  });

  it('reads the mode from the address when there is no navigation state', () => {
    expect(selectedMenuKey('/orderdetail', '?id=5&mode=manager', null)).toBe('orderlist');
    expect(selectedMenuKey('/orderdetail', '?id=5&mode=manager', { mode: 'user' })).toBe(
      'myorderlist',
    );
  });

  it('highlights nothing on screens outside the menu', () => {
    expect(selectedMenuKey('/', '', null)).toBeNull();
    expect(selectedMenuKey('/firstrun', '', null)).toBeNull();
    expect(selectedMenuKey('/test', '', null)).toBeNull();
  });
});
