import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, useFakeApi } from '@/test/fake-api';
import {
  arrivedPublicDays,
  publicDaysPath,
  startEarlyPublicDays,
  takeEarlyPublicDays,
} from './early-days';

const days = { appointments: [], lines: [], activities: [] };

// docs/product/calendar.md#calendar: the public calendar's call leaves with the page.
describe('the public calendar’s early call', () => {
  const calls = useFakeApi(({ method, url }) =>
    method === 'GET' && url.pathname === '/api/events/2/days-with-events-period/9/2025/3/2027'
      ? json(days)
      : undefined,
  );

  it('asks the window of the browser’s day, with no token, and is taken once', async () => {
    startEarlyPublicDays(new Date(2026, 2, 16, 10));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.get('Authorization')).toBeNull();
    const path = publicDaysPath('2026-03-16');
    expect(takeEarlyPublicDays('events/2/days-with-events-period/10/2025/4/2027')).toBeUndefined();
    expect(await takeEarlyPublicDays(path)).toEqual(days);
    expect(takeEarlyPublicDays(path)).toBeUndefined();
  });

  it('is there at once for the first render once it has arrived', async () => {
    startEarlyPublicDays(new Date(2026, 2, 16, 10));
    const path = publicDaysPath('2026-03-16');
    await waitFor(() => expect(arrivedPublicDays(path)).toEqual(days));
    expect(arrivedPublicDays(path)).toBeUndefined();
    expect(takeEarlyPublicDays(path)).toBeUndefined();
  });
});
