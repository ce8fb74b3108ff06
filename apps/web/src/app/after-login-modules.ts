import { sessionStore } from '@/shared/session/session-store';
import { loadAhead } from '@/shared/load-ahead';
import { antdOutletModule, headerModules, pageModules } from './lazy-modules';

/**
 * When someone logs in, the screens behind the login need antd's scope and the header menu, and
 * most often the campaign list comes first: asked for as the session starts, beside one another,
 * rather than one after the other as they render (the login itself loads none of them:
 * docs/architecture.md#performance-on-phones).
 */
export function loadModulesAfterLogin(): void {
  let loggedIn = sessionStore.get() !== null;
  sessionStore.subscribe(() => {
    const now = sessionStore.get() !== null;
    if (now && !loggedIn) {
      for (const load of [antdOutletModule, ...headerModules(), pageModules.main])
        void loadAhead(load);
    }
    loggedIn = now;
  });
}
