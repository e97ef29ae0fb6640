import { describe, expect, it } from 'vitest';
import { MIN_CHART_WIDTH, chartLayout, countScale, labelStride } from './insights-chart-layout.ts';

describe('the chart’s count scale', () => {
  it('ends on a round whole number at or above the largest count, with whole-number ticks from 0', () => {
    expect(countScale(0)).toEqual({ top: 1, ticks: [0, 1] });
    expect(countScale(1)).toEqual({ top: 1, ticks: [0, 1] });
    expect(countScale(3)).toEqual({ top: 3, ticks: [0, 1, 2, 3] });
    expect(countScale(7)).toEqual({ top: 8, ticks: [0, 2, 4, 6, 8] });
    expect(countScale(42)).toEqual({ top: 60, ticks: [0, 20, 40, 60] });
    expect(countScale(100)).toEqual({ top: 100, ticks: [0, 25, 50, 75, 100] });
    expect(countScale(1234)).toEqual({ top: 1500, ticks: [0, 500, 1000, 1500] });
  });

  it('never has more than five ticks, and every tick is a whole number', () => {
    for (const largest of [2, 5, 9, 11, 19, 23, 37, 64, 99, 101, 250, 999, 4321, 77_777]) {
      const { top, ticks } = countScale(largest);
      expect(top, String(largest)).toBeGreaterThanOrEqual(largest);
      expect(ticks.length, String(largest)).toBeLessThanOrEqual(5);
      expect(ticks.every(Number.isInteger), String(largest)).toBe(true);
      expect(ticks.at(-1)).toBe(top);
    }
  });

  it('treats a fractional or odd largest value as the whole number above it', () => {
    expect(countScale(2.2).top).toBe(3);
    expect(countScale(Number.NaN)).toEqual({ top: 1, ticks: [0, 1] });
  });
});

describe('the chart’s x labels', () => {
  it('skips labels so that they stand apart', () => {
    expect(labelStride(60, 52)).toBe(1);
    expect(labelStride(26, 52)).toBe(2);
    expect(labelStride(20, 52)).toBe(3);
    expect(labelStride(0, 52)).toBe(1);
  });
});

describe('the chart’s geometry', () => {
  // Twelve Mondays from 14 Jul 2025.
  const starts = Array.from({ length: 12 }, (_, index) => new Date(Date.UTC(2025, 6, 14 + index * 7)).toISOString().slice(0, 10));
  const series = [
    { key: 'appearances', label: 'Search appearances', values: [0, 4, 8, 12, 10, 20, 18, 25, 30, 28, 35, 42] },
    { key: 'opens', label: 'Profile opens', values: [0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6] },
    { key: 'adds', label: 'Shortlist adds', values: starts.map(() => 0) },
  ];

  it('stacks one band per series, each on its own scale, over one week axis', () => {
    const geometry = chartLayout({ width: 640, starts, series });
    expect(geometry.width).toBe(640);
    expect(geometry.panels.map((panel) => panel.key)).toEqual(['appearances', 'opens', 'adds']);
    expect(geometry.panels.map((panel) => panel.yTicks.map((tick) => tick.label))).toEqual([
      ['0', '20', '40', '60'],
      ['0', '2', '4', '6'],
      ['0', '1'],
    ]);
    for (let i = 1; i < geometry.panels.length; i += 1) {
      expect(geometry.panels[i]!.top).toBeGreaterThan(geometry.panels[i - 1]!.bottom);
    }
    for (const label of geometry.xLabels) expect(label.y).toBeGreaterThan(geometry.panels.at(-1)!.bottom);
    expect(geometry.height).toBeGreaterThan(geometry.xLabels[0]!.y);
  });

  it('draws one point a week from the left edge to the right, 0 at a band’s bottom and its top count at its top', () => {
    const geometry = chartLayout({ width: 640, starts, series });
    const [appearances, opens, adds] = geometry.panels;
    expect(appearances!.points).toHaveLength(12);
    expect(appearances!.points[0]).toMatchObject({ x: geometry.left, y: appearances!.bottom, value: 0 });
    expect(appearances!.points[11]!.x).toBe(geometry.right);
    expect(appearances!.points[11]!.y).toBeCloseTo(appearances!.bottom - (42 / 60) * (appearances!.bottom - appearances!.top), 0);
    expect(opens!.points[11]).toMatchObject({ y: opens!.top, value: 6 });
    expect(adds!.points.every((point) => point.y === adds!.bottom)).toBe(true);
    expect(appearances!.path.startsWith(`M${geometry.left} ${appearances!.bottom} L`)).toBe(true);
    expect(appearances!.label).toMatchObject({ text: 'Search appearances', x: geometry.left });
    expect(appearances!.label.y).toBeLessThan(appearances!.top);
  });

  it('labels every week when there is room, and fewer on a phone, always this week', () => {
    const wide = chartLayout({ width: 900, starts, series });
    expect(wide.xLabels).toHaveLength(12);
    const phone = chartLayout({ width: 293, starts, series });
    expect(phone.xLabels.length).toBeLessThan(12);
    expect(phone.xLabels.at(-1)!.index).toBe(11);
    for (let i = 1; i < phone.xLabels.length; i += 1) {
      expect(phone.xLabels[i]!.x - phone.xLabels[i - 1]!.x).toBeGreaterThanOrEqual(52);
    }
  });

  it('is drawn no narrower than its minimum (the viewBox scales it below)', () => {
    expect(chartLayout({ width: 120, starts, series }).width).toBe(MIN_CHART_WIDTH);
  });

  it('keeps everything inside the drawing, large counts’ labels included', () => {
    for (const width of [280, 293, 375, 640, 1200]) {
      const geometry = chartLayout({ width, starts, series: [...series, { key: 'big', label: 'Big', values: starts.map(() => 123_456) }] });
      expect(geometry.left).toBeGreaterThan('150,000'.length * 6);
      for (const point of geometry.panels.flatMap((panel) => panel.points)) {
        expect(point.x).toBeGreaterThanOrEqual(0);
        expect(point.x).toBeLessThanOrEqual(geometry.width);
        expect(point.y).toBeGreaterThanOrEqual(0);
        expect(point.y).toBeLessThanOrEqual(geometry.height);
      }
    }
  });
});
