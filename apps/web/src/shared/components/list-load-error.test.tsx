import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { InfiniteGrid } from '@/features/admin/components/infinite-grid';
import { ApiError } from '@/shared/api-error';
import { renderWithProviders } from '@/test/render';
import { ListLoadError, loadFailureOf } from './list-load-error';

const failure = () =>
  new ApiError({ status: 500, error: 'internal', message: 'Error interno del servidor' });

/** A call that fails the first time it is made and answers the second. */
function failingOnce<T>(answer: T) {
  return vi.fn((): Promise<T> => Promise.resolve(answer)).mockRejectedValueOnce(failure());
}

function CampaignNames({ load }: { load: () => Promise<string[]> }) {
  const names = useQuery({ queryKey: ['names'], queryFn: load });
  const failed = loadFailureOf(names);
  if (failed) return <ListLoadError failure={failed} />;
  return <p>{names.data?.join(', ')}</p>;
}

function UserCards({ load }: { load: () => Promise<{ items: string[]; total: number }> }) {
  const list = useInfiniteQuery({
    queryKey: ['users'],
    queryFn: load,
    initialPageParam: 0,
    getNextPageParam: () => undefined,
  });
  return (
    <InfiniteGrid
      list={list}
      label="Usuarios"
      loadingLabel="Cargando usuarios"
      count={(total) => `${total} usuarios`}
      itemKey={(name) => name.length}
      renderItem={(name) => <span>{name}</span>}
    />
  );
}

describe('a list whose load failed (docs/screens-resilience.md)', () => {
  it("says so as an alert with the server's words, and 'Reintentar' loads again", async () => {
    const load = failingOnce(['Campaña de reciclaje']);
    renderWithProviders(<CampaignNames load={load} />);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No se han podido cargar los datos.');
    expect(alert.textContent).toContain('Error interno del servidor');
    const retry = screen.getByRole('button', { name: /Reintentar/ });
    retry.focus();
    expect(document.activeElement).toBe(retry);

    fireEvent.click(retry);
    expect(await screen.findByText('Campaña de reciclaje')).toBeVisible();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("is never shown as the empty list's 'No hay resultados' in the shared card grid", async () => {
    const load = failingOnce({ items: ['Ana'], total: 1 });
    renderWithProviders(<UserCards load={load} />);

    await screen.findByRole('button', { name: /Reintentar/ });
    expect(screen.queryByText('No hay resultados')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /Reintentar/ }));
    expect(await screen.findByText('Ana')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Reintentar/ })).toBeNull();
  });

  it('is undefined while the query has not failed', () => {
    const ok = { isError: false, error: null, isFetching: false, refetch: () => Promise.resolve() };
    expect(loadFailureOf(ok)).toBeUndefined();
  });
});
