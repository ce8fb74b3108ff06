import type { Entity } from '@extranet/shared/schemas/entity';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/shared/session/session-store';
import { json, useFakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { testUser } from '@/test/user';
import { EntityEditorPage } from './entity-editor-page';

const entity: Entity = {
  id: 12,
  name: 'Colegio La Ería',
  cif: 'B33000035',
  address: '',
  city: 'Oviedo',
  postalCode: '',
  council: null,
  target: null,
  idTarget: null,
  mainEntityId: null,
  mainLegalEntityName: 'La entidad es principal',
  disabled: false,
};

const users = [
  {
    id: 1,
    text: 'Marta Suárez (12345678Z)',
    isActive: true,
    since: '2026-01-10T10:00:00.000Z',
    until: null,
    user: {
      id: 40,
      username: '12345678Z',
      name: 'Marta',
      surname: 'Suárez',
      email: 'm@e.es',
      role: 0,
      disabled: false,
    },
  },
];

const centres = [
  { id: 12, name: 'Colegio La Ería', isMain: true, text: 'Colegio La Ería (Entidad Principal)' },
  { id: 13, name: 'Aula de Trubia', isMain: false, text: 'Aula de Trubia' },
];

function renderPage() {
  renderWithProviders(
    <Routes>
      <Route path="/entityeditor" element={<EntityEditorPage />} />
      <Route path="/usereditadmin" element={<p>Editor de usuario</p>} />
    </Routes>,
    { route: '/entityeditor?id=12' },
  );
}

// docs/product/administration-and-analytics.md#entity-editor,
// docs/product/administration-and-analytics.md#entity-validation
describe('/entityeditor', () => {
  /** The entity, its users, its group and the lists its fields offer; GUARDAR stores it. */
  const calls = useFakeApi(({ method, url }) => {
    const route = `${method} ${url.pathname}`;
    if (route === 'GET /api/entity/get/by-id/' && url.searchParams.get('id') === '12')
      return json(entity);
    if (route === 'GET /api/entity/list-historical-users/12') return json(users);
    if (route === 'GET /api/entity/list-center-data/12') return json(centres);
    if (route === 'POST /api/entity/12/update') return json(entity);
    if (route === 'GET /api/order/get-councils/') return json([{ id: 44, value: 'Oviedo' }]);
    if (route === 'GET /api/order/get-targets/')
      return json([{ id: 1, value: 'Centros educativos' }]);
    return undefined;
  });
  afterEach(() => sessionStore.clear());

  it('refuses a CIF with a wrong control character before saving, then saves a valid one', async () => {
    sessionStore.start('token', testUser({ id: 3, role: 2 }), 8);
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar Entidad' })).toBeVisible();
    const cif = await screen.findByLabelText('CIF');
    fireEvent.change(cif, { target: { value: 'B33000036' } });
    fireEvent.click(screen.getByRole('button', { name: 'GUARDAR' }));
    expect(await screen.findByText('El CIF de la entidad no es válido')).toBeVisible();
    expect(calls.some(({ method }) => method === 'POST')).toBe(false);
    fireEvent.change(cif, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'GUARDAR' }));
    expect(await screen.findByText('Introduce el CIF de la entidad')).toBeVisible();
    fireEvent.change(cif, { target: { value: 'b-33000035' } });
    fireEvent.click(screen.getByRole('button', { name: 'GUARDAR' }));
    await waitFor(() => expect(calls.some(({ method }) => method === 'POST')).toBe(true));
    const saved = calls.find(({ url }) => url.pathname === '/api/entity/12/update');
    expect(JSON.parse(String(saved?.body))).toMatchObject({ idEntity: 12, entityCif: 'B33000035' });
    expect(await screen.findByText('Se han guardado los datos de la entidad')).toBeVisible();
  });

  it('shows the historical users and the group, the main entity marked', async () => {
    sessionStore.start('token', testUser({ id: 3, role: 2 }), 8);
    renderPage();
    expect(await screen.findByRole('link', { name: 'Marta Suárez (12345678Z)' })).toBeVisible();
    expect(await screen.findByText('Colegio La Ería (Entidad Principal)')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Aula de Trubia' }).getAttribute('href')).toBe(
      '/entityeditor?id=13',
    );
  });

  it('never asks a gestor for the entity users', async () => {
    sessionStore.start('token', testUser({ id: 3, role: 1 }), 8);
    renderPage();
    expect(await screen.findByRole('link', { name: 'Aula de Trubia' })).toBeVisible();
    expect(screen.queryByText('USUARIOS DE LA ENTIDAD')).toBeNull();
    expect(calls.some(({ url }) => url.pathname.includes('list-historical-users'))).toBe(false);
  });
});
