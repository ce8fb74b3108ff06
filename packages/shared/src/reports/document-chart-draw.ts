import { cellText, numberText } from './document-cells.ts';
import type { ChartSeries } from './document-chart.ts';
import { escapeHtml } from './document-html.ts';

/**
 * What the document's charts share (docs/product/reporting.md#documents): the series' colours,
 * each at least 3:1 against white, and a second mark for each (a fill pattern for bars, a dash
 * and a marker for lines) so that a greyscale print still tells them apart.
 */

export const CHART_WIDTH = 760;
export const TEXT_COLOUR = '#1a1a1a';
export const AXIS_COLOUR = '#595959';
export const GRID_COLOUR = '#d9d9d9';

const colours = ['#1f4e79', '#a04000', '#2e6b30', '#6a3d9a', '#7a5c00'];
export const colourOf = (i: number): string => colours[i % colours.length] ?? '#000';

/** The bars' fills: solid, diagonal stripes, dots, cross-hatching, horizontal stripes. */
function patternBody(i: number, colour: string): string {
  const white = '<rect width="6" height="6" fill="#fff"/>';
  switch (i % 5) {
    case 1:
      return `${white}<rect width="3" height="6" fill="${colour}"/>`;
    case 2:
      return `${white}<circle cx="3" cy="3" r="1.7" fill="${colour}"/>`;
    case 3:
      return `${white}<path d="M0 0L6 6M6 0L0 6" stroke="${colour}" stroke-width="1.4"/>`;
    case 4:
      return `${white}<rect width="6" height="3" fill="${colour}"/>`;
    default:
      return `<rect width="6" height="6" fill="${colour}"/>`;
  }
}

export function patternDefs(idPrefix: string, count: number): string {
  const patterns = [...Array(count).keys()].map((i) => {
    const rotate = i % 5 === 1 ? ' patternTransform="rotate(45)"' : '';
    return (
      `<pattern id="${idPrefix}-fill-${i}" patternUnits="userSpaceOnUse" width="6" height="6"${rotate}>` +
      `${patternBody(i, colourOf(i))}</pattern>`
    );
  });
  return `<defs>${patterns.join('')}</defs>`;
}

export const fillOf = (idPrefix: string, i: number) => `url(#${idPrefix}-fill-${i})`;

/** Round steps (1, 2, 5 × 10ⁿ) from 0 past `max`, about five of them. */
export function axisTicks(max: number): number[] {
  if (!(max > 0)) return [0, 1];
  const rough = max / 5;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= rough) ?? rough;
  const ticks: number[] = [];
  for (let tick = 0; tick < max + step; tick += step) ticks.push(tick);
  return ticks;
}

/** A value as its series writes it (money with two decimals, counts in Spanish). */
export const valueText = (series: ChartSeries, value: number): string =>
  cellText(series, value, 'UTC');

export const tickText = (value: number): string => numberText(value);

/** A label cut to `max` characters with an ellipsis; the full text goes in a `<title>`. */
export const truncated = (label: string, max: number): string =>
  label.length > max ? `${label.slice(0, max - 1).trimEnd()}…` : label;

/** `text` as SVG text, escaped; `attributes` are the element's own. */
export const svgText = (attributes: string, text: string) =>
  `<text ${attributes} fill="${TEXT_COLOUR}">${escapeHtml(text)}</text>`;

/** The legend's row at the top: a swatch (`swatch(i, x)`) and the series' name for each. */
export function legend(series: ChartSeries[], swatch: (i: number, x: number) => string): string {
  let x = 0;
  const items = series.map((s, i) => {
    const item = swatch(i, x) + svgText(`x="${x + 18}" y="14" font-size="12"`, s.header);
    x += 30 + s.header.length * 7;
    return item;
  });
  return `<g class="legend">${items.join('')}</g>`;
}

/** An inline SVG named by its `<title>`, for the print to scale down when the page is narrower. */
export function svgOpen(id: string, title: string, height: number): string {
  return (
    `<svg class="chart-svg" role="img" aria-labelledby="${id}-title" xmlns="http://www.w3.org/2000/svg" ` +
    `width="${CHART_WIDTH}" height="${height}" viewBox="0 0 ${CHART_WIDTH} ${height}" ` +
    `font-family="Arial, Helvetica, sans-serif"><title id="${id}-title">${escapeHtml(title)}</title>`
  );
}
