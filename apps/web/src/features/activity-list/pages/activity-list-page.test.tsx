import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/shared/session/session-store';
import { testActivity } from '@/test/activity';
import { testCampaign } from '@/test/campaign';
import { json, useFakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { testUser } from '@/test/user';
import { ActivityListPage } from './activity-list-page';

const activities = [
  testActivity({ id: 1, name: 'Calendario escolar' }),
  testActivity({ id: 2, name: 'Taller de compostaje' }),
];

function renderPage() {
  renderWithProviders(
    <Routes>
      <Route path="/activitylist" element={<ActivityListPage />} />
      <Route path="/activityorder" element={<p>Formulario de solicitud</p>} />
      <Route path="/main" element={<p>Campañas</p>} />
      <Route path="/calendario" element={<p>Calendario público</p>} />
    </Routes>,
    { route: '/activitylist?campaign=9' },
  );
}

// docs/product/campaigns-and-activities.md#activity-list,
// docs/product/README.md#roles-and-permissions
describe('/activitylist', () => {
  /** The campaign and its activities, as the API answers them. */
  const calls = useFakeApi(({ method, url }) => {
    if (method !== 'GET') return undefined;
    if (url.pathname === '/api/campaign/get/by-id/' && url.searchParams.get('id') === '9')
      return json(testCampaign());
    if (/^\/api\/activity\/list\/by-(user\/9\/7|campaign\/9)$/.test(url.pathname))
      return json({ items: activities, total: activities.length });
    return undefined;
  });
  afterEach(() => sessionStore.clear());

  it("lists a participant's activities by user, without admin options", async () => {
    sessionStore.start('token', testUser({ id: 7, role: 0 }), 8);
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Separa y recicla' }),
    ).toBeVisible();
    expect(screen.getByText('Del 01/09/2026 al 30/06/2027')).toBeVisible();
    expect(await screen.findByText('Taller de compostaje')).toBeVisible();
    expect(calls.some(({ url }) => url.pathname === '/api/activity/list/by-user/9/7')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Nueva actividad' })).toBeNull();
    expect(screen.queryByText('Solo activas')).toBeNull();
  });

  it('keeps "calendario" activities closed for a manager and opens the others', async () => {
    sessionStore.start('token', testUser({ id: 3, role: 2 }), 8);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Calendario escolar' }));
    expect(
      await screen.findByText('Pulse el boton de editar para acceder a los datos'),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Ver el calendario' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Taller de compostaje' }));
    expect(await screen.findByText('Formulario de solicitud')).toBeVisible();
  });

  // docs/product/calendar.md#calendar: a participant has no edit button to press.
  it('offers a participant the public calendar for a "calendario" activity', async () => {
    sessionStore.start('token', testUser({ id: 7, role: 0 }), 8);
    renderPage();
    const link = await screen.findByRole('link', { name: 'Ver el calendario' });
    expect(link).toBeVisible();
    expect(link.getAttribute('href')).toBe('/calendario');
    fireEvent.click(screen.getByRole('button', { name: 'Calendario escolar' }));
    expect(await screen.findByText('Calendario público')).toBeVisible();
    expect(screen.queryByText('Pulse el boton de editar para acceder a los datos')).toBeNull();
  });

  it('gives an admin the whole campaign and the admin options', async () => {
    sessionStore.start('token', testUser({ id: 3, role: 2 }), 8);
    renderPage();
    expect(await screen.findByRole('button', { name: 'Nueva actividad' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Nuevo evento' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Clonar actividad' })).toBeVisible();
    expect(await screen.findByText('Taller de compostaje')).toBeVisible();
    expect(calls.some(({ url }) => url.pathname === '/api/activity/list/by-campaign/9')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Filtros' }));
    expect(await screen.findByText('Solo activas')).toBeVisible();
  });
});
