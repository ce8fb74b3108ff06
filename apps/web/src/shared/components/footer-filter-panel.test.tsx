import { fireEvent, screen } from '@testing-library/react';
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
    const hidden = () => screen.getByText('Campo de filtro').closest('[hidden]') !== null;
    expect(hidden()).toBe(true);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(hidden()).toBe(false);
    expect(screen.queryByText('Filtros activos')).toBeNull();
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
