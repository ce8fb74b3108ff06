import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { testCampaign } from '@/test/campaign';
import { renderWithProviders } from '@/test/render';
import type { useCampaignActions } from '../use-campaign-actions';
import { CampaignCard } from './campaign-card';
import { CampaignGrid } from './campaign-grid';

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

const renderGrid = (role: number, item = testCampaign(), actions = fakeActions()) => {
  renderWithProviders(
    <CampaignGrid campaigns={[item]} viewer={{ id: 9, role }} actions={actions} />,
  );
  return actions;
};

// docs/product/accounts.md#main
describe('campaign card', () => {
  it('shows name, dates, edition, description and a placeholder image named after it', () => {
    renderGrid(0);
    expect(screen.getByRole('heading', { level: 2, name: 'Separa y recicla' })).toBeVisible();
    expect(screen.getByText('Del 01/09/2026 al 30/06/2027')).toBeVisible();
    expect(screen.getByText('Edición 2026')).toBeVisible();
    expect(screen.getByText('Talleres de reciclaje para centros educativos')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Separa y recicla' })).toBeVisible();
    expect(screen.queryByText('INACTIVA')).toBeNull();
  });

  it('marks an inactive campaign with the INACTIVA watermark in words', () => {
    renderGrid(2, testCampaign({ active: false }));
    expect(screen.getByText('INACTIVA')).toBeVisible();
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
    expect(screen.getByRole('button', { name: 'Ver actividades' })).toBeVisible();
  });

  it.each([2, 3])('gives role %i the switch, edit, clone and delete', (role) => {
    const actions = renderGrid(role);
    fireEvent.click(screen.getByRole('switch', { name: 'Campaña activa: Separa y recicla' }));
    expect(actions.toggleActive).toHaveBeenCalledWith(expect.objectContaining({ id: 9 }), false);
    fireEvent.click(screen.getByRole('button', { name: 'Clonar Separa y recicla' }));
    expect(actions.confirmClone).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Borrar Separa y recicla' }));
    expect(actions.confirmDelete).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Editar Separa y recicla' })).toBeVisible();
    // The controls do not also open the campaign.
    expect(actions.open).not.toHaveBeenCalled();
  });

  it("lets the campaign's supervisor edit it, without the admin actions", () => {
    renderGrid(1, testCampaign({ supervisor: { id: 9, name: 'Luis', surname: 'Pérez' } }));
    expect(screen.getByRole('button', { name: 'Editar Separa y recicla' })).toBeVisible();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('button', { name: /Clonar/ })).toBeNull();
  });

  it("asks for the first card's image at once and lets the others wait until they are near", () => {
    const campaigns = ['Primera', 'Segunda', 'Tercera'].map((name, i) =>
      testCampaign({ id: i + 1, name, imageUrl: `/files/campaign/${i + 1}/image/a.png` }),
    );
    renderWithProviders(
      <CampaignGrid campaigns={campaigns} viewer={{ id: 9, role: 0 }} actions={fakeActions()} />,
    );
    const image = (name: string) => screen.getByRole('img', { name });
    const loading = (name: string) => [
      image(name).getAttribute('loading'),
      image(name).getAttribute('fetchpriority'),
    ];
    expect(loading('Primera')).toEqual(['eager', 'high']);
    expect(loading('Segunda')).toEqual(['lazy', null]);
    expect(loading('Tercera')).toEqual(['lazy', null]);
  });

  it('opens the campaign from the card and from Ver actividades', () => {
    const onOpen = vi.fn();
    const noop = vi.fn();
    renderWithProviders(
      <CampaignCard
        campaign={testCampaign({ imageUrl: '/files/campaign/9/image/a.png' })}
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
