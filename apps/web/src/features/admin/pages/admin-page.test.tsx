import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/shared/session/session-store';
import { renderWithProviders } from '@/test/render';
import { testUser } from '@/test/user';
import { AdminPage } from './admin-page';

const admin = testUser({ id: 1, name: 'Admin', surname: 'Uno', username: '22222222J', role: 2 });
const users = [
  admin,
  testUser({ id: 2, name: 'Ana', surname: 'García', role: 0 }),
  testUser({ id: 3, name: 'Sara', surname: 'Súper', username: '33333333P', role: 3 }),
];

const calls: string[] = [];

/** The first render loads antd's tabs, cards and table code: slow on a busy machine. */
const slow = { timeout: 10_000 };

/** The answer of `user/delete/{id}`, set by each test. */
let deleteReply: { status: number; body: unknown } = { status: 200, body: { deleted: 1 } };

function fakeApi(input: RequestInfo | URL): Promise<Response> {
  const url = String(input);
  calls.push(url);
  if (url.includes('user/delete/')) {
    const { status, body } = deleteReply;
    return Promise.resolve(new Response(JSON.stringify(body), { status }));
  }
  const body = url.includes('get-councils')
    ? [{ id: 24, value: 'Gijón' }]
    : url.includes('user/list')
      ? { items: users, total: users.length }
      : { items: [], total: 0 };
  return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
}

const renderAt = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/admin" element={<AdminPage />} />
    </Routes>,
    { route },
  );

// docs/product/administration-and-analytics.md#admin-screen,
// docs/product/README.md#roles-and-permissions
describe('/admin', () => {
  beforeEach(() => {
    calls.length = 0;
    vi.stubGlobal('fetch', vi.fn(fakeApi));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStore.clear();
  });

  it('shows a gestor tabs 1-3, tab 1 first, without create, disable or delete', async () => {
    sessionStore.start('token', testUser({ id: 9, role: 1 }), 8);
    renderAt('/admin');
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['1 USUARIOS', '2 ENTIDADES', '3 CENTROS']);
    expect(screen.getByRole('tab', { name: '1 USUARIOS' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    const ana = (await screen.findByRole('button', { name: 'Ana García' }, slow)).closest(
      'article',
    );
    expect(ana).not.toBeNull();
    expect(within(ana as HTMLElement).getByText('12345678Z')).toBeTruthy();
    expect(within(ana as HTMLElement).getByText('Usuario')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Nuevo usuario' })).toBeNull();
    expect(screen.queryAllByRole('switch')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /^Borrar el usuario/ })).toBeNull();
    expect(calls.some((url) => url.includes('/api/user/list/for-user-organization/?_page=0'))).toBe(
      true,
    );
  });

  it('gives an administrator tab 4 and the controls, but none on itself or a superuser', async () => {
    sessionStore.start('token', admin, 8);
    renderAt('/admin');
    expect(screen.getByRole('tab', { name: '4 ANALÍTICA DE DATOS' })).toBeTruthy();
    expect(await screen.findByRole('switch', { name: /Ana García/ }, slow)).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Borrar el usuario Ana García (12345678Z)' }),
    ).toBeTruthy();
    expect(screen.queryByRole('switch', { name: /Admin Uno/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Borrar el usuario Sara/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Nuevo usuario' })).toBeTruthy();
  });

  it("says 'Filtros activos' once a role is chosen, and clears it with 'Borrar filtros'", async () => {
    sessionStore.start('token', admin, 8);
    renderAt('/admin');
    await screen.findByRole('button', { name: 'Ana García' }, slow);
    expect(screen.queryByText('Filtros activos')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Filtros' }));
    fireEvent.mouseDown(screen.getByLabelText('Rol'));
    fireEvent.click(await screen.findByTitle('Gestor'));
    expect(await screen.findByText('Filtros activos')).toBeTruthy();
    expect(calls.some((url) => url.includes('role=1'))).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Borrar filtros' }));
    expect(await screen.findByText('El filtro se ha eliminado')).toBeTruthy();
    expect(screen.queryByText('Filtros activos')).toBeNull();
  });

  // docs/product/README.md#error-catalogue
  it.each([
    [
      'user have orders',
      'El usuario tiene solicitudes creadas o es gestor de alguna campaña. No se puede borrar',
    ],
    [
      'user have campaigns',
      'El usuario tiene solicitudes creadas o es gestor de alguna campaña. No se puede borrar',
    ],
    ['internal', 'Error al borrar los datos'],
  ])('answers a refused delete (%s) with the words of the catalogue', async (error, text) => {
    deleteReply = { status: error === 'internal' ? 500 : 409, body: { error, message: 'x' } };
    sessionStore.start('token', admin, 8);
    renderAt('/admin');
    const remove = await screen.findByRole(
      'button',
      { name: 'Borrar el usuario Ana García (12345678Z)' },
      slow,
    );
    fireEvent.click(remove);
    const confirm = await screen.findByRole('dialog', {
      name: '¿Estás seguro de que quieres borrar este usuario?',
    });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText(text)).toBeTruthy();
    expect(calls.some((url) => url.endsWith('/api/user/delete/2'))).toBe(true);
  });

  it('opens the tab of the address and falls back to tab 1 for a tab the role may not see', () => {
    sessionStore.start('token', testUser({ id: 9, role: 1 }), 8);
    renderAt('/admin?tab=4');
    expect(screen.getByRole('tab', { name: '1 USUARIOS' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });
});
