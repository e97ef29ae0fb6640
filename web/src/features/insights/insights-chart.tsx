import { useId, useLayoutEffect, useState, type ReactNode } from 'react';
import { Table2 } from 'lucide-react';
import type { InsightsWeek } from '@contracts/insights/contracts/insights.contract.ts';
import { insightsMessages as m } from '@contracts/insights/contracts/insights-words.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { chartLayout, type ChartPoint } from './insights-chart-layout.ts';
import { describeChart, formatCount, formatWeekDay } from './insights-figures.ts';

type SeriesKey = 'appearances' | 'opens' | 'shortlistAdds';
type Marker = 'circle' | 'square' | 'triangle';

/**
 * The three lines, told apart without colour: a solid line with dots, a dashed one with open
 * squares, a dotted one with triangles (the legend draws the same), each in a band of its own.
 */
const SERIES: readonly { key: SeriesKey; label: string; colour: string; dash: string | undefined; marker: Marker }[] = [
  { key: 'appearances', label: m.appearances, colour: 'text-brand', dash: undefined, marker: 'circle' },
  { key: 'opens', label: m.opens, colour: 'text-accent', dash: '7 4', marker: 'square' },
  { key: 'shortlistAdds', label: m.shortlistAdds, colour: 'text-amber-700', dash: '1 4', marker: 'triangle' },
];

function MarkerShape({ marker, x, y }: { marker: Marker; x: number; y: number }) {
  if (marker === 'circle') return <circle cx={x} cy={y} r={4} fill="currentColor" stroke="var(--color-surface)" strokeWidth={1.5} />;
  if (marker === 'square') {
    return <rect x={x - 3.5} y={y - 3.5} width={7} height={7} fill="var(--color-surface)" stroke="currentColor" strokeWidth={2} />;
  }
  return <path d={`M${x} ${y - 5} L${x + 4.5} ${y + 3.5} L${x - 4.5} ${y + 3.5} Z`} fill="currentColor" stroke="var(--color-surface)" strokeWidth={1} />;
}

function Line({ path, points, dash, marker }: { path: string; points: ChartPoint[]; dash: string | undefined; marker: Marker }) {
  return (
    <>
      <path d={path} fill="none" stroke="currentColor" strokeWidth={2.25} strokeDasharray={dash} strokeLinecap="round" strokeLinejoin="round" />
      {points.map((point, index) => (
        <MarkerShape key={index} marker={marker} x={point.x} y={point.y} />
      ))}
    </>
  );
}

