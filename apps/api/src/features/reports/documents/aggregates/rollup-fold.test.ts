import { describe, expect, it } from 'vitest';
import { foldRollup, keysOf, type RollupLine } from './rollup-fold.ts';

/** The fold of the aggregate documents (docs/product/reporting.md#documents), alone. */

const line = (keys: number, label: string, requests: number): RollupLine => ({
  keys,
  label,
  cells: { label, requests },
  figures: { requests },
});

describe('keysOf', () => {
  it('counts the keys before the first rolled-up one', () => {
    expect(keysOf([0, 0, 0])).toBe(3);
    expect(keysOf([0, 1, 1])).toBe(1);
    expect(keysOf([1, 1, 1])).toBe(0);
  });
});

describe('foldRollup', () => {
  it('opens each group at its subtotal line and fills it with the lines after it', () => {
    const root = foldRollup(
      [
        line(0, '', 5),
        line(1, 'Oviedo', 3),
        line(2, 'Colegio', 2),
        line(2, 'Particulares', 1),
        line(1, 'Gijón', 2),
        line(2, 'IES', 2),
      ],
      1,
    );
    expect(root).toEqual({
      level: 0,
      label: 'TOTAL',
      rows: [],
      subtotal: { requests: 5 },
      children: [
        {
          level: 1,
          label: 'Oviedo',
          rows: [
            { label: 'Colegio', requests: 2 },
            { label: 'Particulares', requests: 1 },
          ],
          children: [],
          subtotal: { requests: 3 },
        },
        {
          level: 1,
          label: 'Gijón',
          rows: [{ label: 'IES', requests: 2 }],
          children: [],
          subtotal: { requests: 2 },
        },
      ],
    });
  });

  it('puts the rows of a document without groups under the TOTAL', () => {
    const root = foldRollup([line(0, '', 3), line(1, 'Oviedo', 2), line(1, 'Gijón', 1)], 0);
    expect(root.rows).toEqual([
      { label: 'Oviedo', requests: 2 },
      { label: 'Gijón', requests: 1 },
    ]);
    expect(root.children).toEqual([]);
  });

  it('nests deeper groups under the group opened last one level up', () => {
    const root = foldRollup(
      [
        line(0, '', 3),
        line(1, 'Charla', 3),
        line(2, 'Pendiente', 1),
        line(3, '2026', 1),
        line(2, 'Aceptada', 2),
        line(3, '2025', 1),
        line(3, '2026', 1),
      ],
      2,
    );
    const [activity] = root.children;
    expect(activity?.children.map((state) => [state.label, state.rows.length])).toEqual([
      ['Pendiente', 1],
      ['Aceptada', 2],
    ]);
  });

  it('refuses a row before its group', () => {
    expect(() => foldRollup([line(0, '', 1), line(2, 'IES', 1)], 1)).toThrow();
  });
});
