import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Navigate, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/shared/session/session-store';
import { testActivity } from '@/test/activity';
import { json, useFakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { testUser } from '@/test/user';
import { testEvent } from '../test-event';
import { EventEditorPage } from './event-editor-page';

let saveReply: () => Response = () => json({ visible: true, color: '#112233' });
let activityColor = '#3366CC';

/** Opens `route`; with `state`, as the calendar does: a navigation that hands the item over. */
function renderEditor(route: string, state?: unknown) {
  renderWithProviders(
    <Routes>
      <Route path="/eventeditor" element={<EventEditorPage />} />
      <Route path="/eventsview" element={<p>Agenda</p>} />
      <Route path="/from" element={<Navigate to={route} state={state} replace />} />
    </Routes>,
    { route: state === undefined ? route : '/from' },
  );
}

const colorInput = () =>
  screen.findByRole('textbox', { name: 'Color de visualización en el calendario' });

// docs/product/calendar.md#event-editor
describe('/eventeditor', () => {
  const calls = useFakeApi(({ method, url }) => {
    if (method === 'GET' && url.pathname === '/api/activity/get/by-id/')
      return url.searchParams.get('id') === '40'
        ? json(
            testActivity({
              id: 40,
              name: 'Jornada de compostaje',
              eventProperties: { visible: false, color: activityColor },
            }),
          )
        : json({ error: 'not found', message: 'No se ha encontrado el recurso solicitado' }, 404);
    if (method === 'POST' && url.pathname === '/api/events/40/2/eventproperties/set')
      return saveReply();
    if (method === 'POST' && url.pathname === '/api/events/501/1/eventproperties/set')
      return json({ visible: true, color: '#FFCC88' });
    return undefined;
  });
  afterEach(() => {
    sessionStore.clear();
    saveReply = () => json({ visible: true, color: '#112233' });
    activityColor = '#3366CC';
  });

  it('shows the activity’s properties, the help text and the two buttons', async () => {
    sessionStore.start('token', testUser({ id: 3, role: 2 }), 8);
    renderEditor('/eventeditor?id=40&type=2');
    expect((await colorInput()).getAttribute('value')).toBe('#3366CC');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Editar propiedades de visualización' }),
    ).toBeVisible();
    expect(screen.getByText('Jornada de compostaje')).toBeVisible();
    expect(
      screen.getByRole('switch', { name: 'Visible en el calendario' }).getAttribute('aria-checked'),
    ).toBe('false');
    expect(
      screen.getByText(/siempre es visible para los supervisores de su campaña/),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'GUARDAR' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'VOLVER' })).toBeVisible();
  });

  it('starts visible in #FFCC88 when the event has no colour', async () => {
    sessionStore.start('token', testUser({ id: 3, role: 2 }), 8);
    activityColor = '';
    renderEditor('/eventeditor?id=40&type=2');
    expect((await colorInput()).getAttribute('value')).toBe('#FFCC88');
  });

  it('requires a colour and sends nothing without one', async () => {
    sessionStore.start('token', testUser({ id: 3, role: 2 }), 8);
    renderEditor('/eventeditor?id=40&type=2');
    fireEvent.change(await colorInput(), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'GUARDAR' }));
    expect(await screen.findByText('Selecciona el color de visualización')).toBeVisible();
    expect(calls.some(({ method }) => method === 'POST')).toBe(false);
  });

  it('saves the switch and the colour and says so', async () => {
    sessionStore.start('token', testUser({ id: 3, role: 2 }), 8);
    renderEditor('/eventeditor?id=40&type=2');
    fireEvent.change(await colorInput(), { target: { value: '#112233' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Visible en el calendario' }));
    fireEvent.click(screen.getByRole('button', { name: 'GUARDAR' }));
    expect(
      await screen.findByText('Se han modificado las propiedades de visualización del evento'),
    ).toBeVisible();
    const save = calls.find(({ method }) => method === 'POST');
    expect(JSON.parse(String(save?.body))).toEqual({ propVisible: true, propColor: '#112233' });
  });

  it('says "Error al modificar los datos" on a server failure, and ends the saving state', async () => {
    sessionStore.start('token', testUser({ id: 3, role: 2 }), 8);
    saveReply = () =>
      json({ error: 'internal', message: 'Se ha producido un error en el servidor' }, 500);
    renderEditor('/eventeditor?id=40&type=2');
    await colorInput();
    fireEvent.click(screen.getByRole('button', { name: 'GUARDAR' }));
    expect(await screen.findByText('Error al modificar los datos')).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'GUARDAR' }).className).not.toMatch(/loading/),
    );
  });

  it('says the catalogue’s words for a refusal', async () => {
    sessionStore.start('token', testUser({ id: 3, role: 1 }), 8);
    saveReply = () =>
      json({ error: 'forbidden', message: 'No tiene permisos para realizar esta operación' }, 403);
    renderEditor('/eventeditor?id=40&type=2');
    await colorInput();
    fireEvent.click(screen.getByRole('button', { name: 'GUARDAR' }));
    expect(
      await screen.findByText(
        'Error accediendo al servidor: No tiene permisos para realizar esta operación',
      ),
    ).toBeVisible();
  });

  it('edits an appointment’s activity from the handed item, without reading the activity', async () => {
    sessionStore.start('token', testUser({ id: 3, role: 2 }), 8);
    const item = testEvent({ typeEvent: 1, idEvent: 501, id: 501, name: 'Visita a la planta' });
    renderEditor('/eventeditor?id=501&type=1', { eventItem: item });
    expect((await colorInput()).getAttribute('value')).toBe('#FFCC88');
    expect(screen.getByText('Visita a la planta')).toBeVisible();
    expect(calls.some(({ url }) => url.pathname.startsWith('/api/activity/'))).toBe(false);
  });

  it('goes back to the agenda without an event to edit', async () => {
    sessionStore.start('token', testUser({ id: 3, role: 2 }), 8);
    renderEditor('/eventeditor?id=501&type=1');
    expect(await screen.findByText('Agenda')).toBeVisible();
  });
});
