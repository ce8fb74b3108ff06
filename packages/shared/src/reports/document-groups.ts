import type { GroupNode } from './document.ts';
import type { ReportRow } from './list-reply.ts';

/**
 * The fold of a detail document (docs/product/reporting.md#documents): rows read in the
 * document's order become the groups of the printed page, with every group's figures summed over
 * the rows it shows, in one pass. Pure, so that the server and the tests fold alike.
 */

/** A row's group at one level: `key` tells apart two groups with the same label. */
export interface GroupOf {
  key: string | number | null;
  label: string;
}

/** A group level: the group a row belongs to at that level. */
export type GroupLevel<Row> = (row: Row) => GroupOf;

/**
 * How a row adds to a measure: 'count' adds 1; 'sum' adds the row's number under the measure's
 * own key (a column's, so that the figure sits in that column), a blank counting as 0;
 * `distinct` counts the different non-blank keys of the group's rows (the entities of a
 * council); a function adds what it says (a person line adds 1 to 'Personas').
 */
export type RowMeasure<Row> =
  'count' | 'sum' | { distinct: (row: Row) => string | number | null } | ((row: Row) => number);

/** A group being filled: its node and, per distinct measure, the keys seen in it. */
interface OpenGroup {
  node: GroupNode;
  seen: Map<string, Set<string | number>>;
}

const cellNumber = (row: ReportRow, key: string): number => {
  const cell = row[key];
  if (cell === null || cell === undefined) return 0;
  if (typeof cell !== 'number') throw new TypeError(`measure ${key}: not a number`);
  return cell;
};

function openGroup(level: number, label: string, measureKeys: readonly string[]): OpenGroup {
  const subtotal: Record<string, number> = {};
  for (const key of measureKeys) subtotal[key] = 0;
  return { node: { level, label, rows: [], children: [], subtotal }, seen: new Map() };
}

/** The keys a distinct measure has seen in a group. */
function seenIn(group: OpenGroup, key: string): Set<string | number> {
  const seen = group.seen.get(key) ?? new Set<string | number>();
  group.seen.set(key, seen);
  return seen;
}

/** Writes a group's distinct counts once its last row is in. */
function closeGroup(group: OpenGroup) {
  for (const [key, keys] of group.seen) group.node.subtotal[key] = keys.size;
}

/**
 * The root ('TOTAL', level 0) of `rows`, grouped by `levels` (outermost first) and summed by
 * `measures`. Rows must come in the document's order: a group opens where a row's key at its
 * level (or at a level above) differs from the previous row's. `cellsOf` gives what a row shows
 * (by default the row itself), for rows that carry their group keys besides their cells.
 */
export function foldDocumentRows<Row = ReportRow>(
  rows: readonly Row[],
  levels: readonly GroupLevel<Row>[],
  measures: Readonly<Record<string, RowMeasure<Row>>>,
  cellsOf: (row: Row) => ReportRow = (row) => row as ReportRow,
): GroupNode {
  const measureKeys = Object.keys(measures);
  const root = openGroup(0, 'TOTAL', measureKeys);
  /** The open groups from the root down to the deepest level: the groups a row adds to. */
  const path: OpenGroup[] = [root];
  let deepest = root;
  /** The keys of the open groups, outermost first (none before the first row). */
  let openKeys: GroupOf['key'][] = [];
  for (const row of rows) {
    const groups = levels.map((level) => level(row));
    const changedAt = groups.findIndex((group, depth) => group.key !== openKeys[depth]);
    if (changedAt >= 0) {
      for (const closed of path.splice(changedAt + 1)) closeGroup(closed);
      deepest = path.at(-1) ?? root;
      for (const group of groups.slice(changedAt)) {
        const opened = openGroup(path.length, group.label, measureKeys);
        deepest.node.children.push(opened.node);
        path.push(opened);
        deepest = opened;
      }
      openKeys = groups.map((group) => group.key);
    }
    const cells = cellsOf(row);
    deepest.node.rows.push(cells);
    for (const [key, measure] of Object.entries(measures)) {
      if (typeof measure === 'object') {
        const value = measure.distinct(row);
        if (value !== null) for (const group of path) seenIn(group, key).add(value);
        continue;
      }
      const added =
        measure === 'count' ? 1 : measure === 'sum' ? cellNumber(cells, key) : measure(row);
      for (const group of path) group.node.subtotal[key] = (group.node.subtotal[key] ?? 0) + added;
    }
  }
  for (const group of path) closeGroup(group);
  return root.node;
}
