import {
  AXIS_COLOUR,
  CHART_WIDTH,
  GRID_COLOUR,
  axisTicks,
  colourOf,
  legend,
  svgOpen,
  svgText,
  tickText,
  valueText,
} from './document-chart-draw.ts';
import type { ChartPoint, DocumentChartData } from './document-chart.ts';
import { documentTexts as t } from './document-texts.ts';

/**
 * The years' line of a document's chart (docs/product/reporting.md#documents): each series'
 * sums over the years, told apart in grey by its dash and its marker as well as its colour.
 */

const HEIGHT = 240;
const LEFT = 70;
const RIGHT = 30;
/** Room between the axis and the first and last years, for their values. */
const INSET = 36;
const TOP = 36;
const BOTTOM = 30;
const dashes = ['', '7 4', '2 3', '9 3 2 3', '4 2'];

/** A point's marker: circle, square, diamond, triangle, cross. */
function marker(i: number, x: number, y: number, colour: string): string {
  const at = (d: string) => `<path d="${d}" fill="${colour}"/>`;
  switch (i % 5) {
    case 1:
      return at(`M${x - 3.5} ${y - 3.5}h7v7h-7z`);
    case 2:
      return at(`M${x} ${y - 4.5}l4.5 4.5l-4.5 4.5l-4.5 -4.5z`);
    case 3:
      return at(`M${x} ${y - 4.5}l4.5 8h-9z`);
    case 4:
      return `<path d="M${x - 4} ${y - 4}l8 8M${x + 4} ${y - 4}l-8 8" stroke="${colour}" stroke-width="2"/>`;
    default:
      return `<circle cx="${x}" cy="${y}" r="3.5" fill="${colour}"/>`;
  }
}

const lineSample = (i: number, x: number) =>
  `<line x1="${x}" y1="9" x2="${x + 14}" y2="9" stroke="${colourOf(i)}" stroke-width="2" stroke-dasharray="${dashes[i % dashes.length]}"/>` +
  marker(i, x + 7, 9, colourOf(i));

export function renderLineChart(data: DocumentChartData, points: ChartPoint[]): string {
  const plotWidth = CHART_WIDTH - LEFT - RIGHT;
  const plotBottom = HEIGHT - BOTTOM;
  const ticks = axisTicks(Math.max(0, ...points.flatMap((p) => p.values)));
  const top = ticks[ticks.length - 1] ?? 1;
  const span = plotWidth - 2 * INSET;
  const xOf = (i: number) =>
    LEFT + INSET + (points.length === 1 ? span / 2 : (i * span) / (points.length - 1));
  const yOf = (value: number) => plotBottom - (Math.max(0, value) / top) * (plotBottom - TOP);
  const grid = ticks.map((tick) => {
    const y = yOf(tick).toFixed(1);
    return (
      `<line x1="${LEFT}" y1="${y}" x2="${LEFT + plotWidth}" y2="${y}" stroke="${GRID_COLOUR}"/>` +
      svgText(
        `x="${LEFT - 6}" y="${Number(y) + 4}" font-size="10" text-anchor="end"`,
        tickText(tick),
      )
    );
  });
  const years = points.map((p, i) =>
    svgText(
      `x="${xOf(i).toFixed(1)}" y="${plotBottom + 18}" font-size="11" text-anchor="middle"`,
      p.year,
    ),
  );
  const lines = data.series.map((series, s) => {
    const colour = colourOf(s);
    const at = points.map((p, i) => ({
      x: xOf(i),
      y: yOf(p.values[s] ?? 0),
      value: p.values[s] ?? 0,
    }));
    const path = at.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');
    return (
      `<polyline points="${path}" fill="none" stroke="${colour}" stroke-width="2" stroke-dasharray="${dashes[s % dashes.length]}"/>` +
      at.map((p) => marker(s, Number(p.x.toFixed(1)), Number(p.y.toFixed(1)), colour)).join('') +
      at
        .map((p) =>
          svgText(
            `x="${p.x.toFixed(1)}" y="${(p.y - 8).toFixed(1)}" font-size="10" text-anchor="middle"`,
            valueText(series, p.value),
          ),
        )
        .join('')
    );
  });
  const axisLine = `<line x1="${LEFT}" y1="${plotBottom}" x2="${LEFT + plotWidth}" y2="${plotBottom}" stroke="${AXIS_COLOUR}"/>`;
  return (
    svgOpen('chart-years', t.yearChartTitle(data.title), HEIGHT) +
    legend(data.series, lineSample) +
    grid.join('') +
    axisLine +
    years.join('') +
    lines.join('') +
    '</svg>'
  );
}
