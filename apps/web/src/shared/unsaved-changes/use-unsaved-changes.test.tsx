import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Button, Form, Input } from 'antd';
import { Link, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { leaveThroughGuard } from './leave-guard';
import { useUnsavedChanges } from './use-unsaved-changes';

function NameEditor({ onLeave }: { onLeave: () => void }) {
  const unsaved = useUnsavedChanges();
  return (
    <Form onValuesChange={unsaved.markChanged} onFinish={unsaved.markSaved}>
      <Form.Item name="name" label="Nombre">
        <Input />
      </Form.Item>
      <Button htmlType="submit">GUARDAR</Button>
      <Button onClick={() => unsaved.confirmLeave(onLeave)}>VOLVER</Button>
      <Link to="/centre">Centro de Gijón</Link>
    </Form>
  );
}

const question = 'Hay cambios sin guardar. ¿Desea salir sin guardarlos?';

/** Whether the browser would be told to ask before the tab is closed or reloaded. */
function tabCloseAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

const typeName = (text: string) =>
  fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: text } });

describe('unsaved changes of an editor (docs/screens-resilience.md)', () => {
  it('leaves at once when nothing was changed', () => {
    const onLeave = vi.fn();
    renderWithProviders(<NameEditor onLeave={onLeave} />);
    fireEvent.click(screen.getByRole('button', { name: 'VOLVER' }));
    expect(onLeave).toHaveBeenCalledTimes(1);
    expect(screen.queryAllByText(question)).toHaveLength(0);
    expect(tabCloseAsks()).toBe(false);
  });

  it("asks before leaving a changed form; 'Seguir editando' keeps the text", async () => {
    const onLeave = vi.fn();
    renderWithProviders(<NameEditor onLeave={onLeave} />);
    typeName('Ana');
    fireEvent.click(screen.getByRole('button', { name: 'VOLVER' }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(question);
    fireEvent.click(screen.getByRole('button', { name: 'Seguir editando' }));
    expect(onLeave).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Nombre') as HTMLInputElement).value).toBe('Ana');
    // Still unsaved: closing the tab asks too.
    expect(tabCloseAsks()).toBe(true);
  });

  it("leaves with 'Salir sin guardar'", async () => {
    const onLeave = vi.fn();
    renderWithProviders(<NameEditor onLeave={onLeave} />);
    typeName('Ana');
    fireEvent.click(screen.getByRole('button', { name: 'VOLVER' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Salir sin guardar' }));
    await waitFor(() => expect(onLeave).toHaveBeenCalledTimes(1));
  });

  it('makes the browser ask on closing the tab while changes are unsaved, not after saving', async () => {
    renderWithProviders(<NameEditor onLeave={() => undefined} />);
    typeName('Ana');
    await waitFor(() => expect(tabCloseAsks()).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'GUARDAR' }));
    await waitFor(() => expect(tabCloseAsks()).toBe(false));
  });

  it('makes the header menu ask while changes are unsaved, and no longer once unmounted', async () => {
    const go = vi.fn();
    const view = renderWithProviders(<NameEditor onLeave={() => undefined} />);
    typeName('Ana');
    await waitFor(() => expect(tabCloseAsks()).toBe(true));

    leaveThroughGuard(go);
    expect((await screen.findByRole('dialog')).textContent).toContain(question);
    expect(go).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Salir sin guardar' }));
    await waitFor(() => expect(go).toHaveBeenCalledTimes(1));

    view.unmount();
    leaveThroughGuard(go);
    expect(go).toHaveBeenCalledTimes(2);
  });

  it("makes the app's links ask while changes are unsaved, and follows them on leaving", async () => {
    renderWithProviders(
      <Routes>
        <Route path="/" element={<NameEditor onLeave={() => undefined} />} />
        <Route path="/centre" element={<p>Editor del centro</p>} />
      </Routes>,
    );
    typeName('Ana');
    await waitFor(() => expect(tabCloseAsks()).toBe(true));

    fireEvent.click(screen.getByRole('link', { name: 'Centro de Gijón' }));
    expect((await screen.findByRole('dialog')).textContent).toContain(question);
    expect(screen.queryByText('Editor del centro')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Salir sin guardar' }));
    expect(await screen.findByText('Editor del centro')).toBeVisible();
  });
});
