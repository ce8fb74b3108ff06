import type { OrderSummary } from '@extranet/shared/schemas/order';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/shared/session/session-store';
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

const calls: URL[] = [];

/**
 * Answers the list calls as the API would: total on page 0 only
 * (docs/api-conventions.md#campaign-and-activity-lists).
 */
function fakeApi(input: RequestInfo | URL): Promise<Response> {
  const url = new URL(String(input), 'http://localhost');
  calls.push(url);
  const json = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body)));
  if (url.pathname.endsWith('get-states/')) return json([{ id: 1, value: 'Pendiente' }]);
  if (url.pathname.endsWith('get-activity-names/')) return json([]);
  if (url.pathname.endsWith('get-entity-names/')) return json(['AMPA Ríos']);
  if (url.searchParams.get('name') === 'Nadie') return json({ items: [], total: 0 });
  const page = Number(url.searchParams.get('_page'));
  return json({ items: [order(12 - page), order(11 - page)], total: page === 0 ? 12 : null });
}

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

const listCalls = () => calls.filter((url) => url.pathname.includes('list-minimized'));

// docs/product/requests.md#order-lists
describe('order lists', () => {
  beforeEach(() => {
    calls.length = 0;
    vi.stubGlobal('fetch', vi.fn(fakeApi));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStore.clear();
  });

  it('shows a participant its own requests: its userId, no Solicitante, no CAMBIAR ESTADO', async () => {
    renderPage('own', 0);
    expect(screen.getByText('SEGUIMIENTO DE SOLICITUDES', { selector: 'h1' })).toBeTruthy();
    expect(await screen.findByText('12 solicitudes')).toBeTruthy();
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
    expect(await screen.findByText('10')).toBeTruthy();
    expect(screen.getByText('12 solicitudes')).toBeTruthy();
  });

  it('opens a request on Enter with its id and mode', async () => {
    renderPage('own', 0);
    const cell = await screen.findByText('12', { selector: 'td' });
    const row = cell.closest('tr');
    if (!row) throw new Error('no row');
    fireEvent.keyDown(row, { key: 'Enter' });
    expect(await screen.findByText('detalle ?id=12&mode=own own')).toBeTruthy();
  });

  it('gives a manager the applicant column and asks for a selection before CAMBIAR ESTADO', async () => {
    renderPage('manager');
    expect(screen.getByText('GESTIÓN DE SOLICITUDES', { selector: 'h1' })).toBeTruthy();
    expect(await screen.findByText('Solicitante', { selector: 'th, th *' })).toBeTruthy();
    expect(listCalls()[0]?.searchParams.has('userId')).toBe(false);
    fireEvent.click(screen.getByText('CAMBIAR ESTADO'));
    expect(await screen.findByText('Debe seleccionar al menos una solicitud')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Seleccionar la solicitud 12'));
    expect(screen.getByText('1 solicitud seleccionada')).toBeTruthy();
    fireEvent.click(screen.getByText('CAMBIAR ESTADO'));
    expect(await screen.findByText('Se cambiará el estado de 1 solicitud.')).toBeTruthy();
  });

  it('marks the list stale after a filter change until FILTRAR', async () => {
    renderPage('manager');
    await screen.findByText('12 solicitudes');
    fireEvent.click(screen.getByText('Filtros'));
    fireEvent.change(screen.getByLabelText('Nombre del solicitante'), {
      target: { value: 'Rocío' },
    });
    expect(screen.getByText(/Los filtros han cambiado/)).toBeTruthy();
    fireEvent.click(screen.getByText('FILTRAR'));
    await waitFor(() => expect(listCalls().at(-1)?.searchParams.get('name')).toBe('Rocío'));
    expect(screen.queryByText(/Los filtros han cambiado/)).toBeNull();
    expect(screen.getByText('Filtros activos')).toBeTruthy();
    fireEvent.click(screen.getByText('Borrar filtros'));
    expect(await screen.findByText('El filtro se ha eliminado')).toBeTruthy();
  });

  it("says 'No hay resultados' after a FILTRAR that finds nothing", async () => {
    renderPage('manager');
    await screen.findByText('12 solicitudes');
    fireEvent.click(screen.getByText('Filtros'));
    fireEvent.change(screen.getByLabelText('Nombre del solicitante'), {
      target: { value: 'Nadie' },
    });
    fireEvent.click(screen.getByText('FILTRAR'));
    expect(await screen.findByText('0 solicitudes')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('No hay resultados')).toHaveLength(2));
  });
});
