import {
  AXIS_COLOUR,
  CHART_WIDTH,
  GRID_COLOUR,
  axisTicks,
  colourOf,
  fillOf,
  legend,
  patternDefs,
  svgOpen,
  svgText,
  tickText,
  truncated,
  valueText,
} from './document-chart-draw.ts';
import type { ChartBar, DocumentChartData } from './document-chart.ts';
import { escapeHtml } from './document-html.ts';
import { documentTexts as t } from './document-texts.ts';

/**
 * The bars of a document's chart (docs/product/reporting.md#documents): horizontal, one band a
 * group with a bar for each series, so that many groups (78 councils) stay readable. A panel
 * holds what a printed page does; more groups continue in the next panels, on the same scale.
 * That scale is the named groups': an 'Otros' bar that sums dozens of them would flatten them
 * all, so it is cut at the plot's end, marked as cut, and keeps its value written after it.
 */

const LABEL_WIDTH = 210;
const LABEL_CHARS = 32;
const PLOT_LEFT = LABEL_WIDTH + 10;
/** Room right of the longest bar for its value. */
const PLOT_WIDTH = CHART_WIDTH - PLOT_LEFT - 70;
/** How far a cut bar reaches past the scale's end. */
const CUT_OVERHANG = 16;
const BAR = 10;
const BAR_GAP = 2;
const BAND_PADDING = 8;
const TOP = 30;
const AXIS_HEIGHT = 26;
/** The bands' height a panel holds, so that it fits on a landscape or portrait A4 page. */
const PANEL_PLOT_HEIGHT = 560;

const bandHeight = (series: number) => series * BAR + (series - 1) * BAR_GAP + BAND_PADDING;

/** Two white slashes across a bar longer than the scale. */
const cutMark = (x: number, top: number) =>
  `<path d="M${x} ${top + BAR + 1}l4 ${-BAR - 2}M${x + 5} ${top + BAR + 1}l4 ${-BAR - 2}" ` +
  `stroke="#fff" stroke-width="2.5"/>`;

function band(data: DocumentChartData, bar: ChartBar, y: number, scale: number, id: string) {
  const labelY = y + (bandHeight(data.series.length) - BAND_PADDING) / 2 + 4;
  const label = svgText(
    `x="${LABEL_WIDTH}" y="${labelY}" font-size="11" text-anchor="end"`,
    truncated(bar.label, LABEL_CHARS),
  );
  const bars = data.series.map((series, i) => {
    const value = bar.values[i] ?? 0;
    const top = y + i * (BAR + BAR_GAP);
    const full = Math.max(0, value) * scale;
    const cut = full > PLOT_WIDTH + CUT_OVERHANG;
    const width = cut ? PLOT_WIDTH + CUT_OVERHANG : full;
    return (
      `<rect x="${PLOT_LEFT}" y="${top}" width="${width.toFixed(1)}" height="${BAR}" ` +
      `fill="${fillOf(id, i)}" stroke="${colourOf(i)}" stroke-width="1"/>` +
      (cut ? cutMark(PLOT_LEFT + PLOT_WIDTH, top) : '') +
      svgText(
        `x="${(PLOT_LEFT + width + 4).toFixed(1)}" y="${top + BAR - 1}" font-size="10"`,
        valueText(series, value),
      )
    );
  });
  return `<g><title>${escapeHtml(bar.label)}</title>${label}${bars.join('')}</g>`;
}

function axis(ticks: number[], scale: number, plotTop: number, plotBottom: number): string {
  const marks = ticks.map((tick) => {
    const x = (PLOT_LEFT + tick * scale).toFixed(1);
    return (
      `<line x1="${x}" y1="${plotTop}" x2="${x}" y2="${plotBottom}" stroke="${GRID_COLOUR}"/>` +
      svgText(`x="${x}" y="${plotBottom + 16}" font-size="10" text-anchor="middle"`, tickText(tick))
    );
  });
  const base = `<line x1="${PLOT_LEFT}" y1="${plotTop}" x2="${PLOT_LEFT}" y2="${plotBottom}" stroke="${AXIS_COLOUR}"/>`;
  return marks.join('') + base;
}

function panel(
  data: DocumentChartData,
  bars: ChartBar[],
  ticks: number[],
  part: number,
  parts: number,
) {
  const id = `chart-bars-${part}`;
  const bandH = bandHeight(data.series.length);
  const plotBottom = TOP + bars.length * bandH;
  const height = plotBottom + AXIS_HEIGHT;
  const scale = PLOT_WIDTH / (ticks[ticks.length - 1] ?? 1);
  const title =
    parts > 1 ? t.chartPart(t.chartTitle(data.title), part, parts) : t.chartTitle(data.title);
  const swatch = (i: number, x: number) =>
    `<rect x="${x}" y="3" width="13" height="13" fill="${fillOf(id, i)}" stroke="${colourOf(i)}"/>`;
  return (
    svgOpen(id, title, height) +
    patternDefs(id, data.series.length) +
    legend(data.series, swatch) +
    axis(ticks, scale, TOP - 4, plotBottom) +
    bars.map((bar, i) => band(data, bar, TOP + i * bandH, scale, id)).join('') +
    '</svg>'
  );
}

/** The bars in as many panels as the printed pages need; empty when there are none. */
export function renderBarCharts(data: DocumentChartData): string {
  if (!data.bars.length) return '';
  const fits = Math.max(1, Math.floor(PANEL_PLOT_HEIGHT / bandHeight(data.series.length)));
  const parts = Math.ceil(data.bars.length / fits);
  const perPanel = Math.ceil(data.bars.length / parts);
  const named = data.othersCount > 0 ? data.bars.slice(0, -1) : data.bars;
  const max = Math.max(0, ...named.flatMap((bar) => bar.values));
  const ticks = axisTicks(max > 0 ? max : Math.max(0, ...data.bars.flatMap((bar) => bar.values)));
  const panels: string[] = [];
  for (let part = 1; part <= parts; part++) {
    const bars = data.bars.slice((part - 1) * perPanel, part * perPanel);
    panels.push(panel(data, bars, ticks, part, parts));
  }
  return panels.join('');
}
