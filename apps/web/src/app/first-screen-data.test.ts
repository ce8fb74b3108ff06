import { Role } from '@extranet/shared/roles';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/shared/session/session-store';
import { testCampaign } from '@/test/campaign';
import { json, useFakeApi } from '@/test/fake-api';
import { testUser } from '@/test/user';
import { prefetchFirstScreenData } from './first-screen-data';
import { queryClient } from './query-client';

const at = (address: string) => new URL(address, 'http://localhost') as unknown as Location;

// docs/architecture.md#performance-on-phones: the first screen's calls leave beside its code.
describe('prefetchFirstScreenData', () => {
  const calls = useFakeApi(({ url }) => {
    if (url.pathname === '/api/campaign/get/by-id/') return json(testCampaign({ id: 9 }));
    if (url.pathname.startsWith('/api/activity/list/')) return json({ items: [], total: 0 });
    if (url.pathname.startsWith('/api/campaign/list/')) return json({ items: [], total: 0 });
    return undefined;
  });
  const asked = () => calls.map(({ url }) => url.pathname);

  afterEach(() => {
    sessionStore.clear();
    queryClient.clear();
  });

  it('asks a participant for the campaign and its activities together', async () => {
    sessionStore.start('token', testUser(), 8);
    prefetchFirstScreenData(at('/activitylist?campaign=9'));
    await waitFor(() =>
      expect(asked()).toEqual(['/api/campaign/get/by-id/', '/api/activity/list/by-user/9/7']),
    );
  });

  it('asks an admin for the whole campaign list, and a gestor only for the campaign', async () => {
    sessionStore.start('token', testUser({ role: Role.Admin }), 8);
    prefetchFirstScreenData(at('/activitylist?campaign=9'));
    await waitFor(() => expect(asked()).toContain('/api/activity/list/by-campaign/9'));

    queryClient.clear();
    calls.length = 0;
    // Whether a gestor manages it depends on the campaign's supervisor: its list waits for it.
    sessionStore.start('token', testUser({ role: Role.Supervisor }), 8);
    prefetchFirstScreenData(at('/activitylist?campaign=9'));
    await waitFor(() => expect(asked()).toEqual(['/api/campaign/get/by-id/']));
  });

  it('asks for the campaigns of /main', async () => {
    sessionStore.start('token', testUser(), 8);
    prefetchFirstScreenData(at('/main'));
    await waitFor(() => expect(asked()).toEqual(['/api/campaign/list/for-user/7']));
  });

  it('asks nothing without a session, a valid id or a screen of its own', () => {
    prefetchFirstScreenData(at('/activitylist?campaign=9'));
    sessionStore.start('token', testUser(), 8);
    prefetchFirstScreenData(at('/activitylist?campaign=abc'));
    prefetchFirstScreenData(at('/activityorder?id=5'));
    prefetchFirstScreenData(at('/userprofile'));
    expect(calls).toHaveLength(0);
  });
});
