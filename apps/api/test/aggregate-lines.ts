import type { GroupNode, ReportDocument } from '@extranet/shared/reports/document';

/**
 * An aggregate document as lines a test writes by hand (docs/product/reporting.md#documents):
 * each group as 'label: figures' (its subtotal, in the document's measures' order), each row as
 * '- cells' (in the columns' order), indented two spaces a level, the TOTAL first.
 */
export function aggregateLines(document: ReportDocument): string[] {
  const figures = (node: GroupNode) =>
    document.measures.map((measure) => String(node.subtotal[measure.key])).join(' / ');
  const lines: string[] = [];
  const walk = (node: GroupNode) => {
    const indent = '  '.repeat(node.level);
    lines.push(`${indent}${node.label}: ${figures(node)}`);
    for (const row of node.rows) {
      const cells = document.columns.map((column) => String(row[column.key]));
      lines.push(`${indent}  - ${cells.join(' / ')}`);
    }
    for (const child of node.children) walk(child);
  };
  walk(document.root);
  return lines;
}
