import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { testOrder } from '../test-order';
import { OrderHeading } from './order-heading';

const appointment = { date: '2030-05-06', time: '10:00', endTime: '11:30' };
const accepted = { id: 2, value: 'Aceptada' };

// docs/product/calendar.md#ical-feeds: 'Añadir al calendario' on an accepted appointment.
describe("the order's heading", () => {
  it('shows an accepted appointment with its hours and Añadir al calendario', () => {
    renderWithProviders(<OrderHeading order={testOrder({ state: accepted, appointment })} />);
    expect(screen.getByText('Cita')).toBeVisible();
    expect(screen.getByText('06/05/2030 de 10:00 a 11:30')).toBeVisible();
    expect(screen.getByRole('button', { name: /Añadir al calendario/ })).toBeVisible();
  });

  it('offers no calendar for a pending order, nor for one without an agreed date', () => {
    renderWithProviders(<OrderHeading order={testOrder({ appointment })} />);
    expect(screen.queryByText('Cita')).toBeNull();
    expect(screen.queryByRole('button', { name: /Añadir al calendario/ })).toBeNull();
  });

  it('offers it on a done order too, without an hour when none was agreed', () => {
    const done = { id: 5, value: 'Realizada' };
    const day = { date: '2030-05-06', time: null, endTime: null };
    renderWithProviders(<OrderHeading order={testOrder({ state: done, appointment: day })} />);
    expect(screen.getByText('06/05/2030')).toBeVisible();
    expect(screen.getByRole('button', { name: /Añadir al calendario/ })).toBeVisible();
  });
});
