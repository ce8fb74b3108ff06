import type { Campaign } from '@extranet/shared/schemas/campaign';
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/shared/session/session-store';
import { renderWithProviders } from '@/test/render';
import { testUser } from '@/test/user';
import { testActivity } from '../test-activity';
import { ActivityListPage } from './activity-list-page';

const campaign: Campaign = {
  id: 9,
  name: 'Separa y recicla',
  description: '',
  startDate: '2026-09-01',
  endDate: '2027-06-30',
  edition: '2026',
  active: true,
  supervisor: null,
  targets: [],
  image: null,
  imageUrl: null,
  fileAgreement: null,
  files: [],
  content: '',
  contentJson: null,
};

const activities = [
  testActivity({ id: 1, name: 'Calendario escolar' }),
  testActivity({ id: 2, name: 'Taller de compostaje' }),
];

const calls: string[] = [];

/** Answers the campaign and its activities as the API would. */
function fakeApi(input: RequestInfo | URL): Promise<Response> {
  const url = String(input);
  calls.push(url);
  const body = url.includes('campaign/get/by-id')
    ? campaign
    : { items: activities, total: activities.length };
  return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
}

function renderPage() {
  renderWithProviders(
    <Routes>
      <Route path="/activitylist" element={<ActivityListPage />} />
      <Route path="/activityorder" element={<p>Formulario de solicitud</p>} />
      <Route path="/main" element={<p>Campañas</p>} />
    </Routes>,
    { route: '/activitylist?campaign=9' },
  );
}

// docs/product/campaigns-and-activities.md#activity-list,
// docs/product/README.md#roles-and-permissions
describe('/activitylist', () => {
  beforeEach(() => {
    calls.length = 0;
    vi.stubGlobal('fetch', vi.fn(fakeApi));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStore.clear();
  });

  it("lists a participant's activities by user, without admin options", async () => {
    sessionStore.start('token', testUser({ id: 7, role: 0 }), 8);
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Separa y recicla' })).toBeTruthy();
    expect(screen.getByText('Del 01/09/2026 al 30/06/2027')).toBeTruthy();
    expect(await screen.findByText('Taller de compostaje')).toBeTruthy();
    expect(calls.some((url) => url.includes('/api/activity/list/by-user/9/7?'))).toBe(true);
    expect(screen.queryByRole('button', { name: 'Nueva actividad' })).toBeNull();
    expect(screen.queryByText('Solo activas')).toBeNull();
  });

  it('keeps "calendario" activities closed and opens the others', async () => {
    sessionStore.start('token', testUser({ id: 7, role: 0 }), 8);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Calendario escolar' }));
    expect(
      await screen.findByText('Pulse el boton de editar para acceder a los datos'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Taller de compostaje' }));
    expect(await screen.findByText('Formulario de solicitud')).toBeTruthy();
  });

  it('gives an admin the whole campaign and the admin options', async () => {
    sessionStore.start('token', testUser({ id: 3, role: 2 }), 8);
    renderPage();
    expect(await screen.findByRole('button', { name: 'Nueva actividad' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nuevo evento' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clonar actividad' })).toBeTruthy();
    expect(await screen.findByText('Taller de compostaje')).toBeTruthy();
    expect(calls.some((url) => url.includes('/api/activity/list/by-campaign/9?'))).toBe(true);
    expect(screen.getByText('Solo activas')).toBeTruthy();
  });
});
