import { describe, expect, it } from 'vitest';
import { colourOf } from './document-chart-draw.ts';
import { CHART_GROUP_CAP, documentChartData, renderChartSvg } from './document-chart.ts';
import { foldDocumentRows } from './document-groups.ts';
import { column, detailDocument, totalsDocument } from './document-samples.ts';
import type { ReportDocument } from './document.ts';
import { renderReportDocument } from './render-document.ts';

// docs/product/reporting.md#documents

const spanishNumber = (text: string) => Number(text.replaceAll('.', '').replace(',', '.'));

/** The figures of the rendered table's first-level subtotal rows, by column. */
function firstLevelSubtotals(doc: ReportDocument): number[][] {
  const html = renderReportDocument(doc, { controls: false });
  return [...html.matchAll(/<tr class="subtotal level-1">(.*?)<\/tr>/g)].map((row) =>
    [...(row[1] ?? '').matchAll(/<td class="num">([^<]*)<\/td>/g)].map((cell) =>
      spanishNumber(cell[1] ?? ''),
    ),
  );
}

/** 'Agrupación por concejo': one row a council, no groups, a chart of two measures. */
function councilsDocument(count: number): ReportDocument {
  const rows = Array.from({ length: count }, (_, i) => ({
    council: `Concejo ${i + 1}`,
    requests: i + 1,
    visitors: 10 * (i + 1),
  }));
  return {
    ...totalsDocument(),
    title: 'Agrupación por concejo',
    levels: [],
    columns: [
      column('council', 'Concejo', 'text'),
      column('requests', 'Solicitudes', 'int'),
      column('visitors', 'Participantes', 'int'),
    ],
    chart: { measures: ['requests', 'visitors'], yearKey: null },
    root: foldDocumentRows(rows, [], { requests: 'sum', visitors: 'sum' }),
  };
}

/** WCAG's relative luminance and contrast ratio. */
function contrastWithWhite(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  return 1.05 / (luminance + 0.05);
}

describe('documentChartData', () => {
  it('is null without a chart', () => {
    expect(documentChartData(detailDocument())).toBeNull();
  });

  it("draws each first-level group's bars from the table's own subtotals", () => {
    const doc = totalsDocument();
    const data = documentChartData(doc);
    expect(data?.series.map((s) => s.header)).toEqual(['Solicitudes', 'Participantes']);
    expect(data?.bars.map((bar) => bar.label)).toEqual(['Museo', 'Taller']);
    expect(data?.bars.map((bar) => bar.values)).toEqual(firstLevelSubtotals(doc));
  });

  it('sums every row of a year for the line, years in order', () => {
    expect(documentChartData(totalsDocument())?.line).toEqual([
      { year: '2025', values: [3 + 1, 1200 + 30] },
      { year: '2026', values: [2 + 4, 45 + 80] },
    ]);
  });

  it('draws the rows, by their first text column, when there are no groups', () => {
    const data = documentChartData(councilsDocument(3));
    expect(data?.bars).toEqual([
      { label: 'Concejo 1', values: [1, 10] },
      { label: 'Concejo 2', values: [2, 20] },
      { label: 'Concejo 3', values: [3, 30] },
    ]);
    expect(data?.line).toBeNull();
  });

  it("keeps the largest groups past the cap and sums the rest as 'Otros'", () => {
    const doc = councilsDocument(78);
    const data = documentChartData(doc);
    expect(data?.bars).toHaveLength(CHART_GROUP_CAP + 1);
    expect(data?.othersCount).toBe(78 - CHART_GROUP_CAP);
    // The 38 smallest councils (1 to 38) are summed; the kept ones stay in the table's order.
    expect(data?.bars.at(-1)).toEqual({ label: 'Otros', values: [741, 7410] });
    expect(data?.bars[0]?.label).toBe('Concejo 39');
    const sum = (i: number) => data?.bars.reduce((total, bar) => total + (bar.values[i] ?? 0), 0);
    expect([sum(0), sum(1)]).toEqual([doc.root.subtotal.requests, doc.root.subtotal.visitors]);
    expect(renderReportDocument(doc, { controls: false })).toContain(
      'Se muestran los 40 grupos con más solicitudes; los 38 restantes se suman en «Otros».',
    );
  });
});

describe('renderChartSvg', () => {
  it('is an image named by its title, with a legend and Spanish figures', () => {
    const svg = renderChartSvg(documentChartData(totalsDocument()) ?? missingChart());
    expect(svg).toContain('role="img" aria-labelledby="chart-bars-1-title"');
    expect(svg).toContain(
      '<title id="chart-bars-1-title">Gráfico: Totales por actividad, estado y año</title>',
    );
    expect(svg).toContain('>Solicitudes</text>');
    expect(svg).toContain('>1.275</text>');
    expect(svg).toContain('>1.000</text>');
    // The years' line comes second, in its own image.
    expect(svg).toContain(
      '<title id="chart-years-title">Evolución por año: Totales por actividad, estado y año</title>',
    );
    expect(svg).toContain('>2025</text>');
    expect(svg).not.toMatch(/<script|\son\w+=/i);
  });

  it('draws no line for a single year, which the bars already show', () => {
    const data = documentChartData(totalsDocument()) ?? missingChart();
    const oneYear = renderChartSvg({ ...data, line: data.line?.slice(0, 1) ?? null });
    expect(oneYear).not.toContain('chart-years-title');
    expect(oneYear).toContain('chart-bars-1-title');
  });

  it('cuts a long label with an ellipsis, keeps it whole in a title, and escapes it', () => {
    const label = 'Colegio Público <b>Rural</b> Agrupado de los Valles del Nalón y del Caudal';
    const svg = renderChartSvg({
      title: 'T',
      series: [{ key: 'requests', header: 'Solicitudes', type: 'int' }],
      bars: [{ label, values: [3] }],
      othersCount: 0,
      line: null,
    });
    expect(svg).toContain(
      '<title>Colegio Público &lt;b&gt;Rural&lt;/b&gt; Agrupado de los Valles del Nalón y del Caudal</title>',
    );
    expect(svg).toMatch(/>Colegio Público &lt;b&gt;Rural&lt;\/b&gt; Ag…<\/text>/);
    expect(svg).not.toContain('<b>');
  });

  it('grows one band a group, in panels a printed page holds', () => {
    const svg = renderChartSvg(documentChartData(councilsDocument(78)) ?? missingChart());
    const panels = svg.match(/<svg /g) ?? [];
    expect(panels.length).toBeGreaterThan(1);
    expect(svg.match(/<g><title>/g)).toHaveLength(CHART_GROUP_CAP + 1);
  });

  it('tells the series apart by a colour of 3:1 on white and by a pattern', () => {
    for (let i = 0; i < 5; i++) expect(contrastWithWhite(colourOf(i))).toBeGreaterThanOrEqual(3);
    const svg = renderChartSvg(documentChartData(totalsDocument()) ?? missingChart());
    expect(svg).toContain('<pattern id="chart-bars-1-fill-1"');
    expect(svg).toContain('stroke-dasharray="7 4"');
  });
});

function missingChart(): never {
  throw new Error('the document has no chart');
}
