import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/shared/session/session-store';
import { testUser } from '@/test/user';
import { adoptPaintedData } from './painted-data';
import { PAINTED_DATA_ID } from './painted-data-id';
import { queryClient } from './query-client';

/** The page as the server sent it: the data of its screen, asked for user `userId`. */
function pageWithData(userId: number, text?: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PAINTED_DATA_ID;
  element.textContent =
    text ??
    JSON.stringify({
      userId,
      cache: {
        mutations: [],
        queries: [
          {
            queryKey: ['campaigns', 'list', 'for-user', userId],
            queryHash: JSON.stringify(['campaigns', 'list', 'for-user', userId]),
            state: { data: { items: [], total: 0 }, status: 'success', dataUpdatedAt: Date.now() },
          },
        ],
      },
    });
  document.body.append(element);
}

const cached = (userId: number) =>
  queryClient.getQueryData(['campaigns', 'list', 'for-user', userId]);

// docs/architecture.md#screens-painted-by-the-server
describe('adoptPaintedData', () => {
  afterEach(() => {
    sessionStore.clear();
    queryClient.clear();
  });

  it("puts the screen's answers in the cache when they were asked for the tab's user", () => {
    sessionStore.start('token', testUser({ id: 7 }), 8);
    pageWithData(7);
    adoptPaintedData();
    expect(cached(7)).toEqual({ items: [], total: 0 });
    expect(document.getElementById(PAINTED_DATA_ID)).toBeNull();
  });

  it("leaves out another user's answers, and a page without a session's", () => {
    sessionStore.start('token', testUser({ id: 8 }), 8);
    pageWithData(7);
    adoptPaintedData();
    expect(cached(7)).toBeUndefined();

    sessionStore.clear();
    pageWithData(7);
    adoptPaintedData();
    expect(cached(7)).toBeUndefined();
  });

  it('ignores data it cannot read', () => {
    sessionStore.start('token', testUser({ id: 7 }), 8);
    pageWithData(7, '{not json');
    expect(() => adoptPaintedData()).not.toThrow();
    expect(document.getElementById(PAINTED_DATA_ID)).toBeNull();
  });
});
