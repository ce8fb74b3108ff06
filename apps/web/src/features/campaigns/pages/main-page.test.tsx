import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { storeLinkedActivityId } from '@/shared/session/linked-activity';
import { sessionStore } from '@/shared/session/session-store';
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
