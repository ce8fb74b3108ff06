import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { bindDialogs, dialogs, useDialogsWanted, type DialogApi } from './dialogs';

function WantedProbe() {
  return <p>{useDialogsWanted() ? 'pedido' : 'sin pedir'}</p>;
}

const fakeApi = (): DialogApi => ({ confirm: vi.fn(), error: vi.fn() });

describe('dialogs', () => {
  it('keeps a dialog asked before its holder is rendered, asks for the holder, and shows it then', () => {
    render(<WantedProbe />);
    expect(screen.getByText('sin pedir')).toBeDefined();

    act(() => dialogs.confirm({ title: '¿Seguro?' }));
    expect(screen.getByText('pedido')).toBeDefined();

    const api = fakeApi();
    bindDialogs(api);
    expect(api.confirm).toHaveBeenCalledExactlyOnceWith({ title: '¿Seguro?' });

    // Once bound, a dialog is shown at once, and the one shown before is not shown again.
    dialogs.error({ title: 'Error' });
    expect(api.error).toHaveBeenCalledExactlyOnceWith({ title: 'Error' });
    expect(api.confirm).toHaveBeenCalledTimes(1);
  });

  it('waits again for a holder after the last one went', () => {
    bindDialogs(null);
    dialogs.error({ title: 'Otra vez' });
    const api = fakeApi();
    bindDialogs(api);
    expect(api.error).toHaveBeenCalledExactlyOnceWith({ title: 'Otra vez' });
  });
});
