import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import esES from 'antd/locale/es_ES';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { ToastBridge } from '@/shared/components/toast-bridge';

/** Renders a component inside the app's providers (antd in Spanish, a fresh query cache). */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <ConfigProvider locale={esES}>
      <App>
        <ToastBridge />
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
        </QueryClientProvider>
      </App>
    </ConfigProvider>,
  );
}
