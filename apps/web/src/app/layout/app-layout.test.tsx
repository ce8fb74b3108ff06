import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/shared/session/session-store';
import { renderWithProviders } from '@/test/render';
import { testUser } from '@/test/user';
import { AppLayout } from './app-layout';

function renderAt(route: string) {
  renderWithProviders(
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="/calendario" element={<p>Calendario público</p>} />
        <Route path="/eventsview" element={<p>Agenda</p>} />
      </Route>
    </Routes>,
    { route },
  );
}

// docs/product/calendar.md#calendar: /calendario is shown without the top bar.
describe('the layout', () => {
  afterEach(() => sessionStore.clear());

  it('leaves the top bar out of the public calendar, even for someone logged in', async () => {
    sessionStore.start('token', testUser({ role: 2 }), 8);
    renderAt('/calendario');
    expect(await screen.findByText('Calendario público')).toBeVisible();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByText('Educación Ambiental')).toBeNull();
  });

  it('shows it on the other screens', async () => {
    renderAt('/eventsview');
    expect(await screen.findByText('Agenda')).toBeVisible();
    expect(screen.getByRole('banner')).toBeVisible();
  });
});
