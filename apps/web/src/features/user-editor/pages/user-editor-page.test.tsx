import type { User } from '@extranet/shared/schemas/user';
import { configure, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/shared/session/session-store';
import { renderWithProviders } from '@/test/render';
import { testUser } from '@/test/user';
import { UserEditorPage } from './user-editor-page';

// antd renders and validates slowly in jsdom on a busy machine (the first render most).
configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 45_000 });

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

function renderPage(edited: User) {
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = String(input);
      const body = url.includes('user/get/by-id') ? edited : url.includes('for-user') ? linked : [];
      return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
    }),
  );
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
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStore.clear();
  });

  it("lets an administrator edit a participant's data and role, and lists its entities", async () => {
    sessionStore.start('token', testUser({ id: 3, role: 2 }), 8);
    renderPage(testUser({ id: 31, name: 'Luis', surname: 'Pérez', council: null }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar Usuario' })).toBeTruthy();
    expect((await screen.findByLabelText('Nombre')).getAttribute('value')).toBe('Luis');
    expect(screen.getByRole('button', { name: 'GUARDAR' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Rol' }).hasAttribute('disabled')).toBe(false);
    const entity = await screen.findByRole('link', { name: 'Colegio La Ería (B33000035)' });
    expect(entity.getAttribute('href')).toBe('/entityeditor?id=12');
    expect(screen.getByText('Desde 10/01/2026')).toBeTruthy();
  });

  it('shows an administrator read-only to a gestor, without GUARDAR', async () => {
    sessionStore.start('token', testUser({ id: 3, role: 1 }), 8);
    renderPage(testUser({ id: 31, role: 2 }));
    expect(await screen.findByText(/Un gestor solo puede modificar/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'GUARDAR' })).toBeNull();
    expect(screen.getByRole('button', { name: 'VOLVER' })).toBeTruthy();
    expect(screen.getByLabelText('Nombre').hasAttribute('disabled')).toBe(true);
  });

  it('lets a gestor edit a participant but not its role', async () => {
    sessionStore.start('token', testUser({ id: 3, role: 1 }), 8);
    renderPage(testUser({ id: 31, role: 0 }));
    expect(await screen.findByRole('button', { name: 'GUARDAR' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Rol' }).hasAttribute('disabled')).toBe(true);
    expect(
      screen.getByText('Solo un administrador puede cambiar el rol de un usuario.'),
    ).toBeTruthy();
  });
});
