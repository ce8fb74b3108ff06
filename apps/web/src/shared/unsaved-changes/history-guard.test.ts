import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { guardHistory, installHistoryGuard } from './history-guard';

describe('the back and forward buttons of an editor with unsaved changes', () => {
  const routerMoves = vi.fn();
  let release: () => void = () => undefined;
  let uninstall: () => void = () => undefined;

  beforeEach(() => {
    // Installed before the router listens, as the app does at start.
    uninstall = installHistoryGuard();
    // The router's history: each entry's position in `idx`, and its own popstate listener.
    window.history.replaceState({ idx: 0 }, '', '/campaigns');
    window.history.pushState({ idx: 1 }, '', '/editor');
    routerMoves.mockClear();
    window.addEventListener('popstate', routerMoves);
  });
  afterEach(() => {
    release();
    uninstall();
    window.removeEventListener('popstate', routerMoves);
  });

  it('hides the move from the router, puts the entry back and asks', async () => {
    const confirm = vi.fn();
    release = guardHistory(confirm, () => true);
    window.history.back();
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(window.location.pathname).toBe('/editor'));
    expect(routerMoves).not.toHaveBeenCalled();
  });

  it('makes the move once the person chooses to leave, and the router takes it', async () => {
    const confirm = vi.fn<(leave: () => void) => void>();
    release = guardHistory(confirm, () => true);
    window.history.back();
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(window.location.pathname).toBe('/editor'));
    confirm.mock.calls[0]?.[0]();
    await waitFor(() => expect(window.location.pathname).toBe('/campaigns'));
    expect(routerMoves).toHaveBeenCalledTimes(1);
  });

  it('lets every move through once the changes are saved', async () => {
    const confirm = vi.fn();
    release = guardHistory(confirm, () => false);
    window.history.back();
    await waitFor(() => expect(window.location.pathname).toBe('/campaigns'));
    expect(confirm).not.toHaveBeenCalled();
    expect(routerMoves).toHaveBeenCalledTimes(1);
  });
});
