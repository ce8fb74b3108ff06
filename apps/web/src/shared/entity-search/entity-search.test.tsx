import type { Entity } from '@extranet/shared/schemas/entity';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { EntitySearch } from './entity-search';

const school: Entity = {
  id: 31,
  name: 'CP La Ería',
  cif: 'Q3300002G',
  address: 'Calle Mayor 1',
  city: 'Oviedo',
  postalCode: '33001',
  council: { id: 44, value: 'Oviedo' },
  target: { id: 1, value: 'Centros educativos' },
  idTarget: 1,
  mainEntityId: null,
  mainLegalEntityName: 'La entidad es principal',
  disabled: false,
};

const searches: URL[] = [];

/** Answers `entity/list/by-filter` with the school, and refuses any other call. */
function fakeApi(input: RequestInfo | URL): Promise<Response> {
  const url = new URL(String(input), 'http://localhost');
  if (url.pathname !== '/api/entity/list/by-filter') {
    return Promise.reject(new Error(`unexpected call ${url.pathname}`));
  }
  searches.push(url);
  return Promise.resolve(new Response(JSON.stringify({ items: [school], total: 1 })));
}

// docs/product/requests.md#entities-on-a-request
describe('the entity search of the request form and the entity dialog', () => {
  beforeEach(() => {
    searches.length = 0;
    vi.stubGlobal('fetch', vi.fn(fakeApi));
  });
  afterEach(() => vi.unstubAllGlobals());

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
    expect(searches).toHaveLength(0);
    fireEvent.change(cif, { target: { value: 'Q-3300002' } });
    const choose = await screen.findByRole<HTMLButtonElement>('button', {
      name: 'Elegir CP La Ería',
    });
    expect(searches[0]?.searchParams.get('cif')).toBe('Q3300002');
    expect(searches[0]?.searchParams.get('targets')).toBe('1,3');
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
    expect(searches[0]?.searchParams.get('cif')).toBe('Q3300002G');
    expect(searches[0]?.searchParams.has('targets')).toBe(false);
    fireEvent.change(screen.getByLabelText('Nombre de la entidad'), {
      target: { value: ' Ería ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await vi.waitFor(() => expect(searches).toHaveLength(2));
    expect(searches[1]?.searchParams.get('name')).toBe('Ería');
    expect(searches[1]?.searchParams.has('cif')).toBe(false);
  });
});
