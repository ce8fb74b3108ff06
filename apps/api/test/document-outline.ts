import type { GroupNode } from '@extranet/shared/reports/document';
import type { ReportRow } from '@extranet/shared/reports/list-reply';

/**
 * A document's groups as a test writes them by hand (docs/product/reporting.md#documents): each
 * group's label and figures, and its groups or, at the deepest level, what names its rows.
 */
export interface Outline {
  label: string;
  subtotal: Record<string, number | null>;
  groups?: Outline[];
  rows?: unknown[];
}

/** The outline of `node`, its rows named by `nameOf` (a fixture key, say). */
export function outline(node: GroupNode, nameOf: (row: ReportRow) => unknown): Outline {
  return {
    label: node.label,
    subtotal: node.subtotal,
    ...(node.children.length > 0
      ? { groups: node.children.map((child) => outline(child, nameOf)) }
      : { rows: node.rows.map(nameOf) }),
  };
}
