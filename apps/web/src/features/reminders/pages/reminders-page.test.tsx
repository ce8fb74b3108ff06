import { confirmReminders, messages } from '@extranet/shared/messages';
import type { FutureEventRow } from '@extranet/shared/schemas/events';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/shared/session/session-store';
import { today } from '@/shared/time/today';
import { json, useFakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { testUser } from '@/test/user';
import { RemindersPage } from './reminders-page';

const row = (id: number, changes: Partial<FutureEventRow> = {}): FutureEventRow => ({
  id,
  date: '2030-05-0' + String((id % 9) + 1),
  hour: '10:00',
  activityName: `Actividad ${id}`,
  entityName: `Entidad ${id}`,
  userName: `Persona ${String.fromCharCode(90 - id)}`,
  ...changes,
});
/** Twelve appointments, orders 1 to 12: two pages. */
const twelve = Array.from({ length: 12 }, (_, i) => row(i + 1));

function Detail() {
  const { search } = useLocation();
  return <p>{`detalle ${search}`}</p>;
}

function renderPage() {
  sessionStore.start('token', testUser({ id: 7, role: 1 }), 8);
  renderWithProviders(
    <Routes>
      <Route path="/eventsreminderview" element={<RemindersPage />} />
      <Route path="/orderdetail" element={<Detail />} />
    </Routes>,
    { route: '/eventsreminderview' },
  );
}

const isoIn = (days: number) => dayjs(today()).add(days, 'day').format('YYYY-MM-DD');
const shown = (iso: string) => iso.split('-').reverse().join('/');

// docs/product/calendar.md#reminders
describe('/eventsreminderview', () => {
  const calls = useFakeApi(({ method, url, body }) => {
    if (method === 'GET' && url.pathname === '/api/order/get-activity-names/') {
      return json([
        {
          campaignId: 4,
          campaignName: 'Campaña Ríos',
          activities: [{ id: 31, name: 'Ruta del río', complement: '' }],
        },
      ]);
    }
    if (method === 'GET' && url.pathname === '/api/events/7/user-future-events') {
      return json(url.searchParams.get('activity') === '31' ? [row(3)] : twelve);
    }
    if (method === 'POST' && url.pathname === '/api/order/send-reminder-email') {
      const { listOrders } = JSON.parse(String(body)) as { listOrders: number[] };
      return json({ sent: listOrders.length });
    }
    return undefined;
  });
  const searches = () =>
    calls.filter((c) => c.url.pathname.endsWith('/user-future-events')).map((c) => c.url);
  const sends = () =>
    calls
      .filter((c) => c.url.pathname === '/api/order/send-reminder-email')
      .map((c) => JSON.parse(String(c.body)) as unknown);
  afterEach(() => sessionStore.clear());

  it('opens on the appointments of today to today + 7, with its labelled filters', async () => {
    renderPage();
    expect(screen.getByText('ENVÍO DE RECORDATORIOS POR EMAIL', { selector: 'h1' })).toBeVisible();
    expect((screen.getByLabelText('Fecha inicio') as HTMLInputElement).value).toBe(shown(isoIn(0)));
    expect((screen.getByLabelText('Fecha fin') as HTMLInputElement).value).toBe(shown(isoIn(7)));
    expect(screen.getByRole('combobox', { name: 'Actividad' })).toBeVisible();
    expect(screen.getByLabelText('Añadido al correo').getAttribute('rows')).toBe('6');
    expect(await screen.findByText('12 citas')).toBeVisible();
    expect(searches()[0]?.searchParams.get('startDate')).toBe(isoIn(0));
    expect(searches()[0]?.searchParams.get('endDate')).toBe(isoIn(7));
    expect(searches()[0]?.searchParams.has('activity')).toBe(false);
    for (const name of ['Id', 'F. Acordada', 'Actividad', 'Entidad', 'Solicitante', 'Acciones']) {
      expect(screen.getByText(name, { selector: 'th, th *' })).toBeVisible();
    }
  });

  it('shows 10 rows a page, by Id descending, and sorts any column in the browser', async () => {
    renderPage();
    await screen.findByText('12 citas');
    const firstColumn = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[1]?.textContent);
    expect(firstColumn()).toEqual(['12', '11', '10', '9', '8', '7', '6', '5', '4', '3']);
    fireEvent.click(screen.getByTitle('2'));
    expect(firstColumn()).toEqual(['2', '1']);
    fireEvent.click(screen.getByText('Solicitante', { selector: 'th *' }));
    // 'Persona Y' (order 1) … 'Persona N' (order 12): ascending by applicant, page 1 again.
    await waitFor(() => expect(firstColumn()[0]).toBe('12'));
    expect(screen.getAllByText(/^\d\d\/05\/2030 10:00$/).length).toBe(10);
    expect(searches()).toHaveLength(1);
  });

  it('asks for both dates before FILTRAR, and filters by one activity', async () => {
    renderPage();
    await screen.findByText('12 citas');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Actividad' }));
    fireEvent.click(await screen.findByText('Campaña Ríos'));
    fireEvent.click(await screen.findByText('Ruta del río'));
    fireEvent.click(screen.getByRole('button', { name: /FILTRAR/ }));
    expect(await screen.findByText('1 cita')).toBeVisible();
    expect(searches().at(-1)?.searchParams.get('activity')).toBe('31');

    // The first 'Limpiar' is the start date's.
    fireEvent.click(screen.getAllByRole('button', { name: 'Limpiar' })[0] as HTMLElement);
    expect((screen.getByLabelText('Fecha inicio') as HTMLInputElement).value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: /FILTRAR/ }));
    expect(await screen.findByText(messages.reminderDatesRequired)).toBeVisible();
    expect(searches()).toHaveLength(2);
  });

  it('asks for a row before ENVIAR CORREOS, then confirms with the number and the added text', async () => {
    renderPage();
    await screen.findByText('12 citas');
    fireEvent.click(screen.getByRole('button', { name: /ENVIAR CORREOS/ }));
    expect(await screen.findByText(messages.noRemindersSelected)).toBeVisible();

    fireEvent.click(screen.getByLabelText('Seleccionar la cita de la solicitud 12'));
    fireEvent.click(screen.getByLabelText('Seleccionar la cita de la solicitud 11'));
    expect(screen.getByText('2 seleccionadas')).toBeVisible();
    fireEvent.change(screen.getByLabelText('Añadido al correo'), {
      target: { value: 'Traigan botas' },
    });
    fireEvent.click(screen.getByRole('button', { name: /ENVIAR CORREOS/ }));
    const dialog = await screen.findByRole('dialog');
    // A dialog shows once its first frame has passed.
    await waitFor(() =>
      expect(within(dialog).getAllByText(confirmReminders(2)).at(-1)).toBeVisible(),
    );
    expect(within(dialog).getByText(messages.remindersWithText)).toBeVisible();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sí' }));
    expect(await screen.findByText(messages.remindersSent)).toBeVisible();
    expect(sends()).toEqual([{ listOrders: [12, 11], textToAddToEmail: 'Traigan botas' }]);
    expect(screen.queryByText('2 seleccionadas')).toBeNull();
  });

  it("sends one row's reminder from its button without opening the order; a row click opens it", async () => {
    renderPage();
    await screen.findByText('12 citas');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar correo de la solicitud 12' }));
    expect(await screen.findByText(messages.reminderSent)).toBeVisible();
    expect(sends()).toEqual([{ listOrders: [12], textToAddToEmail: '' }]);
    fireEvent.click(screen.getByLabelText('Seleccionar la cita de la solicitud 10'));
    expect(screen.queryByText(/^detalle/)).toBeNull();

    fireEvent.click(screen.getByText('Entidad 9'));
    expect(await screen.findByText('detalle ?id=9&mode=manager')).toBeVisible();
  });
});
