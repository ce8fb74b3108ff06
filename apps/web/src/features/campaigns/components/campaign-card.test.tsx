import type { CampaignListItem } from '@extranet/shared/schemas/campaign';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import type { useCampaignActions } from '../use-campaign-actions';
import { CampaignCard } from './campaign-card';
import { CampaignGrid } from './campaign-grid';

function campaign(changes: Partial<CampaignListItem> = {}): CampaignListItem {
  return {
    id: 5,
    name: 'Separa y recicla',
    description: 'Talleres de reciclaje para centros educativos',
    startDate: '2026-09-01',
    endDate: '2027-06-30',
    edition: '2026',
    active: true,
    supervisor: null,
    targets: [],
    image: null,
    imageUrl: null,
    fileAgreement: null,
    files: [],
    content: '',
    ...changes,
  };
}

function fakeActions(): ReturnType<typeof useCampaignActions> {
  return {
    open: vi.fn(),
    edit: vi.fn(),
    toggleActive: vi.fn(),
    createCampaign: vi.fn(),
    creating: false,
    togglingId: null,
    confirmClone: vi.fn(),
    confirmDelete: vi.fn(),
  };
}

const renderGrid = (role: number, item = campaign(), actions = fakeActions()) => {
  renderWithProviders(
    <CampaignGrid campaigns={[item]} viewer={{ id: 9, role }} actions={actions} />,
  );
  return actions;
};

// docs/product/accounts.md#main
describe('campaign card', () => {
  it('shows name, dates, edition, description and a placeholder image named after it', () => {
    renderGrid(0);
    expect(screen.getByRole('heading', { level: 2, name: 'Separa y recicla' })).toBeTruthy();
    expect(screen.getByText('Del 01/09/2026 al 30/06/2027')).toBeTruthy();
    expect(screen.getByText('Edición 2026')).toBeTruthy();
    expect(screen.getByText('Talleres de reciclaje para centros educativos')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Separa y recicla' })).toBeTruthy();
    expect(screen.queryByText('INACTIVA')).toBeNull();
  });

  it('marks an inactive campaign with the INACTIVA watermark in words', () => {
    renderGrid(2, campaign({ active: false }));
    expect(screen.getByText('INACTIVA')).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Campaña activa: Separa y recicla' })).toHaveProperty(
      'ariaChecked',
      'false',
    );
  });

  it.each([0, 1])('shows role %i no admin controls', (role) => {
    renderGrid(role);
    expect(screen.queryByRole('switch')).toBeNull();
    for (const name of [/Editar/, /Clonar/, /Borrar/]) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.getByRole('button', { name: 'Ver actividades' })).toBeTruthy();
  });

  it.each([2, 3])('gives role %i the switch, edit, clone and delete', (role) => {
    const actions = renderGrid(role);
    fireEvent.click(screen.getByRole('switch', { name: 'Campaña activa: Separa y recicla' }));
    expect(actions.toggleActive).toHaveBeenCalledWith(expect.objectContaining({ id: 5 }), false);
    fireEvent.click(screen.getByRole('button', { name: 'Clonar Separa y recicla' }));
    expect(actions.confirmClone).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Borrar Separa y recicla' }));
    expect(actions.confirmDelete).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Editar Separa y recicla' })).toBeTruthy();
    // The controls do not also open the campaign.
    expect(actions.open).not.toHaveBeenCalled();
  });

  it("lets the campaign's supervisor edit it, without the admin actions", () => {
    renderGrid(1, campaign({ supervisor: { id: 9, name: 'Luis', surname: 'Pérez' } }));
    expect(screen.getByRole('button', { name: 'Editar Separa y recicla' })).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('button', { name: /Clonar/ })).toBeNull();
  });

  it('opens the campaign from the card and from Ver actividades', () => {
    const onOpen = vi.fn();
    const noop = vi.fn();
    renderWithProviders(
      <CampaignCard
        campaign={campaign({ imageUrl: '/files/campaign/5/image/a.png' })}
        canAdmin={false}
        canEdit={false}
        onOpen={onOpen}
        onToggleActive={noop}
        onEdit={noop}
        onClone={noop}
        onDelete={noop}
      />,
    );
    const card = screen.getByRole('article');
    fireEvent.click(within(card).getByRole('img', { name: 'Separa y recicla' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Ver actividades' }));
    expect(onOpen).toHaveBeenCalledTimes(2);
  });
});
