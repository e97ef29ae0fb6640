import { formatCount, formatWeekDay } from './insights-figures.ts';

/**
 * The geometry of the Insights page's 12-week chart, in the SVG's own units (decision: no chart
 * library, the page stays light). The chart draws at the width it is given, one unit a CSS
 * pixel, so its text stays legible on a phone; the SVG's viewBox scales it to its box until then.
 */

/** The smallest round step (1, 2, 2.5, 5 times a power of ten, a whole number) at or above `rough`. */
function niceStep(rough: number): number {
  for (let magnitude = 1; ; magnitude *= 10) {
    for (const factor of [1, 2, 2.5, 5]) {
      const step = factor * magnitude;
      if (Number.isInteger(step) && step >= rough) return step;
    }
  }
}

/** Whole-number ticks from 0 to a round top at or above the largest count (counts are integers). */
export function countScale(largest: number, intervals = 4): { top: number; ticks: number[] } {
  const max = Math.max(1, Math.ceil(Number.isFinite(largest) ? largest : 0));
  const step = niceStep(max / intervals);
  const top = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  for (let value = 0; value <= top; value += step) ticks.push(value);
  return { top, ticks };
}

/**
 * Which x labels to print: every `stride`-th, counted back from the last (this week is always
 * labelled), so that labels stand at least `minSpacing` apart.
 */
export function labelStride(spacing: number, minSpacing: number): number {
  if (spacing <= 0) return 1;
  return Math.max(1, Math.ceil(minSpacing / spacing));
}

export type ChartSeriesInput = { key: string; label: string; values: readonly number[] };
export type ChartPoint = { x: number; y: number; value: number };

/** One series' band of the chart: its name above, its own count scale, its line. */
export type ChartPanel = {
  key: string;
  label: { text: string; x: number; y: number };
  top: number;
  bottom: number;
  yTicks: { value: number; y: number; label: string }[];
  points: ChartPoint[];
  path: string;
};

export type ChartGeometry = {
  width: number;
  height: number;
  /** The plot's left and right edges, shared by every panel. */
  left: number;
  right: number;
  xLabels: { index: number; x: number; y: number; label: string }[];
  panels: ChartPanel[];
};

export type ChartLayoutInput = {
  width: number;
  /** The periods' first days, oldest first (their x labels). */
  starts: readonly string[];
  series: readonly ChartSeriesInput[];
};

/** The narrowest the chart is drawn; a narrower box scales it down through the viewBox. */
export const MIN_CHART_WIDTH = 280;
const FONT_WIDTH = 7; // about one character of the 12 px axis text
const X_LABEL_MIN_SPACING = 52; // '29 Sep' plus a gap
const PANEL_LABEL_HEIGHT = 24; // the series' name above its band
const PANEL_GAP = 16;
const X_LABELS_HEIGHT = 26;

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * Small multiples: one band per series, stacked on one shared week axis, each on its own count
 * scale. Appearances run in the hundreds where shortlist adds run in ones: on one shared scale the
 * smaller lines would lie flat on the floor.
 */
export function chartLayout({ width: requested, starts, series }: ChartLayoutInput): ChartGeometry {
  const width = Math.max(MIN_CHART_WIDTH, Math.round(requested));
  const plotHeight = width < 480 ? 84 : 104;
  const scales = series.map((line) => countScale(Math.max(0, ...line.values), 3));
  const tickLabels = scales.map((scale) => scale.ticks.map(formatCount));
  const longest = Math.max(1, ...tickLabels.flat().map((label) => label.length));
  // Room for the y labels on the left, half an x label on the right.
  const left = longest * FONT_WIDTH + 12;
  const right = width - 20;
  const count = starts.length;
  const spacing = count > 1 ? (right - left) / (count - 1) : 0;
  const xOf = (index: number) => round(count > 1 ? left + index * spacing : (left + right) / 2);
  const stride = labelStride(spacing, X_LABEL_MIN_SPACING);

  let cursor = 0;
  const panels = series.map(({ key, label, values }, panelIndex) => {
    const { top: topCount, ticks } = scales[panelIndex]!;
    const labelY = cursor + 14;
    const top = cursor + PANEL_LABEL_HEIGHT;
    const bottom = top + plotHeight;
    cursor = bottom + PANEL_GAP;
    const yOf = (value: number) => round(bottom - (value / topCount) * (bottom - top));
    const points = values.slice(0, count).map((value, index) => ({ x: xOf(index), y: yOf(value), value }));
    return {
      key,
      label: { text: label, x: left, y: labelY },
      top,
      bottom,
      yTicks: ticks.map((value, index) => ({ value, y: yOf(value), label: tickLabels[panelIndex]![index]! })),
      points,
      path: points.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x} ${point.y}`).join(' '),
    };
  });
  const axis = (panels.at(-1)?.bottom ?? 0) + 20;

  return {
    width,
    height: axis + X_LABELS_HEIGHT - 20,
    left,
    right,
    xLabels: starts
      .map((start, index) => ({ index, x: xOf(index), y: axis, label: formatWeekDay(start) }))
      .filter(({ index }) => (count - 1 - index) % stride === 0),
    panels,
  };
}
