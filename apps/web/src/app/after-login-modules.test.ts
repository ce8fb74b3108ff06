import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/shared/session/session-store';
import { testUser } from '@/test/user';
import { loadModulesAfterLogin } from './after-login-modules';

const loads = vi.hoisted(() => ({
  antd: vi.fn(() => Promise.resolve({})),
  menu: vi.fn(() => Promise.resolve({})),
  main: vi.fn(() => Promise.resolve({})),
}));

vi.mock('./lazy-modules', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./lazy-modules')>()),
  antdOutletModule: loads.antd,
  headerModules: () => [loads.menu],
  pageModules: { main: loads.main },
}));

describe('loadModulesAfterLogin', () => {
  afterEach(() => sessionStore.clear());

  it('asks for antd, the menu and the campaign list once, when a session starts', () => {
    loadModulesAfterLogin();
    expect(loads.antd).not.toHaveBeenCalled();
    sessionStore.start('token', testUser(), 8);
    sessionStore.start('token-2', testUser(), 8);
    for (const load of Object.values(loads)) expect(load).toHaveBeenCalledTimes(1);
  });
});
