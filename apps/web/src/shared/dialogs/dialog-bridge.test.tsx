import { act, render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import esES from 'antd/locale/es_ES';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/shared/session/session-store';
import { testUser } from '@/test/user';
import { DialogBridge } from './dialog-bridge';
import { dialogs } from './dialogs';

const renderBridge = () =>
  render(
    <ConfigProvider locale={esES} theme={{ token: { motion: false } }}>
      <DialogBridge />
    </ConfigProvider>,
  );

describe('DialogBridge', () => {
  afterEach(() => sessionStore.clear());

  // First: the module remembers that a dialog was asked for.
  it('loads the dialogs without a session once one is asked for', async () => {
    renderBridge();
    act(() => dialogs.error({ title: 'Sin sesión' }));
    expect(await screen.findByRole('dialog', { name: 'Sin sesión' })).toBeDefined();
  });

  it("shows a session's question in Spanish", async () => {
    sessionStore.start('token', testUser(), 8);
    renderBridge();
    act(() => dialogs.confirm({ title: '¿Desea salir?' }));
    expect(await screen.findByRole('dialog', { name: '¿Desea salir?' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDefined();
  });
});
