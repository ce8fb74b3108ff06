import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { testActivity } from '@/test/activity';
import { renderWithProviders } from '@/test/render';
import { ActivityCard, type ActivityCardProps } from './activity-card';

function renderCard(changes: Partial<ActivityCardProps> = {}) {
  const props: ActivityCardProps = {
    activity: testActivity(),
    canManage: false,
    onOpen: vi.fn(),
    onToggleActive: vi.fn(),
    onEdit: vi.fn(),
    onClone: vi.fn(),
    onDelete: vi.fn(),
    ...changes,
  };
  renderWithProviders(<ActivityCard {...props} />);
  return props;
}

// docs/product/campaigns-and-activities.md#activity-list
describe('an activity card', () => {
  it('shows name, complement, dates and places, and opens on click', () => {
    const props = renderCard();
    expect(screen.getByRole('heading', { level: 2, name: 'Visita a la planta' })).toBeVisible();
    expect(screen.getByText('Visita estándar')).toBeVisible();
    expect(screen.getByText('Del 01/10/2026 al 31/05/2099')).toBeVisible();
    expect(screen.getByText('Plazas: 25 · Ocupadas: 3')).toBeVisible();
    expect(screen.queryByText('INACTIVA')).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('button', { name: /Editar/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Visita a la planta' }));
    expect(props.onOpen).toHaveBeenCalledTimes(1);
  });

  it('marks an inactive activity INACTIVA in words', () => {
    renderCard({ activity: testActivity({ active: false }) });
    expect(screen.getByText('INACTIVA')).toBeVisible();
  });

  it("shows a contest's short explanation as plain text", () => {
    renderCard({
      activity: testActivity({
        name: 'Concurso de dibujo',
        explanation: '<p>Hasta el <b>30/05</b></p>',
      }),
    });
    expect(screen.getByText('Hasta el 30/05')).toBeVisible();
  });

  it('gives managers named edit, clone, delete and active controls', () => {
    const props = renderCard({ canManage: true });
    fireEvent.click(screen.getByRole('button', { name: 'Editar Visita a la planta' }));
    fireEvent.click(screen.getByRole('button', { name: 'Clonar Visita a la planta' }));
    fireEvent.click(screen.getByRole('button', { name: 'Borrar Visita a la planta' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Actividad activa: Visita a la planta' }));
    expect(props.onEdit).toHaveBeenCalledTimes(1);
    expect(props.onClone).toHaveBeenCalledTimes(1);
    expect(props.onDelete).toHaveBeenCalledTimes(1);
    expect(props.onToggleActive).toHaveBeenCalledWith(props.activity, false);
    expect(props.onOpen).not.toHaveBeenCalled();
  });
});
