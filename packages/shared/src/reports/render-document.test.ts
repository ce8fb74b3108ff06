import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { foldDocumentRows } from './document-groups.ts';
import {
  cardsDocument,
  column,
  detailDocument,
  totalsDocument,
  totalsRows,
} from './document-samples.ts';
import type { GroupNode, ReportDocument } from './document.ts';
import { renderReportDocument } from './render-document.ts';

// docs/product/reporting.md#documents

const HOSTILE = '<img src=x onerror=alert(1)>';
const render = (doc: ReportDocument, controls = false) => renderReportDocument(doc, { controls });

const unescape = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');

interface TableRow {
  className: string;
  cells: string[];
}

/** The rendered table's rows: each one's class and its cells' texts. */
function tableRows(html: string): TableRow[] {
  return [...html.matchAll(/<tr(?: class="([^"]*)")?>(.*?)<\/tr>/g)].map((row) => ({
    className: row[1] ?? '',
    cells: [...(row[2] ?? '').matchAll(/<t[dh][^>]*>(.*?)<\/t[dh]>/g)].map((cell) =>
      unescape(cell[1] ?? ''),
    ),
  }));
}

const rowsOf = (html: string, className: string) =>
  tableRows(html).filter((row) => row.className === className);

/** The page's tags (text is escaped, so a '<' in the page opens a real tag). */
const tagsOf = (html: string) => html.match(/<[^>]*>/g) ?? [];

