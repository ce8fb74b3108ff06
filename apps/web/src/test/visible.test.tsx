import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

describe('toBeVisible', () => {
  it('passes for an element the user can see', () => {
    render(<p>Visible</p>);
    expect(screen.getByText('Visible')).toBeVisible();
  });

  it.each([
    ['the hidden attribute', <div hidden>Oculto</div>],
    ['display: none', <div style={{ display: 'none' }}>Oculto</div>],
    ['visibility: hidden', <div style={{ visibility: 'hidden' }}>Oculto</div>],
    ['opacity: 0', <div style={{ opacity: 0 }}>Oculto</div>],
  ])('fails for an element hidden by an ancestor with %s', (_, ancestor) => {
    render(<section>{ancestor}</section>);
    const inside = screen.getByText('Oculto');
    expect(() => expect(inside).toBeVisible()).toThrow(/to be visible/);
    expect(inside).not.toBeVisible();
  });

  it('fails for an element no longer in the document', () => {
    const { unmount } = render(<p>Ido</p>);
    const gone = screen.getByText('Ido');
    unmount();
    expect(() => expect(gone).toBeVisible()).toThrow(/not in the document/);
  });
});
