import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { presetEventFilter } from '@/shared/session/event-filter-store';
import { sessionStore } from '@/shared/session/session-store';
import { json, useFakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { testUser } from '@/test/user';
import { testEvent, testReply } from '../test-event';
import { EventsViewPage } from './events-view-page';

// The own appointment is the session user's (3); the activity events are of two activities.
const days = testReply([
  testEvent({ id: 1, name: 'Jornada de compostaje', hour: '09:00', canEdit: true, targets: [1] }),
  testEvent({
    id: 501,
    idActivity: 50,
    idEvent: 501,
    typeEvent: 1,
    idUser: 3,
    name: 'Visita a la planta',
    detail: 'Colegio Público Atalaya',
    hour: '09:30',
    endHour: '11:00',
    idCampaign: 4,
    campaignName: 'Educación vial',
    targets: [2],
    // Its activity is the caller's to edit: an appointment still gets no button.
    canEdit: true,
  }),
  testEvent({
    id: 2,
    idActivity: 41,
    idEvent: 41,
    name: 'Charla de reciclaje',
    eventProperties: { visible: false, color: '#3366CC' },
  }),
  testEvent({ id: 3, idActivity: 42, idEvent: 42, name: 'Plantación', startDate: '2026-03-24' }),
]);

function Editor() {
  const { search, state } = useLocation();
  const item = (state as { eventItem?: { name?: string } } | null)?.eventItem;
  return <p>{`Editor ${search} ${item?.name ?? ''}`}</p>;
}

function renderPage() {
  renderWithProviders(
    <Routes>
      <Route path="/eventsview" element={<EventsViewPage />} />
      <Route path="/eventeditor" element={<Editor />} />
    </Routes>,
    { route: '/eventsview' },
  );
}

const focusedName = () => document.activeElement?.getAttribute('aria-label');
const dayButton = (name: string | RegExp) => screen.findByRole('button', { name });

// docs/product/calendar.md#calendar, docs/product/calendar.md#filter,
// docs/product/calendar.md#who-sees-what
describe('/eventsview', () => {
  const calls = useFakeApi(({ method, url }) => {
    if (method !== 'GET') return undefined;
    if (url.pathname === '/api/events/3/days-with-events-period/9/2025/3/2027') return json(days);
    if (url.pathname === '/api/order/get-targets/')
      return json([
        { id: 1, value: 'Primaria' },
        { id: 2, value: 'Secundaria' },
      ]);
    if (url.pathname === '/api/campaign/list/all-active')
      return json([
        { id: 9, name: 'Separa y recicla' },
        { id: 4, name: 'Educación vial' },
      ]);
    return undefined;
  });
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-16T10:00:00Z'));
  });
  afterAll(() => vi.useRealTimers());
  afterEach(() => sessionStore.clear());

  it('asks the whole window once, with the session, and says each busy day’s count', async () => {
    sessionStore.start('token', testUser({ id: 3, role: 2 }), 8);
    renderPage();
    expect(await dayButton('Lunes 16 de marzo de 2026: 3 eventos')).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Martes 24 de marzo de 2026: 1 evento' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Martes 17 de marzo de 2026' })).toBeVisible();
    const dayCalls = calls.filter(({ url }) => url.pathname.startsWith('/api/events/'));
    expect(dayCalls).toHaveLength(1);
    expect(dayCalls[0]?.headers.get('Authorization')).toBe('Bearer token');
    expect(screen.getByRole('heading', { name: 'Marzo de 2026' })).toBeVisible();
  });

  it('lists the selected day: times, campaign, detail, own appointment in words', async () => {
    sessionStore.start('token', testUser({ id: 3, role: 2 }), 8);
    renderPage();
    const list = await screen.findByRole('region', { name: 'Lunes, 16/03/2026' });
    const items = await within(list).findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[1] as HTMLElement).getByText('09:30 – 11:00')).toBeVisible();
    expect(within(items[1] as HTMLElement).getByText('Mi solicitud')).toBeVisible();
    expect(within(items[1] as HTMLElement).getByText('Colegio Público Atalaya')).toBeVisible();
    expect(within(items[0] as HTMLElement).queryByText('Mi solicitud')).toBeNull();
    expect(within(items[0] as HTMLElement).getByText('Separa y recicla')).toBeVisible();
    expect(
      within(items[2] as HTMLElement).getByText('No visible en el calendario público'),
    ).toBeVisible();
  });

  it('offers the edit button on editable activity events only, and hands the item over', async () => {
    sessionStore.start('token', testUser({ id: 3, role: 2 }), 8);
    renderPage();
    const edit = await screen.findByRole('button', {
      name: 'Editar propiedades de visualización: Jornada de compostaje',
    });
    // The appointment's activity is editable, but an appointment has no button; nor has a
    // locked event.
    expect(screen.getAllByRole('button', { name: /^Editar propiedades/ })).toHaveLength(1);
    fireEvent.click(edit);
    expect(await screen.findByText('Editor ?id=40&type=2 Jornada de compostaje')).toBeVisible();
  });

  it('moves between days with the keyboard and opens one with Enter', async () => {
    sessionStore.start('token', testUser({ id: 3, role: 2 }), 8);
    renderPage();
    const today = await dayButton(/^Lunes 16 de marzo de 2026/);
    expect(today.getAttribute('tabindex')).toBe('0');
    expect(today.getAttribute('aria-current')).toBe('date');
    today.focus();
    fireEvent.keyDown(today, { key: 'ArrowRight' });
    expect(focusedName()).toBe('Martes 17 de marzo de 2026');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    const busy = document.activeElement as HTMLElement;
    expect(busy.getAttribute('aria-label')).toBe('Martes 24 de marzo de 2026: 1 evento');
    expect(busy.getAttribute('tabindex')).toBe('0');
    expect(today.getAttribute('tabindex')).toBe('-1');
    fireEvent.click(busy);
    expect(await screen.findByRole('region', { name: 'Martes, 24/03/2026' })).toBeVisible();
    expect(screen.getByText('Plantación')).toBeVisible();

    fireEvent.keyDown(busy, { key: 'PageDown' });
    expect(screen.getByRole('heading', { name: 'Abril de 2026' })).toBeVisible();
    expect(focusedName()).toBe('Viernes 24 de abril de 2026');
    fireEvent.click(screen.getByRole('button', { name: 'Hoy' }));
    expect(screen.getByRole('heading', { name: 'Marzo de 2026' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Lunes, 16/03/2026' })).toBeVisible();
  });

  it('filters in the browser, shows "Filtros activos" while set, and Borrar clears it', async () => {
    sessionStore.start('token', testUser({ id: 3, role: 1 }), 8);
    renderPage();
    await dayButton('Lunes 16 de marzo de 2026: 3 eventos');
    expect(screen.queryByRole('img', { name: 'Filtros activos' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Filtrar eventos' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Solo mis solicitudes' }));
    expect(await dayButton('Lunes 16 de marzo de 2026: 1 evento')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Martes 24 de marzo de 2026' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Filtros activos' })).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: 'Borrar' }));
    expect(await screen.findByText('El filtro se ha eliminado')).toBeVisible();
    expect(await dayButton('Lunes 16 de marzo de 2026: 3 eventos')).toBeVisible();
    expect(screen.queryByRole('img', { name: 'Filtros activos' })).toBeNull();

    fireEvent.change(screen.getByLabelText('Buscar'), { target: { value: 'reciclaje' } });
    expect(await dayButton('Lunes 16 de marzo de 2026: 1 evento')).toBeVisible();
  });

  it('starts from the preset of /campaign-name/{name}, once the campaigns are known', async () => {
    sessionStore.start('token', testUser({ id: 3, role: 2 }), 8);
    presetEventFilter(3, { campaignname: 'educación vial' });
    renderPage();
    expect(await dayButton('Lunes 16 de marzo de 2026: 1 evento')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Filtros activos' })).toBeVisible();
  });

  it('starts from the preset of /campaign-filter/{target}', async () => {
    sessionStore.start('token', testUser({ id: 3, role: 2 }), 8);
    presetEventFilter(3, { type: '2' });
    renderPage();
    expect(await dayButton('Lunes 16 de marzo de 2026: 1 evento')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Martes 24 de marzo de 2026' })).toBeVisible();
  });
});
