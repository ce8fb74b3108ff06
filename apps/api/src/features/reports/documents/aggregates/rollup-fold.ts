import type { GroupNode } from '@extranet/shared/reports/document';
import type { ReportRow } from '@extranet/shared/reports/list-reply';

/**
 * The fold of an aggregate document (docs/product/reporting.md#documents): the lines of a
 * `GROUP BY ROLLUP(...)`, read with each group's subtotal line before what it holds (the TOTAL
 * first), become the document's groups in one pass.
 */

/** A line of the rollup, as the fold needs it. */
export interface RollupLine {
  /**
   * How many of the rollup's keys the line is grouped by: 0 for the TOTAL, k for the subtotal of
   * a level-k group, the number of group levels + 1 for a row.
   */
  keys: number;
  /** The group's label (a subtotal line). */
  label: string;
  /** What a row shows (a row line). */
  cells: ReportRow;
  /** The line's figures, by measure key. */
  figures: Record<string, number | null>;
}

/**
 * How many keys a line is grouped by, from its GROUPING() flags (outermost key first): ROLLUP
 * drops the keys from the innermost, so the flags are 0s then 1s. Never read from NULL keys: an
 * order may lack an entity or a council.
 */
export const keysOf = (flags: readonly number[]): number => {
  const first = flags.findIndex((flag) => flag !== 0);
  return first === -1 ? flags.length : first;
};

/**
 * The root ('TOTAL') of `lines` for a document of `levels` group levels (the rows' key not
 * counted). A subtotal line opens its group under the group opened last one level up; a row goes
 * into the group opened last at the deepest level. Lines must come in that order (the document's),
 * which holds for any prefix of it: a document cut short keeps the groups it has whole figures of.
 */
export function foldRollup(lines: Iterable<RollupLine>, levels: number): GroupNode {
  const root: GroupNode = { level: 0, label: 'TOTAL', rows: [], children: [], subtotal: {} };
  /** The groups opened last, by level: path[0] is the root. */
  const path: GroupNode[] = [root];
  for (const line of lines) {
    if (line.keys === 0) {
      root.subtotal = line.figures;
      continue;
    }
    const parent = path[Math.min(line.keys, levels + 1) - 1];
    if (!parent) throw new Error(`rollup line of ${line.keys} keys before its group`);
    if (line.keys > levels) {
      parent.rows.push(line.cells);
      continue;
    }
    const group: GroupNode = {
      level: line.keys,
      label: line.label,
      rows: [],
      children: [],
      subtotal: line.figures,
    };
    parent.children.push(group);
    path.length = line.keys;
    path.push(group);
  }
  return root;
}
