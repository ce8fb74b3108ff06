import type { Entity } from '@extranet/shared/schemas/entity';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/shared/session/session-store';
import { renderWithProviders } from '@/test/render';
import { testUser } from '@/test/user';
import { EntityEditorPage } from './entity-editor-page';

// antd renders and validates slowly in jsdom on a busy machine (the first render most).
configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 45_000 });

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

const calls: { url: string; body?: string }[] = [];

function fakeApi(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = String(input);
  calls.push({ url, body: typeof init?.body === 'string' ? init.body : undefined });
  let body: unknown = [];
  if (url.includes('entity/get/by-id')) body = entity;
  else if (url.includes('list-historical-users')) body = users;
  else if (url.includes('list-center-data')) body = centres;
  else if (url.includes('/update')) body = entity;
  return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
}

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
  beforeEach(() => {
    calls.length = 0;
    vi.stubGlobal('fetch', vi.fn(fakeApi));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStore.clear();
  });

  it('refuses a CIF with a wrong control character before saving, then saves a valid one', async () => {
    sessionStore.start('token', testUser({ id: 3, role: 2 }), 8);
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar Entidad' })).toBeTruthy();
    const cif = await screen.findByLabelText('CIF');
    fireEvent.change(cif, { target: { value: 'B33000036' } });
    fireEvent.click(screen.getByRole('button', { name: 'GUARDAR' }));
    expect(await screen.findByText('El CIF de la entidad no es válido')).toBeTruthy();
    expect(calls.some((call) => call.url.includes('/update'))).toBe(false);
    fireEvent.change(cif, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'GUARDAR' }));
    expect(await screen.findByText('Introduce el CIF de la entidad')).toBeTruthy();
    fireEvent.change(cif, { target: { value: 'b-33000035' } });
    fireEvent.click(screen.getByRole('button', { name: 'GUARDAR' }));
    await waitFor(() => expect(calls.some((call) => call.url.includes('/update'))).toBe(true));
    const saved = calls.find((call) => call.url.includes('/api/entity/12/update'));
    expect(JSON.parse(saved?.body ?? '{}')).toMatchObject({ idEntity: 12, entityCif: 'B33000035' });
    expect(await screen.findByText('Se han guardado los datos de la entidad')).toBeTruthy();
  });

  it('shows the historical users and the group, the main entity marked', async () => {
    sessionStore.start('token', testUser({ id: 3, role: 2 }), 8);
    renderPage();
    expect(await screen.findByRole('link', { name: 'Marta Suárez (12345678Z)' })).toBeTruthy();
    expect(await screen.findByText('Colegio La Ería (Entidad Principal)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Aula de Trubia' }).getAttribute('href')).toBe(
      '/entityeditor?id=13',
    );
  });

  it('never asks a gestor for the entity users', async () => {
    sessionStore.start('token', testUser({ id: 3, role: 1 }), 8);
    renderPage();
    expect(await screen.findByRole('link', { name: 'Aula de Trubia' })).toBeTruthy();
    expect(screen.queryByText('USUARIOS DE LA ENTIDAD')).toBeNull();
    expect(calls.some((call) => call.url.includes('list-historical-users'))).toBe(false);
  });
});
