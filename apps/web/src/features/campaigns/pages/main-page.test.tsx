import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { readEventFilter } from '@/shared/session/event-filter-store';
import { storeLinkedActivityId } from '@/shared/session/linked-activity';
import { sessionStore } from '@/shared/session/session-store';
import { json, useFakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { testUser } from '@/test/user';
import { MainPage } from './main-page';

// docs/product/accounts.md#main
describe('/main', () => {
  afterEach(() => sessionStore.clear());

  it('goes on to the linked activity when one is present', async () => {
    sessionStore.start('token', testUser(), 8);
    storeLinkedActivityId(12);
    renderWithProviders(
      <Routes>
        <Route path="/main" element={<MainPage />} />
        <Route path="/activity-filter/:activityid" element={<p>Actividad enlazada</p>} />
      </Routes>,
      { route: '/main' },
    );
    expect(await screen.findByText('Actividad enlazada')).toBeVisible();
  });
});

// docs/product/calendar.md#filter: the preset routes preset the agenda's events filter too.
describe('the preset routes', () => {
  const calls = useFakeApi(({ method, url }) => {
    if (method !== 'GET') return undefined;
    if (url.pathname === '/api/campaign/list/for-user/7') return json({ items: [], total: 0 });
    if (url.pathname === '/api/order/get-targets/') return json([{ id: 3, value: 'Primaria' }]);
    return undefined;
  });
  afterEach(() => sessionStore.clear());

  const renderAt = async (route: string) => {
    sessionStore.start('token', testUser(), 8);
    renderWithProviders(
      <Routes>
        <Route path="/campaign-filter/:type" element={<MainPage />} />
        <Route path="/campaign-name/:campaignname" element={<MainPage />} />
      </Routes>,
      { route },
    );
    expect(await screen.findByText('No hay resultados')).toBeVisible();
  };

  it('/campaign-filter/{type} presets the target', async () => {
    await renderAt('/campaign-filter/3');
    expect(readEventFilter(7).filter.target).toBe(3);
  });

  it('asks for the targets only when the filter panel first opens', async () => {
    await renderAt('/campaign-filter/3');
    const askedTargets = () => calls.some(({ url }) => url.pathname === '/api/order/get-targets/');
    expect(askedTargets()).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Filtros' }));
    expect(await screen.findByLabelText('Destinatario')).toBeVisible();
    await waitFor(() => expect(askedTargets()).toBe(true));
  });

  it('/campaign-name/{name} names the campaign', async () => {
    await renderAt('/campaign-name/Separa%20y%20recicla');
    expect(readEventFilter(7).campaignName).toBe('Separa y recicla');
  });
});
