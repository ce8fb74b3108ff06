import type { OrderSummary } from '@extranet/shared/schemas/order';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/shared/session/session-store';
import { json, useFakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { testUser } from '@/test/user';
import type { OrderListMode } from '../order-list-mode';
import { OrderListPage } from './order-list-page';

const order = (id: number, changes: Partial<OrderSummary> = {}): OrderSummary => ({
  id,
  date: '2026-03-05T10:00:00.000Z',
  state: { id: 1, value: 'Pendiente' },
  activityId: 3,
  activityName: 'Visita a la planta',
  campaignId: 1,
  campaignName: 'Visitas',
  userId: 9,
  userName: 'Rocío Pérez',
  entityId: null,
  entityName: 'AMPA Ríos',
  supervisorId: 2,
  ...changes,
});

function Detail() {
  const { search, state } = useLocation();
  return <p>{`detalle ${search} ${(state as { mode: string }).mode}`}</p>;
}

function renderPage(mode: OrderListMode, role = 1) {
  sessionStore.start('token', testUser({ id: 7, role }), 8);
  renderWithProviders(
    <Routes>
      <Route path="/lista" element={<OrderListPage mode={mode} />} />
      <Route path="/orderdetail" element={<Detail />} />
    </Routes>,
    { route: '/lista' },
  );
}

// docs/product/requests.md#order-lists
describe('order lists', () => {
  /**
   * Answers the list and its filters' calls as the API would: total on page 0 only
   * (docs/api-conventions.md#campaign-and-activity-lists).
   */
  const calls = useFakeApi(({ method, url }) => {
    if (method !== 'GET') return undefined;
    switch (url.pathname) {
      case '/api/order/get-states/':
        return json([{ id: 1, value: 'Pendiente' }]);
      case '/api/order/get-activity-names/':
        return json([]);
      case '/api/order/get-entity-names/':
        return json(['AMPA Ríos']);
      case '/api/order/list-minimized/by-filter': {
        if (url.searchParams.get('name') === 'Nadie') return json({ items: [], total: 0 });
        const page = Number(url.searchParams.get('_page'));
        return json({ items: [order(12 - page), order(11 - page)], total: page === 0 ? 12 : null });
      }
      default:
        return undefined;
    }
  });
  const listCalls = () =>
    calls
      .filter(({ url }) => url.pathname === '/api/order/list-minimized/by-filter')
      .map(({ url }) => url);
  afterEach(() => sessionStore.clear());

  it('shows a participant its own requests: its userId, no Solicitante, no CAMBIAR ESTADO', async () => {
    renderPage('own', 0);
    expect(screen.getByText('SEGUIMIENTO DE SOLICITUDES', { selector: 'h1' })).toBeVisible();
    expect(await screen.findByText('12 solicitudes')).toBeVisible();
    expect(listCalls()[0]?.searchParams.get('userId')).toBe('7');
    expect(screen.queryByText('Solicitante', { selector: 'th, th *' })).toBeNull();
    expect(screen.queryByText('CAMBIAR ESTADO')).toBeNull();
    expect(screen.getAllByText(/^05\/03\/2026 \d\d:00$/)).toHaveLength(2);
  });

  it('keeps the page-0 total while paging', async () => {
    renderPage('own', 0);
    await screen.findByText('12 solicitudes');
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() =>
      expect(listCalls().some((u) => u.searchParams.get('_page') === '1')).toBe(true),
    );
    expect(await screen.findByText('10')).toBeVisible();
    expect(screen.getByText('12 solicitudes')).toBeVisible();
  });

  it('opens a request on Enter with its id and mode', async () => {
    renderPage('own', 0);
    const cell = await screen.findByText('12', { selector: 'td' });
    const row = cell.closest('tr');
    if (!row) throw new Error('no row');
    fireEvent.keyDown(row, { key: 'Enter' });
    expect(await screen.findByText('detalle ?id=12&mode=own own')).toBeVisible();
  });

  it('gives a manager the applicant column and asks for a selection before CAMBIAR ESTADO', async () => {
    renderPage('manager');
    expect(screen.getByText('GESTIÓN DE SOLICITUDES', { selector: 'h1' })).toBeVisible();
    expect(await screen.findByText('Solicitante', { selector: 'th, th *' })).toBeVisible();
    expect(listCalls()[0]?.searchParams.has('userId')).toBe(false);
    fireEvent.click(screen.getByText('CAMBIAR ESTADO'));
    expect(await screen.findByText('Debe seleccionar al menos una solicitud')).toBeVisible();
    fireEvent.click(screen.getByLabelText('Seleccionar la solicitud 12'));
    expect(screen.getByText('1 solicitud seleccionada')).toBeVisible();
    fireEvent.click(screen.getByText('CAMBIAR ESTADO'));
    const question = await screen.findByText('Se cambiará el estado de 1 solicitud.');
    // A dialog shows once its first frame has passed.
    await waitFor(() => expect(question).toBeVisible());
  });

  it('marks the list stale after a filter change until FILTRAR', async () => {
    renderPage('manager');
    await screen.findByText('12 solicitudes');
    fireEvent.click(screen.getByText('Filtros'));
    fireEvent.change(screen.getByLabelText('Nombre del solicitante'), {
      target: { value: 'Rocío' },
    });
    expect(screen.getByText(/Los filtros han cambiado/)).toBeVisible();
    fireEvent.click(screen.getByText('FILTRAR'));
    await waitFor(() => expect(listCalls().at(-1)?.searchParams.get('name')).toBe('Rocío'));
    expect(screen.queryByText(/Los filtros han cambiado/)).toBeNull();
    expect(screen.getByText('Filtros activos')).toBeVisible();
    fireEvent.click(screen.getByText('Borrar filtros'));
    expect(await screen.findByText('El filtro se ha eliminado')).toBeVisible();
  });

  it("says 'No hay resultados' after a FILTRAR that finds nothing", async () => {
    renderPage('manager');
    await screen.findByText('12 solicitudes');
    fireEvent.click(screen.getByText('Filtros'));
    fireEvent.change(screen.getByLabelText('Nombre del solicitante'), {
      target: { value: 'Nadie' },
    });
    fireEvent.click(screen.getByText('FILTRAR'));
    expect(await screen.findByText('0 solicitudes')).toBeVisible();
    await waitFor(() => expect(screen.getAllByText('No hay resultados')).toHaveLength(2));
  });
});
