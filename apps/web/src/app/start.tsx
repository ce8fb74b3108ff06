// zod's fallback messages in Spanish, set before anything renders (docs/input-validation.md).
import '@extranet/shared/zod-locale';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installHistoryGuard } from '@/shared/unsaved-changes/history-guard';
import { loadModulesAfterLogin } from './after-login-modules';
import { adoptPaintedData } from './painted-data';
import { AppProviders } from './providers';
import { AppRouter } from './router';

/** Renders the app into #root. */
export function startApp(): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('Falta el elemento #root en index.html');
  // Before the router listens: a changed editor must see the back button first.
  installHistoryGuard();
  loadModulesAfterLogin();
  adoptPaintedData();
  const reactRoot = createRoot(root);
  // As a transition, the first render runs in slices of a few milliseconds with the browser free
  // between them, rather than as one task of hundreds on a phone
  // (docs/architecture.md#performance-on-phones).
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <AppProviders>
          <AppRouter />
        </AppProviders>
      </StrictMode>,
    );
  });
}
