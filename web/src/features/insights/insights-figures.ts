/**
 * The Insights page's figures in words (issue 42 item 3): days as '5 Oct', counts as '1,234',
 * and this week's change on last week as '+12%', '−3%', 'new' or 'no change'. Plain functions of
 * the API's answer, so the page and its chart only lay them out.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
/** The typographic minus, as a figure is printed (not the hyphen). */
const MINUS = '\u2212';

function partsOf(day: string): { year: number; month: number; date: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new Error(`Not a day: ${day}`);
  return { year: Number(match[1]), month: Number(match[2]), date: Number(match[3]) };
}

/** '2025-10-05' → '5 Oct'. The API's days are UTC calendar days: read as written, never through a time zone. */
export function formatWeekDay(day: string): string {
  const { month, date } = partsOf(day);
  return `${date} ${MONTHS[month - 1] ?? ''}`;
}

/** '2025-10-05' → '5 Oct 2025'. */
export function formatDayWithYear(day: string): string {
  return `${formatWeekDay(day)} ${partsOf(day).year}`;
}

/** 1234 → '1,234'. */
export function formatCount(value: number): string {
  return Math.round(value).toLocaleString('en-GB');
}

/** One decimal, as the API gives it: 2 → '2.0', 3.25 → '3.3'. */
export function formatPosition(value: number): string {
  return value.toFixed(1);
}

export type ChangeDirection = 'up' | 'down' | 'same' | 'new';

export type WeekChange = {
  direction: ChangeDirection;
  /** What the card shows: '+12%', '−3%', 'new', 'no change'. */
  text: string;
  /** What a screen reader hears after the figure: 'up 12% on last week'. */
  description: string;
};

function percentText(ratio: number): string {
  const percent = Math.abs(ratio) * 100;
  // Under 1% a whole number would read '+0%' for a real change: one decimal, never 0.0.
  const shown = percent < 1 ? Math.max(0.1, Math.round(percent * 10) / 10).toFixed(1) : String(Math.round(percent));
  return `${shown}%`;
}

/** This week's count against last week's: a percentage, 'new' when last week counted none. */
export function describeChange(thisWeek: number, lastWeek: number): WeekChange {
  if (thisWeek === lastWeek) return { direction: 'same', text: 'no change', description: 'no change on last week' };
  if (lastWeek === 0) return { direction: 'new', text: 'new', description: 'new this week, none last week' };
  const ratio = (thisWeek - lastWeek) / lastWeek;
  const percent = percentText(ratio);
  return ratio > 0
    ? { direction: 'up', text: `+${percent}`, description: `up ${percent} on last week` }
    : { direction: 'down', text: `${MINUS}${percent}`, description: `down ${percent} on last week` };
}

export type ChartSeriesSummary = { label: string; values: readonly number[] };

/**
 * The chart's <desc>: its span and, for each line, its highest week and this week, so a screen
 * reader hears the shape; the table beside it gives every week.
 */
export function describeChart(weeks: readonly { start: string; end: string }[], series: readonly ChartSeriesSummary[]): string {
  const first = weeks[0];
  const last = weeks[weeks.length - 1];
  if (!first || !last) return 'No weeks to show.';
  const lines = series.map(({ label, values }) => {
    const highest = Math.max(0, ...values);
    return `${label}: highest ${formatCount(highest)}, this week ${formatCount(values[values.length - 1] ?? 0)}.`;
  });
  return [`Weekly counts from ${formatWeekDay(first.start)} to ${formatWeekDay(last.end)}, each line on its own scale.`, ...lines].join(' ');
}
