import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import esES from 'antd/locale/es_ES';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { ToastBridge } from '@/shared/components/toast-bridge';
import { DialogHolder } from '@/shared/dialogs/dialog-holder';

// jsdom plays no CSS animation: without motion a toast or a dialog is shown at once, as the
// browser shows it once its animation ends, instead of staying at its first frame (opacity 0).
const noMotion = { token: { motion: false } };

/**
 * Renders a component inside the app's providers (antd in Spanish without motion, the toasts and
 * dialogs, a fresh query cache).
 */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <ConfigProvider locale={esES} theme={noMotion}>
      <ToastBridge />
      {/* Rendered at once, where the app loads it with a session's first screen. */}
      <DialogHolder />
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </ConfigProvider>,
  );
}
