import { describe, expect, it } from 'vitest';
import type { GroupNode } from './document.ts';
import { foldDocumentRows, type GroupLevel } from './document-groups.ts';
import type { ReportRow } from './list-reply.ts';

// docs/product/reporting.md#documents

const byCouncil: GroupLevel<ReportRow> = (row) => ({
  key: (row.council as string | null) ?? null,
  label: (row.council as string | null) ?? 'Sin concejo',
});
const byEntity: GroupLevel<ReportRow> = (row) => ({
  key: row.entityId as number,
  label: row.entityName as string,
});

const rows: ReportRow[] = [
  { id: 1, council: 'Gijón', entityId: 7, entityName: 'IES Uno', visitors: 20 },
  { id: 2, council: 'Gijón', entityId: 7, entityName: 'IES Uno', visitors: null },
  { id: 3, council: 'Gijón', entityId: 8, entityName: 'IES Uno', visitors: 5 },
  { id: 4, council: 'Oviedo', entityId: 9, entityName: 'CP La Ería', visitors: 25 },
  { id: 5, council: null, entityId: 10, entityName: 'Club', visitors: 3 },
  { id: 6, council: null, entityId: 10, entityName: 'Club', visitors: 4 },
];

/** A group's label, its figures and, at the deepest level, its row ids. */
const shape = (node: GroupNode): unknown => ({
  label: node.label,
  level: node.level,
  subtotal: node.subtotal,
  ...(node.children.length > 0
    ? { children: node.children.map(shape) }
    : { ids: node.rows.map((row) => row.id) }),
});

describe('foldDocumentRows', () => {
  it('puts ungrouped rows under the root with the totals', () => {
    const root = foldDocumentRows(rows, [], { requests: 'count', visitors: 'sum' });
    expect(shape(root)).toEqual({
      label: 'TOTAL',
      level: 0,
      subtotal: { requests: 6, visitors: 57 },
      ids: [1, 2, 3, 4, 5, 6],
    });
    expect(root.rows[0]).toBe(rows[0]);
  });

  it('opens a group where a key changes, two groups of one label apart, blanks counting 0', () => {
    const root = foldDocumentRows(rows, [byCouncil, byEntity], {
      requests: 'count',
      visitors: 'sum',
    });
    expect(shape(root)).toEqual({
      label: 'TOTAL',
      level: 0,
      subtotal: { requests: 6, visitors: 57 },
      children: [
        {
          label: 'Gijón',
          level: 1,
          subtotal: { requests: 3, visitors: 25 },
          children: [
            { label: 'IES Uno', level: 2, subtotal: { requests: 2, visitors: 20 }, ids: [1, 2] },
            { label: 'IES Uno', level: 2, subtotal: { requests: 1, visitors: 5 }, ids: [3] },
          ],
        },
        {
          label: 'Oviedo',
          level: 1,
          subtotal: { requests: 1, visitors: 25 },
          children: [
            { label: 'CP La Ería', level: 2, subtotal: { requests: 1, visitors: 25 }, ids: [4] },
          ],
        },
        {
          label: 'Sin concejo',
          level: 1,
          subtotal: { requests: 2, visitors: 7 },
          children: [
            { label: 'Club', level: 2, subtotal: { requests: 2, visitors: 7 }, ids: [5, 6] },
          ],
        },
      ],
    });
  });

  it('opens the deeper groups again under a new outer group, even on the same inner key', () => {
    const byDay: GroupLevel<ReportRow> = (row) => ({
      key: row.day as string,
      label: row.day as string,
    });
    const byActivity: GroupLevel<ReportRow> = (row) => ({
      key: row.activity as string,
      label: row.activity as string,
    });
    const root = foldDocumentRows(
      [
        { id: 1, day: '2026-05-16', activity: 'Ruta' },
        { id: 2, day: '2026-05-30', activity: 'Ruta' },
      ],
      [byDay, byActivity],
      { requests: 'count' },
    );
    expect(root.children.map((day) => day.children.map((activity) => activity.rows))).toEqual([
      [[{ id: 1, day: '2026-05-16', activity: 'Ruta' }]],
      [[{ id: 2, day: '2026-05-30', activity: 'Ruta' }]],
    ]);
  });

  it('counts distinct keys per group, leaving blank keys out', () => {
    const root = foldDocumentRows(rows, [byCouncil], {
      entities: { distinct: (row) => (row.entityId === 10 ? null : (row.entityId as number)) },
    });
    expect(root.subtotal).toEqual({ entities: 3 });
    expect(root.children.map((council) => council.subtotal.entities)).toEqual([2, 1, 0]);
  });

  it('adds what a function says, and shows what cellsOf gives', () => {
    const lines = [
      { order: 1, kind: 'Titular', person: 'Ana', visitors: 3 },
      { order: 1, kind: 'Acompañante 1', person: 'Luis', visitors: null },
      { order: 2, kind: 'Titular', person: 'Eva', visitors: 2 },
    ];
    const root = foldDocumentRows(
      lines,
      [],
      {
        requests: (line) => (line.kind === 'Titular' ? 1 : 0),
        people: 'count',
        visitors: 'sum',
      },
      (line) => ({ kind: line.kind, person: line.person, visitors: line.visitors }),
    );
    expect(root.subtotal).toEqual({ requests: 2, people: 3, visitors: 5 });
    expect(root.rows[1]).toEqual({ kind: 'Acompañante 1', person: 'Luis', visitors: null });
  });

  it('gives an empty root with zero figures for no rows', () => {
    expect(foldDocumentRows([], [byCouncil], { requests: 'count', visitors: 'sum' })).toEqual({
      level: 0,
      label: 'TOTAL',
      rows: [],
      children: [],
      subtotal: { requests: 0, visitors: 0 },
    });
  });

  it('refuses a sum over a cell that is not a number', () => {
    expect(() => foldDocumentRows([{ id: 1, visitors: '3' }], [], { visitors: 'sum' })).toThrow(
      TypeError,
    );
  });
});