/** The box's width in CSS pixels, followed as it changes (the chart is drawn one unit a pixel). */
function useWidth<T extends HTMLElement>(initial: number): [number, (element: T | null) => void] {
  const [width, setWidth] = useState(initial);
  const [element, setElement] = useState<T | null>(null);
  useLayoutEffect(() => {
    if (!element) return;
    const measure = () => {
      const next = Math.round(element.getBoundingClientRect().width);
      if (next > 0) setWidth(next);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [width, setElement];
}

function Legend() {
  return (
    <ul aria-label={m.legend} className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-foreground">
      {SERIES.map((series) => (
        <li key={series.key} className="flex items-center gap-2">
          <svg width="36" height="14" viewBox="0 0 36 14" aria-hidden="true" className={cn('shrink-0', series.colour)}>
            <Line path="M2 7 L34 7" points={[{ x: 18, y: 7, value: 0 }]} dash={series.dash} marker={series.marker} />
          </svg>
          {series.label}
        </li>
      ))}
    </ul>
  );
}

function WeeksTable({ weeks }: { weeks: readonly InsightsWeek[] }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{m.weeksTableCaption}</caption>
      <thead className="bg-muted text-muted-foreground max-sm:text-xs">
        <tr>
          <th scope="col" className="px-2 py-2 sm:px-3 font-medium">
            {m.week}
          </th>
          {SERIES.map((series) => (
            <th key={series.key} scope="col" className="px-2 py-2 sm:px-3 text-right font-medium">
              {series.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week, index) => (
          <tr key={week.start} className="border-t border-border">
            <th scope="row" className="px-2 py-2 sm:px-3 font-normal text-foreground">
              {/* '29 Sep –' and '5 Oct' wrap as two lines on a phone, never inside a date. */}
              <span className="whitespace-nowrap">{formatWeekDay(week.start)} –</span> <span className="whitespace-nowrap">{formatWeekDay(week.end)}</span>
              {index === weeks.length - 1 ? <span className="block text-xs text-muted-foreground">{m.thisWeek}</span> : null}
            </th>
            {SERIES.map((series) => (
              <td key={series.key} className="px-2 py-2 sm:px-3 text-right tabular-nums text-foreground">
                {formatCount(week[series.key])}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The last 12 weeks of appearances, opens and shortlist adds: an SVG drawn here (role="img", its
 * <title> and <desc> naming it), one band per line on its own scale over a shared week axis, a
 * legend, and the same figures as a table behind a disclosure.
 */
export function InsightsChart({ weeks, heading }: { weeks: readonly InsightsWeek[]; heading: ReactNode }) {
  const titleId = useId();
  const descriptionId = useId();
  const tableId = useId();
  const [showTable, setShowTable] = useState(false);
  const [width, measureRef] = useWidth<HTMLDivElement>(640);

  const lines = SERIES.map((series) => ({ key: series.key, label: series.label, values: weeks.map((week) => week[series.key]) }));
  const geometry = chartLayout({ width, starts: weeks.map((week) => week.start), series: lines });

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {heading}
        <Button variant="outline" size="sm" aria-expanded={showTable} aria-controls={tableId} onClick={() => setShowTable((shown) => !shown)}>
          <Table2 aria-hidden="true" />
          {showTable ? m.hideTable : m.showTable}
        </Button>
      </div>
      <Legend />
      <div ref={measureRef} className="w-full min-w-0">
        <svg
          role="img"
          aria-labelledby={`${titleId} ${descriptionId}`}
          viewBox={`0 0 ${geometry.width} ${geometry.height}`}
          preserveAspectRatio="xMidYMid meet"
          className="block h-auto w-full"
          data-testid="insights-chart"
        >
          <title id={titleId}>{m.chartTitle}</title>
          <desc id={descriptionId}>{describeChart(weeks, lines)}</desc>
          {geometry.panels.map((panel, index) => {
            const series = SERIES[index]!;
            return (
              <g key={panel.key}>
                <g className="text-muted-foreground" fontSize={12} fill="currentColor">
                  {panel.yTicks.map((tick) => (
                    <g key={tick.value}>
                      <line
                        x1={geometry.left}
                        x2={geometry.right}
                        y1={tick.y}
                        y2={tick.y}
                        stroke={tick.value === 0 ? 'var(--color-input)' : 'var(--color-border)'}
                        strokeWidth={1}
                      />
                      <text x={geometry.left - 8} y={tick.y} textAnchor="end" dominantBaseline="middle">
                        {tick.label}
                      </text>
                    </g>
                  ))}
                </g>
                <text x={panel.label.x} y={panel.label.y} fontSize={13} fontWeight={600} fill="var(--color-foreground)">
                  {panel.label.text}
                </text>
                <g className={series.colour}>
                  <Line path={panel.path} points={panel.points} dash={series.dash} marker={series.marker} />
                </g>
              </g>
            );
          })}
          <g className="text-muted-foreground" fontSize={12} fill="currentColor">
            {geometry.xLabels.map((label) => (
              <text key={label.index} x={label.x} y={label.y} textAnchor="middle">
                {label.label}
              </text>
            ))}
          </g>
        </svg>
      </div>
      {/* Scrolls sideways inside itself if a narrow screen or a large font needs it; the page never does. */}
      <div
        id={tableId}
        hidden={!showTable}
        role="region"
        aria-label={m.chartTitle}
        tabIndex={0}
        className="overflow-x-auto rounded-md border border-border"
      >
        <WeeksTable weeks={weeks} />
      </div>
    </div>
  );
}
