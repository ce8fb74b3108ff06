import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadServerSettings } from './server-settings';
import { todayIn } from '@extranet/shared/zone-day';
import { setServerTimeZone, today } from './today';

const winterNight = new Date('2026-01-15T23:30:00Z');
const summerNight = new Date('2026-07-15T23:30:00Z');

afterEach(() => {
  setServerTimeZone(undefined);
  vi.unstubAllGlobals();
});

describe('the day in a zone', () => {
  it('at 23:30 UTC is already tomorrow in Madrid, in winter (UTC+1) and in summer (UTC+2)', () => {
    expect(todayIn('Europe/Madrid', winterNight)).toBe('2026-01-16');
    expect(todayIn('Europe/Madrid', summerNight)).toBe('2026-07-16');
    expect(todayIn('UTC', winterNight)).toBe('2026-01-15');
    expect(todayIn('Atlantic/Canary', winterNight)).toBe('2026-01-15');
  });
});

describe("the app's today", () => {
  it("is the server's zone's day once set, whatever the browser's zone", () => {
    setServerTimeZone('Europe/Madrid');
    expect(today(winterNight)).toBe('2026-01-16');
    expect(today(summerNight)).toBe('2026-07-16');
    setServerTimeZone('America/Mexico_City');
    expect(today(winterNight)).toBe('2026-01-15');
  });

  it("takes the server's day as today within its instants, and computes it outside them", () => {
    // A day the zone would not give: proof that it is taken as given.
    setServerTimeZone('Europe/Madrid', {
      day: '2026-01-20',
      from: new Date('2026-01-15T23:00:00Z'),
      until: new Date('2026-01-16T23:00:00Z'),
    });
    expect(today(winterNight)).toBe('2026-01-20');
    expect(today(new Date('2026-01-16T22:59:59.999Z'))).toBe('2026-01-20');
    expect(today(new Date('2026-01-16T23:00:00Z'))).toBe('2026-01-17');
    expect(today(new Date('2026-01-15T22:59:59.999Z'))).toBe('2026-01-15');
  });

  it("keeps the browser's zone for a name it does not know", () => {
    setServerTimeZone('Europe/Oviedo');
    expect(today(winterNight)).toBe(todayIn(undefined, winterNight));
  });

  it('takes the zone from GET /api/settings, and keeps going when the call fails', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json(
        {
          timeZone: 'Pacific/Kiritimati',
          today: {
            day: '2026-01-16',
            from: '2026-01-15T10:00:00.000Z',
            until: '2026-01-16T10:00:00.000Z',
          },
        },
        { status: 200 },
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    await loadServerSettings();
    expect(fetchMock).toHaveBeenCalledWith('/api/settings', expect.anything());
    expect(today(new Date('2026-01-15T10:30:00Z'))).toBe('2026-01-16');
    // Past the given day, the day computed in the zone.
    expect(today(new Date('2026-01-16T10:30:00Z'))).toBe('2026-01-17');

    setServerTimeZone(undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(loadServerSettings()).resolves.toBeUndefined();
    expect(today(winterNight)).toBe(todayIn(undefined, winterNight));
  });
});
