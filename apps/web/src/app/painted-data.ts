import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { sessionStore } from '@/shared/session/session-store';
import { PAINTED_DATA_ID } from './painted-data-id';
import { queryClient } from './query-client';

interface PaintedData {
  userId: number;
  cache: DehydratedState;
}

/**
 * Puts in the app's cache the answers the server drew the page's screen with, so that the app's
 * first render draws the same screen in its place rather than a spinner
 * (docs/architecture.md#screens-painted-by-the-server). Only when they were asked for the tab's
 * own user: another tab's login may have set the session cookie the server read.
 */
export function adoptPaintedData(): void {
  const element = document.getElementById(PAINTED_DATA_ID);
  if (!element) return;
  element.remove();
  const user = sessionStore.get()?.user;
  try {
    const data = JSON.parse(element.textContent ?? '') as PaintedData;
    if (user && data.userId === user.id) hydrate(queryClient, data.cache);
  } catch {
    // Unreadable data: the screen asks for its own.
  }
}
