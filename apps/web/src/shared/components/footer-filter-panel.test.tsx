import { fireEvent, screen } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { FooterFilterPanel } from './footer-filter-panel';

describe('footer filter panel', () => {
  it('opens and closes from Filtros, saying so with aria-expanded', () => {
    renderWithProviders(
      <FooterFilterPanel label="Filtros de prueba" active={false} onClear={() => undefined}>
        <p>Campo de filtro</p>
      </FooterFilterPanel>,
    );
    const toggle = screen.getByRole('button', { name: 'Filtros' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    // Not drawn before the first opening: a screen loads its fields then.
    expect(screen.queryByText('Campo de filtro')).toBeNull();
    const hidden = () => screen.getByText('Campo de filtro').closest('[hidden]') !== null;
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(hidden()).toBe(false);
    expect(screen.queryByText('Filtros activos')).toBeNull();
    // Closed again, the fields stay, hidden, with what was typed in them.
    fireEvent.click(toggle);
    expect(hidden()).toBe(true);
  });

  it('shows a spinner until lazy fields arrive, and preloads them as the focus reaches Filtros', async () => {
    let arrive: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const Fields = lazy(async () => {
      await arrived;
      return { default: () => <p>Campo de filtro</p> };
    });
    const preload = vi.fn();
    renderWithProviders(
      <FooterFilterPanel
        label="Filtros de prueba"
        active={false}
        onClear={() => undefined}
        preload={preload}
      >
        <Fields />
      </FooterFilterPanel>,
    );
    const toggle = screen.getByRole('button', { name: 'Filtros' });
    fireEvent.focus(toggle);
    expect(preload).toHaveBeenCalled();
    fireEvent.click(toggle);
    expect(
      screen.getByRole('region', { name: 'Filtros de prueba' }).querySelector('[aria-busy="true"]'),
    ).not.toBeNull();
    arrive();
    expect(await screen.findByText('Campo de filtro')).toBeVisible();
  });

  it('says Filtros activos in words and clears with Borrar filtros', () => {
    const onClear = vi.fn();
    renderWithProviders(
      <FooterFilterPanel label="Filtros de prueba" active onClear={onClear} defaultOpen>
        <p>Campo de filtro</p>
      </FooterFilterPanel>,
    );
    expect(screen.getByText('Filtros activos')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Borrar filtros' }));
    expect(onClear).toHaveBeenCalledTimes(1);
  });
});
