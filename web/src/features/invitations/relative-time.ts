/**
 * 'x days ago' and 'in x days' for the Sent and Expires columns (spec part 2 section 2). Under a
 * day it counts hours, under an hour minutes, under a minute it says 'just now'. Each unit is
 * rounded to the nearest whole one, so a link that expires in 6 days 23 hours reads 'in 7 days'.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

export function formatRelativeTime(value: string | Date, now: Date = new Date()): string {
  const diff = new Date(value).getTime() - now.getTime();
  const distance = Math.abs(diff);
  if (Number.isNaN(distance)) return '—';
  if (distance < MINUTE) return 'just now';
  const amount =
    distance < HOUR
      ? plural(Math.round(distance / MINUTE), 'minute')
      : distance < DAY
        ? plural(Math.min(23, Math.round(distance / HOUR)), 'hour')
        : plural(Math.round(distance / DAY), 'day');
  return diff < 0 ? `${amount} ago` : `in ${amount}`;
}

/** The exact moment, for a tooltip or a screen reader beside the relative time. */
export function formatExactTime(value: string | Date): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
}
