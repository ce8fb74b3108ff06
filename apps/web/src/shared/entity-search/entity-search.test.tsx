import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { testEntity } from '@/test/entity';
import { json, useFakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { EntitySearch } from './entity-search';

const school = testEntity();

// docs/product/requests.md#entities-on-a-request
describe('the entity search of the request form and the entity dialog', () => {
  /** `entity/list/by-filter` finds the school; any other call fails the test. */
  const calls = useFakeApi(({ method, url }) =>
    method === 'GET' && url.pathname === '/api/entity/list/by-filter'
      ? json({ items: [school], total: 1 })
      : undefined,
  );
  const searches = () => calls.map((call) => call.url.searchParams);

  it('searches a typed CIF from 8 characters, narrowed to the targets, and offers Elegir', async () => {
    const onAct = vi.fn();
    renderWithProviders(
      <EntitySearch
        legend="Buscar una entidad"
        targets={[1, 3]}
        action={{ label: 'Elegir', labelFor: (name) => `Elegir ${name}`, chosenId: 31, onAct }}
      />,
    );
    expect(screen.queryByRole('group', { name: 'Buscar una entidad' })).not.toBeNull();
    const cif = screen.getByLabelText('CIF de la entidad');
    const hint = document.getElementById(cif.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('La búsqueda por CIF empieza a partir de 8 caracteres');
    fireEvent.change(cif, { target: { value: 'Q-330000' } });
    expect(calls).toHaveLength(0);
    fireEvent.change(cif, { target: { value: 'Q-3300002' } });
    const choose = await screen.findByRole<HTMLButtonElement>('button', {
      name: 'Elegir CP La Ería',
    });
    expect(searches()[0]?.get('cif')).toBe('Q3300002');
    expect(searches()[0]?.get('targets')).toBe('1,3');
    expect(choose.getAttribute('aria-pressed')).toBe('true');
    expect(choose.disabled).toBe(false);
    fireEvent.click(choose);
    expect(onAct).toHaveBeenCalledWith(school);
  });

  it('starts with the proposed CIF, searches a name on Buscar, and locks the assigned entity', async () => {
    renderWithProviders(
      <EntitySearch
        legend="Buscar entidad"
        legendHidden
        startCif="Q-3300002-G"
        action={{
          label: 'Asignar',
          labelFor: (name) => `Asignar ${name}`,
          chosenId: 31,
          lockChosen: true,
          onAct: vi.fn(),
        }}
      />,
    );
    expect(screen.getByLabelText<HTMLInputElement>('CIF de la entidad').value).toBe('Q-3300002-G');
    const assign = await screen.findByRole<HTMLButtonElement>('button', {
      name: 'Asignar CP La Ería',
    });
    expect(assign.disabled).toBe(true);
    expect(assign.hasAttribute('aria-pressed')).toBe(false);
    expect(searches()[0]?.get('cif')).toBe('Q3300002G');
    expect(searches()[0]?.has('targets')).toBe(false);
    fireEvent.change(screen.getByLabelText('Nombre de la entidad'), {
      target: { value: ' Ería ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(searches()[1]?.get('name')).toBe('Ería');
    expect(searches()[1]?.has('cif')).toBe(false);
  });
});
