import type { ReportDocument } from './document.ts';

/**
 * The printed look of a document (docs/product/reporting.md#documents): black text on white,
 * thin grey rules, A4 in the document's orientation with small margins; the table's header
 * repeats on each page and no row is cut by a page end; cards two by four to a portrait page.
 */

/** Each deeper level's header and subtotal rows step in by this much. */
const INDENT_EM = 1.2;

function levelIndents(levels: number): string {
  const rules: string[] = [];
  for (let level = 2; level <= levels; level++) {
    const indent = ((level - 1) * INDENT_EM).toFixed(1);
    rules.push(`.level-${level} > td:first-child { padding-left: calc(6px + ${indent}em); }`);
  }
  return rules.join('\n');
}

const base = `
*, *::before, *::after { box-sizing: border-box; }
html { color: #000; background: #fff; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0 auto; padding: 16px 24px; max-width: 1240px;
  font: 10pt/1.35 Arial, "Liberation Sans", Helvetica, sans-serif; }
h1 { font-size: 15pt; margin: 0 0 6px; }
.meta { margin: 0 0 10px; font-size: 9pt; }
.meta p, .meta ul { margin: 0 0 2px; }
.meta ul { list-style: none; padding: 0; }
.notice { border: 1px solid #000; padding: 5px 8px; margin: 8px 0; font-weight: bold; }
.controls { display: flex; flex-wrap: wrap; gap: 8px; margin: 10px 0 14px; }
.controls button { font: inherit; padding: 6px 14px; border: 1px solid #333; border-radius: 3px;
  background: #fff; color: #000; cursor: pointer; }
.controls button:hover { background: #ececec; }
.controls button:focus-visible { outline: 2px solid #1f4e79; outline-offset: 2px; }
.chart { margin: 0 0 14px; overflow-x: auto; }
.chart-svg { display: block; max-width: 100%; min-width: 560px; height: auto; margin: 0 0 10px;
  break-inside: avoid; }
.chart .note { font-size: 9pt; margin: 0 0 8px; }
table.report { width: 100%; border-collapse: collapse; font-size: 9pt; }
thead { display: table-header-group; }
tr { break-inside: avoid; }
th, td { border: 1px solid #a6a6a6; padding: 3px 6px; text-align: left; vertical-align: top; }
th { background: #f0f0f0; }
.num { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
tr.group { break-after: avoid; }
tr.group td { font-weight: bold; }
tr.group.level-1 td { font-size: 10pt; background: #f0f0f0; }
tr.subtotal td { font-weight: bold; border-top: 1.5px solid #000; }
tr.total td { font-weight: bold; font-size: 10pt; border-top: 3px double #000; }
tbody.new-page, tbody.new-page > tr:first-child { break-before: page; }
.sheet { display: grid; grid-template-columns: 1fr 1fr; gap: 3mm; margin: 0 0 3mm; }
.card { margin: 0; padding: 2.5mm 3.5mm; border: 1px solid #8c8c8c; font-size: 8pt;
  line-height: 1.3; break-inside: avoid; }
.card .field { display: flex; gap: 4px; }
.card dt { font-weight: bold; flex: none; }
.card dd { margin: 0; overflow-wrap: anywhere; }
.card.summary { border: 2px solid #000; }
@media print {
  body { padding: 0; max-width: none; }
  .controls { display: none; }
  .chart { overflow: visible; }
  .chart-svg { min-width: 0; }
  .sheet { grid-auto-rows: minmax(58mm, auto); margin: 0; }
  .sheet + .sheet { break-before: page; }
}
`;

/** The document's style sheet: the page's size and the indents of its levels. */
export function documentStyles(doc: ReportDocument): string {
  const page = `@page { size: A4 ${doc.orientation}; margin: 9mm 9mm 10mm; }`;
  return `${page}${base}${levelIndents(doc.levels.length)}`;
}
