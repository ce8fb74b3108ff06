import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/shared/session/session-store';
import { json, useFakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { testUser } from '@/test/user';
import { AdminPage } from './admin-page';

const admin = testUser({ id: 1, name: 'Admin', surname: 'Uno', username: '22222222J', role: 2 });
const users = [
  admin,
  testUser({ id: 2, name: 'Ana', surname: 'García', role: 0 }),
  testUser({ id: 3, name: 'Sara', surname: 'Súper', username: '33333333P', role: 3 }),
];

/** The answer of `user/delete/{id}`, set by each test. */
let deleteReply: { status: number; body: unknown } = { status: 200, body: { deleted: 1 } };

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
  /** The users, the councils and a delete, as the API answers them. */
  const calls = useFakeApi(({ method, url }) => {
    const route = `${method} ${url.pathname}`;
    if (route === 'GET /api/user/list/for-user-organization/')
      return json({ items: users, total: users.length });
    if (route === 'GET /api/order/get-councils/') return json([{ id: 24, value: 'Gijón' }]);
    if (route === 'POST /api/user/delete/2') return json(deleteReply.body, deleteReply.status);
    return undefined;
  });
  afterEach(() => sessionStore.clear());

  it('shows a gestor tabs 1-3, tab 1 first, without create, disable or delete', async () => {
    sessionStore.start('token', testUser({ id: 9, role: 1 }), 8);
    renderAt('/admin');
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['1 USUARIOS', '2 ENTIDADES', '3 CENTROS']);
    expect(screen.getByRole('tab', { name: '1 USUARIOS' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    const ana = (await screen.findByRole('button', { name: 'Ana García' })).closest('article');
    expect(ana).not.toBeNull();
    expect(within(ana as HTMLElement).getByText('12345678Z')).toBeVisible();
    expect(within(ana as HTMLElement).getByText('Usuario')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Nuevo usuario' })).toBeNull();
    expect(screen.queryAllByRole('switch')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /^Borrar el usuario/ })).toBeNull();
    expect(
      calls.some(
        ({ url }) =>
          url.pathname === '/api/user/list/for-user-organization/' &&
          url.searchParams.get('_page') === '0',
      ),
    ).toBe(true);
  });

  it('gives an administrator tab 4 and the controls, but none on itself or a superuser', async () => {
    sessionStore.start('token', admin, 8);
    renderAt('/admin');
    expect(screen.getByRole('tab', { name: '4 ANALÍTICA DE DATOS' })).toBeVisible();
    expect(await screen.findByRole('switch', { name: /Ana García/ })).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Borrar el usuario Ana García (12345678Z)' }),
    ).toBeVisible();
    expect(screen.queryByRole('switch', { name: /Admin Uno/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Borrar el usuario Sara/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Nuevo usuario' })).toBeVisible();
  });

  it("says 'Filtros activos' once a role is chosen, and clears it with 'Borrar filtros'", async () => {
    sessionStore.start('token', admin, 8);
    renderAt('/admin');
    await screen.findByRole('button', { name: 'Ana García' });
    expect(screen.queryByText('Filtros activos')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Filtros' }));
    fireEvent.mouseDown(screen.getByLabelText('Rol'));
    fireEvent.click(await screen.findByTitle('Gestor'));
    expect(await screen.findByText('Filtros activos')).toBeVisible();
    expect(calls.some(({ url }) => url.searchParams.get('role') === '1')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Borrar filtros' }));
    expect(await screen.findByText('El filtro se ha eliminado')).toBeVisible();
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
    const remove = await screen.findByRole('button', {
      name: 'Borrar el usuario Ana García (12345678Z)',
    });
    fireEvent.click(remove);
    const confirm = await screen.findByRole('dialog', {
      name: '¿Estás seguro de que quieres borrar este usuario?',
    });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText(text)).toBeVisible();
    expect(
      calls.some(({ method, url }) => method === 'POST' && url.pathname === '/api/user/delete/2'),
    ).toBe(true);
  });

  it('opens the tab of the address and falls back to tab 1 for a tab the role may not see', () => {
    sessionStore.start('token', testUser({ id: 9, role: 1 }), 8);
    renderAt('/admin?tab=4');
    expect(screen.getByRole('tab', { name: '1 USUARIOS' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });
});
