import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/shared/session/session-store';
import { json, useFakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { testUser } from '@/test/user';
import { ChangeStatesDialog } from './change-states-dialog';

// docs/requests-integrity.md: orders short of places are offered to be accepted anyway.
const states = [
  { id: 1, value: 'Pendiente' },
  { id: 2, value: 'Aceptada' },
  { id: 6, value: 'En lista de espera' },
];

const shortOfPlaces = {
  error: 'places exceeded',
  message: 'No hay plazas suficientes para las solicitudes 12 y 15.',
  orderIds: [12, 15],
};

let replies: { status: number; body: unknown }[] = [];
const bodies: Record<string, unknown>[] = [];

async function acceptSelected(onChanged: () => void) {
  renderWithProviders(
    <ChangeStatesDialog
      open
      orderIds={[12, 14, 15]}
      states={states}
      onClose={() => {}}
      onChanged={onChanged}
    />,
  );
  fireEvent.mouseDown(await screen.findByLabelText('Nuevo estado'));
  fireEvent.click(await screen.findByTitle('Aceptada'));
  fireEvent.click(screen.getByRole('button', { name: 'ACEPTAR' }));
  const question = await screen.findByText('¿Desea aceptarlas de todos modos?');
  const confirm = question.closest<HTMLElement>('[role="dialog"]');
  if (!confirm) throw new Error('no confirm dialog');
  await waitFor(() => expect(confirm).toBeVisible());
  // The server's figures head the question (the dialog's own title is hidden: it only names it).
  const figures = within(confirm).getByText(shortOfPlaces.message, {
    selector: '.ant-modal-confirm-title',
  });
  expect(figures).toBeVisible();
  return confirm;
}

describe('CAMBIAR ESTADO with orders short of places', () => {
  useFakeApi(({ method, url, body }) => {
    if (`${method} ${url.pathname}` !== 'POST /api/order/change-states') return undefined;
    bodies.push(JSON.parse(String(body)) as Record<string, unknown>);
    const reply = replies.shift() ?? { status: 200, body: { mailsQueued: true } };
    return json(reply.body, reply.status);
  });
  beforeEach(() => {
    replies = [{ status: 409, body: shortOfPlaces }];
    bodies.length = 0;
    sessionStore.start('token', testUser({ id: 3, role: 1 }), 8);
  });
  afterEach(() => sessionStore.clear());

  it('asks to accept them anyway and resends the same change with force', async () => {
    const onChanged = vi.fn();
    const confirm = await acceptSelected(onChanged);
    expect(within(confirm).getByText('¿Desea aceptarlas de todos modos?')).toBeVisible();
    fireEvent.click(within(confirm).getByRole('button', { name: 'ACEPTAR DE TODOS MODOS' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(bodies).toEqual([
      expect.objectContaining({ idState: 2, orderList: [12, 14, 15] }),
      expect.objectContaining({ idState: 2, orderList: [12, 14, 15], force: true }),
    ]);
    expect(bodies[0]).not.toHaveProperty('force');
  });

  it('changes nothing when the manager declines', async () => {
    const onChanged = vi.fn();
    const confirm = await acceptSelected(onChanged);
    fireEvent.click(within(confirm).getByRole('button', { name: 'NO ACEPTAR' }));
    // A resend would start within the click's own tasks: let them run.
    await act(async () => {});
    expect(bodies).toHaveLength(1);
    expect(onChanged).not.toHaveBeenCalled();
  });
});
