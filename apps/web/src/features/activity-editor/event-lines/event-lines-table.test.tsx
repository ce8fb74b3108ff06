import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { EventLinesTable } from './event-lines-table';

let latest = '';

function Harness({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  const change = (next: string) => {
    latest = next;
    setValue(next);
  };
  return <EventLinesTable value={value} onChange={change} />;
}

const two = '01/03/2026 10:00 Taller de compostaje - Gijón\n02/03/2026 11:00 Visita a la planta';

describe('EventLinesTable', () => {
  it('lists the event lines with Fecha, Datos and Acción', () => {
    renderWithProviders(<Harness initial={`${two}\ncorta`} />);
    expect(screen.getByRole('columnheader', { name: 'Fecha' })).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'Datos' })).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'Acción' })).toBeVisible();
    expect(screen.getByText('01/03/2026')).toBeVisible();
    expect(screen.getByText('11:00 Visita a la planta')).toBeVisible();
    expect(screen.queryByText('corta')).toBeNull();
  });

  it('deletes a line after the confirmation ¿Borrar evento?', async () => {
    renderWithProviders(<Harness initial={two} />);
    fireEvent.click(screen.getByRole('button', { name: 'Borrar: 01/03/2026' }));
    const confirm = await screen.findByText('¿Borrar evento?');
    const popup = confirm.closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(popup).getByRole('button', { name: 'Sí' }));
    await waitFor(() => expect(screen.queryByText('01/03/2026')).toBeNull());
    expect(latest).toBe('02/03/2026 11:00 Visita a la planta');
  });

  it('refuses an hour that is not HH:MM in the Añadir dialog', async () => {
    latest = '';
    renderWithProviders(<Harness initial="" />);
    fireEvent.click(screen.getByRole('button', { name: /Añadir/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Hora'), { target: { value: '9:5' } });
    fireEvent.change(within(dialog).getByLabelText('Evento'), { target: { value: 'Charla' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Añadir' }));
    expect(await within(dialog).findByText('Introduce una hora HH:MM')).toBeVisible();
    expect(latest).toBe('');
  });
});
