import { screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/shared/session/session-store';
import { json, useFakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { testUser } from '@/test/user';
import { testEvent, testReply } from '../test-event';
import { PublicCalendarPage } from './public-calendar-page';

// docs/product/calendar.md#calendar, docs/product/calendar.md#who-sees-what
describe('/calendario', () => {
  const calls = useFakeApi(({ method, url }) => {
    if (method === 'GET' && url.pathname === '/api/events/2/days-with-events-period/9/2025/3/2027')
      // Even an item the API marked editable gets no button here.
      return json(testReply([testEvent({ canEdit: true })]));
    return undefined;
  });
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-16T10:00:00Z'));
  });
  afterAll(() => vi.useRealTimers());
  afterEach(() => sessionStore.clear());

  it('asks the public view with no token, even for someone logged in, and has no filter', async () => {
    sessionStore.start('token', testUser({ id: 3, role: 2 }), 8);
    renderWithProviders(<PublicCalendarPage />, { route: '/calendario' });
    expect(
      await screen.findByRole('button', { name: 'Lunes 16 de marzo de 2026: 1 evento' }),
    ).toBeVisible();
    expect(
      screen.getByRole('heading', { level: 1, name: 'CALENDARIO DE ACTIVIDADES' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Acceder' }).getAttribute('href')).toBe('/');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.get('Authorization')).toBeNull();

    const list = screen.getByRole('region', { name: 'Lunes, 16/03/2026' });
    expect(within(list).getByText('Jornada de compostaje')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Editar propiedades/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Filtrar eventos' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Filtrar eventos' })).toBeNull();
  });

  it('shows the carousel of the 19 months and goes back to today with Hoy', async () => {
    renderWithProviders(<PublicCalendarPage />, { route: '/calendario' });
    const months = await screen.findByRole('navigation', { name: 'Meses del calendario' });
    const choices = within(months).getAllByRole('button', { pressed: false });
    expect(within(months).getByRole('button', { pressed: true }).textContent).toBe('marzo 2026');
    expect(choices.map((button) => button.textContent)).toContain('septiembre 2025');
    expect(choices.map((button) => button.textContent)).toContain('marzo 2027');
    expect(within(months).getAllByRole('listitem')).toHaveLength(19);
    within(months).getByRole('button', { name: 'marzo 2027' }).click();
    expect(await screen.findByRole('heading', { name: 'Marzo de 2027' })).toBeVisible();
    expect(within(months).getByRole('button', { name: 'Mes siguiente' })).toHaveProperty(
      'disabled',
      true,
    );
    screen.getByRole('button', { name: 'Hoy' }).click();
    expect(await screen.findByRole('heading', { name: 'Marzo de 2026' })).toBeVisible();
  });
});
