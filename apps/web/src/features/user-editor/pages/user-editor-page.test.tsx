import type { User } from '@extranet/shared/schemas/user';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/shared/session/session-store';
import { json, useFakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { testUser } from '@/test/user';
import { UserEditorPage } from './user-editor-page';

const linked = [
  {
    id: 1,
    text: 'Colegio La Ería (B33000035)',
    isActive: true,
    since: '2026-01-10T10:00:00.000Z',
    until: null,
    entity: {
      id: 12,
      name: 'Colegio La Ería',
      cif: 'B33000035',
      address: '',
      city: '',
      postalCode: '',
      council: null,
      target: null,
      idTarget: null,
      mainEntityId: null,
      mainLegalEntityName: 'La entidad es principal',
      disabled: false,
    },
  },
];

/** The user the editor opens. */
let edited: User = testUser();

function renderPage(user: User) {
  edited = user;
  renderWithProviders(
    <Routes>
      <Route path="/usereditadmin" element={<UserEditorPage />} />
    </Routes>,
    { route: `/usereditadmin?id=${edited.id}` },
  );
}

// docs/product/administration-and-analytics.md#user-editor,
// docs/product/README.md#roles-and-permissions
describe('/usereditadmin', () => {
  /** The edited user, its entities and the lists its fields offer, as the API answers them. */
  useFakeApi(({ method, url }) => {
    const route = `${method} ${url.pathname}`;
    if (route === 'GET /api/user/get/by-id/' && url.searchParams.get('id') === String(edited.id))
      return json(edited);
    if (route === `GET /api/entity/list-historical/for-user/${edited.id}`) return json(linked);
    if (route === 'GET /api/order/get-councils/') return json([{ id: 44, value: 'Oviedo' }]);
    if (route === 'GET /api/order/get-targets/')
      return json([{ id: 1, value: 'Centros educativos' }]);
    return undefined;
  });
  afterEach(() => sessionStore.clear());

  it("lets an administrator edit a participant's data and role, and lists its entities", async () => {
    sessionStore.start('token', testUser({ id: 3, role: 2 }), 8);
    renderPage(testUser({ id: 31, name: 'Luis', surname: 'Pérez', council: null }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar Usuario' })).toBeVisible();
    expect((await screen.findByLabelText('Nombre')).getAttribute('value')).toBe('Luis');
    expect(screen.getByRole('button', { name: 'GUARDAR' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Rol' }).hasAttribute('disabled')).toBe(false);
    const entity = await screen.findByRole('link', { name: 'Colegio La Ería (B33000035)' });
    expect(entity.getAttribute('href')).toBe('/entityeditor?id=12');
    expect(screen.getByText('Desde 10/01/2026')).toBeVisible();
  });

  it('shows an administrator read-only to a gestor, without GUARDAR', async () => {
    sessionStore.start('token', testUser({ id: 3, role: 1 }), 8);
    renderPage(testUser({ id: 31, role: 2 }));
    expect(await screen.findByText(/Un gestor solo puede modificar/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'GUARDAR' })).toBeNull();
    expect(screen.getByRole('button', { name: 'VOLVER' })).toBeVisible();
    expect(screen.getByLabelText('Nombre').hasAttribute('disabled')).toBe(true);
  });

  it('lets a gestor edit a participant but not its role', async () => {
    sessionStore.start('token', testUser({ id: 3, role: 1 }), 8);
    renderPage(testUser({ id: 31, role: 0 }));
    expect(await screen.findByRole('button', { name: 'GUARDAR' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Rol' }).hasAttribute('disabled')).toBe(true);
    expect(
      screen.getByText('Solo un administrador puede cambiar el rol de un usuario.'),
    ).toBeVisible();
  });
});
