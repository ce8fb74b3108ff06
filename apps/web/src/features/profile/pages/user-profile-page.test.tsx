import { messages } from '@extranet/shared/messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/shared/session/session-store';
import { json, useFakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { testUser } from '@/test/user';
import { UserProfilePage } from './user-profile-page';

const FIRST =
  'https://extranet.test/api/calendar/feed/primera-direccion-secreta-de-43-caracteres-x.ics';
const SECOND =
  'https://extranet.test/api/calendar/feed/segunda-direccion-secreta-de-43-caracteres-.ics';

/** The address the API holds for the user, as the calls change it. */
let stored: string | null = null;
let failLoad = false;

const renderPage = () => renderWithProviders(<UserProfilePage />, { route: '/userprofile' });
const addressInput = () => screen.findByLabelText('Dirección de su calendario');

// docs/product/calendar.md#ical-feeds: the private calendar's address on /userprofile.
describe("/userprofile's 'Calendario personal'", () => {
  const calls = useFakeApi(({ method, url }) => {
    const route = `${method} ${url.pathname}`;
    if (route === 'GET /api/order/get-councils/') return json([{ id: 1, value: 'Allande' }]);
    if (route === 'GET /api/user/calendar-feed') {
      return failLoad
        ? json({ error: 'unavailable', message: 'Servicio no disponible' }, 503)
        : json({ url: stored });
    }
    if (route === 'POST /api/user/calendar-feed') {
      stored = stored === FIRST ? SECOND : FIRST;
      return json({ url: stored });
    }
    if (route === 'DELETE /api/user/calendar-feed') {
      stored = null;
      return json({ url: null });
    }
    return undefined;
  });
  const writeText = vi.fn(async (_text: string) => undefined);

  beforeEach(() => {
    stored = null;
    failLoad = false;
    writeText.mockClear();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    sessionStore.start('token', testUser(), 8);
  });
  afterEach(() => sessionStore.clear());

  it('explains the address and creates it when there is none', async () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Calendario personal' })).toBeVisible();
    expect(screen.getByText(/Outlook, Google Calendar/)).toBeVisible();
    expect(await screen.findByText('Todavía no tiene una dirección de calendario.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Anular dirección' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Crear dirección' }));
    expect(await screen.findByText(messages.calendarFeedCreated)).toBeVisible();
    const input = await addressInput();
    expect(input).toHaveProperty('value', FIRST);
    expect(input).toHaveProperty('readOnly', true);
    expect(screen.queryByRole('button', { name: 'Crear dirección' })).toBeNull();
  });

  it('copies the address to the clipboard and says so', async () => {
    stored = FIRST;
    renderPage();
    await addressInput();
    fireEvent.click(screen.getByRole('button', { name: 'Copiar' }));
    expect(await screen.findByText('Dirección copiada')).toBeVisible();
    expect(writeText).toHaveBeenCalledWith(FIRST);
  });

  it('says how to copy by hand when the browser gives no clipboard', async () => {
    stored = FIRST;
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    renderPage();
    await addressInput();
    fireEvent.click(screen.getByRole('button', { name: 'Copiar' }));
    expect(
      await screen.findByText('No se ha podido copiar la dirección: selecciónela y cópiela a mano'),
    ).toBeVisible();
  });

  it('changes the address after asking, and shows the new one', async () => {
    stored = FIRST;
    renderPage();
    await addressInput();
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar dirección' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('¿Quiere cambiar la dirección de su calendario?');
    fireEvent.click(screen.getByRole('button', { name: 'Sí' }));
    expect(await screen.findByText(messages.calendarFeedCreated)).toBeVisible();
    await waitFor(async () => expect(await addressInput()).toHaveProperty('value', SECOND));
  });

  it('revokes the address only once confirmed', async () => {
    stored = FIRST;
    renderPage();
    await addressInput();
    fireEvent.click(screen.getByRole('button', { name: 'Anular dirección' }));
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Anular dirección' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('¿Quiere anular la dirección de su calendario?');
    fireEvent.click(screen.getByRole('button', { name: 'Sí' }));
    expect(await screen.findByText(messages.calendarFeedRevoked)).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Crear dirección' })).toBeVisible();
    expect(screen.queryByLabelText('Dirección de su calendario')).toBeNull();
  });

  it('offers to try again when the address cannot be loaded', async () => {
    failLoad = true;
    renderPage();
    expect(await screen.findByText('No se han podido cargar los datos.')).toBeVisible();
    failLoad = false;
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('button', { name: 'Crear dirección' })).toBeVisible();
  });

  it('is not shown, nor asked for, while the profile is incomplete', async () => {
    sessionStore.start('token', testUser({ hasRGPDAgreed: false }), 8);
    renderPage();
    expect(await screen.findByRole('button', { name: 'GUARDAR DATOS' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Calendario personal' })).toBeNull();
    expect(calls.some((call) => call.url.pathname === '/api/user/calendar-feed')).toBe(false);
  });
});
