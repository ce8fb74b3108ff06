import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dateTimeText } from '@/shared/day-text';
import { renderWithProviders } from '@/test/render';
import { testOrder } from '../test-order';
import { OrderHistory } from './order-history';

const order = testOrder({
  history: [
    {
      id: 1,
      at: '2030-03-01T09:00:00.000Z',
      by: { id: 9, name: 'Lucía Pérez' },
      from: null,
      to: { id: 1, value: 'Pendiente' },
      reason: '',
    },
    {
      id: 2,
      at: '2030-03-02T09:00:00.000Z',
      by: { id: 3, name: 'Ana Gestora' },
      from: { id: 1, value: 'Pendiente' },
      to: { id: 2, value: 'Aceptada' },
      reason: '',
    },
  ],
  reminders: [
    {
      id: 5,
      at: '2030-03-08T07:00:00.000Z',
      kind: 'automatic',
      by: null,
      addedText: '',
    },
    {
      id: 4,
      at: '2030-03-05T10:00:00.000Z',
      kind: 'manual',
      by: { id: 3, name: 'Ana Gestora' },
      addedText: 'Traigan botas',
    },
  ],
});

// docs/product/calendar.md#reminders: each reminder is listed in the order's history.
describe("the order's history", () => {
  it('places the reminders sent among the state changes, by time, with who or automático', () => {
    renderWithProviders(<OrderHistory order={order} showWho />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      `${dateTimeText('2030-03-01T09:00:00.000Z')}Registrada como Pendiente por Lucía Pérez`,
      `${dateTimeText('2030-03-02T09:00:00.000Z')}De Pendiente a Aceptada por Ana Gestora`,
      `${dateTimeText('2030-03-05T10:00:00.000Z')}Recordatorio enviado por Ana GestoraTexto añadido: Traigan botas`,
      `${dateTimeText('2030-03-08T07:00:00.000Z')}Recordatorio enviado (automático)`,
    ]);
  });

  it('names nobody to the applicant', () => {
    renderWithProviders(<OrderHistory order={order} showWho={false} />);
    expect(screen.queryByText(/por Ana Gestora/)).toBeNull();
    expect(screen.getAllByText(/Recordatorio enviado/)).toHaveLength(2);
  });
});
