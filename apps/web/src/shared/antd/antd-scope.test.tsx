import { render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AntdScope } from './antd-scope';

/** Says whether antd animates in the app's antd scope. */
function MotionProbe() {
  const { token } = theme.useToken();
  return <p>{token.motion ? 'con movimiento' : 'sin movimiento'}</p>;
}

/** A device whose settings answer `reduce` to the reduced-motion media query, or not. */
function preferReducedMotion(reduce: boolean) {
  const original = window.matchMedia.bind(window);
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    ...original(query),
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
  }));
}

describe('AntdScope', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps antd motion for a device that has no preference', () => {
    preferReducedMotion(false);
    render(
      <AntdScope>
        <MotionProbe />
      </AntdScope>,
    );
    expect(screen.getByText('con movimiento')).toBeDefined();
  });

  it('turns antd motion off for a device that asks for reduced motion', () => {
    preferReducedMotion(true);
    render(
      <AntdScope>
        <MotionProbe />
      </AntdScope>,
    );
    expect(screen.getByText('sin movimiento')).toBeDefined();
  });
});