describe('renderReportDocument', () => {
  it('writes what people typed as text wherever it appears', () => {
    const doc = totalsDocument([{ ...totalsRows[0], activity: HOSTILE, year: HOSTILE }]);
    const html = render(
      {
        ...doc,
        title: HOSTILE,
        generatedBy: HOSTILE,
        filterLines: [HOSTILE],
        columns: doc.columns.map((c, i) => (i === 0 ? { ...c, header: HOSTILE } : c)),
      },
      true,
    );
    expect(html).not.toContain('<img');
    expect(html).toContain('<title>&lt;img src=x onerror=alert(1)&gt;</title>');
    expect(html).toContain('<h1 id="report-title">&lt;img src=x onerror=alert(1)&gt;</h1>');
    expect(html).toContain('<li>&lt;img src=x onerror=alert(1)&gt;</li>');
    expect(html).toContain('por &lt;img src=x onerror=alert(1)&gt;</p>');
    expect(rowsOf(html, 'group level-1')[0]?.cells).toEqual([HOSTILE]);
    expect(rowsOf(html, 'row')[0]?.cells[0]).toBe(HOSTILE);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/javascript:/i);
    for (const tag of tagsOf(html)) expect(tag).not.toMatch(/\son\w+\s*=/i);
  });

  it('is a Spanish page with the title, the filters, who made it and when', () => {
    const html = render({
      ...detailDocument(),
      filterLines: ['Estados: Aceptada', 'Concejo: Gijón'],
    });
    expect(html).toMatch(/^<!DOCTYPE html><html lang="es">/);
    expect(html).toContain('<title>Relación de solicitudes entre fechas</title>');
    expect(html).toContain('<li>Estados: Aceptada</li><li>Concejo: Gijón</li>');
    // 09:15 UTC is 10:15 in Madrid in March.
    expect(html).toContain('Generado el 09/03/2026 10:15 por María Fernández Álvarez');
    expect(html).toContain('<th scope="col">Entidad</th>');
    expect(html).toContain('<th scope="col" class="num">Participantes</th>');
    expect(html).toContain('thead { display: table-header-group; }');
    expect(html).toContain('tr { break-inside: avoid; }');
  });

  it('ends each group with its subtotal and the document with TOTAL, figures in their cells', () => {
    const html = render(detailDocument());
    expect(rowsOf(html, 'group level-1').map((row) => row.cells)).toEqual([
      ['enero 2026'],
      ['febrero 2026'],
    ]);
    expect(rowsOf(html, 'row')[1]?.cells).toEqual([
      '1202',
      '20/01/2026',
      'IES Uno',
      'Realizada',
      '1.000',
    ]);
    // Participantes is a column: its figure sits there; Solicitudes is not: it follows the label.
    expect(rowsOf(html, 'subtotal level-1').map((row) => row.cells)).toEqual([
      ['Subtotal enero 2026 · Solicitudes: 2', '1.025'],
      ['Subtotal febrero 2026 · Solicitudes: 1', '7'],
    ]);
    expect(rowsOf(html, 'total').map((row) => row.cells)).toEqual([
      ['TOTAL · Solicitudes: 3', '1.032'],
    ]);
    expect(html).toContain(
      '<td colspan="4">Subtotal enero 2026 · Solicitudes: 2</td><td class="num">1.025</td>',
    );
  });

  it('indents deeper levels, with their own subtotals', () => {
    const html = render(totalsDocument());
    expect(rowsOf(html, 'group level-2').map((row) => row.cells[0])).toEqual([
      'Aceptada',
      'Realizada',
      'Aceptada',
    ]);
    expect(rowsOf(html, 'subtotal level-2')[0]?.cells).toEqual(['Subtotal Aceptada', '5', '1.245']);
    expect(rowsOf(html, 'subtotal level-1')[0]?.cells).toEqual(['Subtotal Museo', '6', '1.275']);
    expect(rowsOf(html, 'total')[0]?.cells).toEqual(['TOTAL', '10', '1.355']);
    expect(html).toContain('.level-2 > td:first-child { padding-left: calc(6px + 1.2em); }');
  });

  it('starts each first-level group after the first on a new page when asked', () => {
    const html = render({ ...totalsDocument(), pageBreakLevel: 1 });
    expect(html.match(/<tbody class="new-page">/g)).toHaveLength(1);
    expect(html).toContain(
      '<tbody class="new-page"><tr class="group level-1"><td colspan="3">Taller',
    );
    expect(html).toMatch(/tbody\.new-page[^{]*\{ break-before: page; \}/);
    expect(render(totalsDocument())).not.toContain('class="new-page"');
  });

  it('prints A4 in the orientation of the document', () => {
    expect(render({ ...detailDocument(), orientation: 'landscape' })).toContain(
      '@page { size: A4 landscape;',
    );
    expect(render(detailDocument())).toContain('@page { size: A4 portrait;');
  });

  it('shows the 5,000 notice only when the document is limited', () => {
    expect(render({ ...detailDocument(), limited: true })).toContain(
      `<p class="notice">${messages.exportLimit}</p>`,
    );
    expect(render(detailDocument())).not.toContain(messages.exportLimit);
  });

  it('has its buttons, hidden in print, only when asked', () => {
    const withControls = render(detailDocument(), true);
    expect(withControls).toContain('<button type="button" id="report-print">Imprimir</button>');
    expect(withControls).toContain('<button type="button" id="report-csv">Descargar CSV</button>');
    expect(withControls).toContain('<button type="button" id="report-pdf">Descargar PDF</button>');
    expect(withControls).toMatch(/@media print \{[^@]*\.controls \{ display: none; \}/);
    expect(render(detailDocument(), false)).not.toContain('<button');
  });

  it('opens with the chart when the document has one', () => {
    expect(render(totalsDocument())).toContain(
      '<figure class="chart" tabindex="0" aria-labelledby="chart-bars-1-title"><svg class="chart-svg" role="img"',
    );
    expect(render(detailDocument())).not.toContain('<svg');
  });

  it('lays cards out two by four a page, then a summary card', () => {
    const html = render(cardsDocument());
    expect(html.match(/<dl class="card">/g)).toHaveLength(2);
    expect(html).toContain('<dt>Entidad:</dt><dd>IES Uno</dd>');
    expect(html).toContain('<dt>Kits:</dt><dd>1.500</dd>');
    expect(html).toContain(
      '<dl class="card summary"><div class="field"><dt>Fichas:</dt><dd>2</dd></div>' +
        '<div class="field"><dt>Cajas:</dt><dd>3</dd></div><div class="field"><dt>Kits:</dt><dd>1.501</dd></div></dl>',
    );
    expect(html).toContain('grid-template-columns: 1fr 1fr;');
    expect(html).not.toContain('<table');
  });

  it('puts nine cards and the summary on two sheets of eight', () => {
    const doc = cardsDocument();
    const rows = Array.from({ length: 9 }, (_, i) => ({
      entity: `Entidad ${i}`,
      boxes: i,
      kits: 0,
    }));
    const html = render({
      ...doc,
      root: foldDocumentRows(rows, [], { boxes: 'sum', kits: 'sum' }),
    });
    const sheets = html.split('<div class="sheet">').slice(1);
    expect(sheets.map((sheet) => sheet.match(/<dl class="card/g)?.length)).toEqual([8, 2]);
  });

  it('prints a group without rows with its header and subtotal, and an empty document', () => {
    const doc = detailDocument();
    const empty: GroupNode = {
      level: 1,
      label: 'marzo 2026',
      rows: [],
      children: [],
      subtotal: { requests: 0, visitors: 0 },
    };
    const html = render({ ...doc, root: { ...doc.root, children: [...doc.root.children, empty] } });
    expect(html).toContain(
      '<tr class="group level-1"><td colspan="5">marzo 2026</td></tr><tr class="subtotal level-1">',
    );
    expect(rowsOf(html, 'subtotal level-1')[2]?.cells).toEqual([
      'Subtotal marzo 2026 · Solicitudes: 0',
      '0',
    ]);

    const nothing = render({
      ...doc,
      root: { level: 0, label: 'TOTAL', rows: [], children: [], subtotal: {} },
    });
    expect(rowsOf(nothing, 'total')[0]?.cells).toEqual(['TOTAL · Solicitudes: ', '']);
    expect(rowsOf(nothing, 'row')).toEqual([]);
  });
});

/** A figure as the document writes it, back to a number ('1.234,5' → 1234.5; '' → 0). */
const spanishNumber = (text: string) =>
  text === '' ? 0 : Number(text.replaceAll('.', '').replace(',', '.'));

const requestsIn = (label: string) =>
  spanishNumber(/Solicitudes: ([\d.]*)$/.exec(label)?.[1] ?? '');

/** A subtotal or total row's figures: the count after its label, and its two columns. */
const figuresOf = (row: TableRow) => [
  requestsIn(row.cells[0] ?? ''),
  spanishNumber(row.cells.at(-2) ?? ''),
  spanishNumber(row.cells.at(-1) ?? ''),
];

const keys = ['Avilés', 'Gijón & Cía', '<i>Oviedo</i>'];
const randomRow = fc.record({
  keys: fc.tuple(fc.constantFrom(...keys), fc.constantFrom(...keys), fc.constantFrom(...keys)),
  visitors: fc.integer({ min: 0, max: 5000 }),
  cents: fc.integer({ min: 0, max: 1_000_000 }),
});

describe('a rendered document adds up', () => {
  it('each group to its subtotal, the first level to TOTAL, over random groupings', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3 }),
        fc.array(randomRow, { maxLength: 40 }),
        (depth, drawn) => {
          const sorted = drawn
            .map((row, i) => ({ ...row, id: i + 1, key: row.keys.slice(0, depth).join('|') }))
            .sort((a, b) => a.key.localeCompare(b.key));
          const levels = [...Array(depth).keys()].map(
            (level) => (row: (typeof sorted)[number]) => ({
              key: row.keys.slice(0, level + 1).join('|'),
              label: row.keys[level] ?? '',
            }),
          );
          const root = foldDocumentRows(
            sorted,
            levels,
            { requests: 'count', visitors: 'sum', amount: (row) => row.cents / 100 },
            (row) => ({
              id: row.id,
              visitors: row.visitors,
              amount: row.cents / 100,
            }),
          );
          const doc: ReportDocument = {
            ...detailDocument(),
            levels: levels.map((_, i) => ({ key: `k${i}`, header: `Nivel ${i + 1}` })),
            columns: [
              column('id', 'Id', 'int'),
              column('visitors', 'Participantes', 'int'),
              column('amount', 'Importe', 'money'),
            ],
            measures: [
              { key: 'requests', header: 'Solicitudes', type: 'int' },
              { key: 'visitors', header: 'Participantes', type: 'int' },
              { key: 'amount', header: 'Importe', type: 'money' },
            ],
            root,
          };
          checkSums(tableRows(render(doc)).slice(1));
        },
      ),
    );
  });
});

/**
 * Walks the table's rows as a reader does: a group's header opens a sum, its rows (a count of
 * one each) or its inner subtotals add to it, and its subtotal must equal it; TOTAL must equal
 * the sum of the first-level subtotals.
 */
function checkSums(rows: TableRow[]) {
  const open: number[][] = [[0, 0, 0]];
  const add = (into: number[], figures: number[]) =>
    figures.forEach((f, i) => (into[i] = (into[i] ?? 0) + f));
  for (const row of rows) {
    if (row.className.startsWith('group')) open.push([0, 0, 0]);
    else if (row.className === 'row')
      add(open.at(-1) ?? [], [1, ...row.cells.slice(1).map(spanishNumber)]);
    else {
      const figures = figuresOf(row);
      const summed = (row.className === 'total' ? open[0] : open.pop()) ?? [];
      expect(figures[0]).toBe(summed[0]);
      expect(figures[1]).toBe(summed[1]);
      expect(figures[2]).toBeCloseTo(summed[2] ?? 0, 2);
      if (row.className !== 'total') add(open.at(-1) ?? [], figures);
    }
  }
  expect(rows.at(-1)?.className).toBe('total');
}
