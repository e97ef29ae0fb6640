/**
 * 'x days ago' and 'in x days' (Intl.RelativeTimeFormat, English, always numeric), for the
 * invitations' Sent and Expires columns (spec part 2 section 2) and 'Availability confirmed 3 days
 * ago' (decision 023). Computed in the browser from an ISO time, so an answer cached on the server
 * never ages. Under a day it counts hours, under an hour minutes, under a minute it says 'just now'.
 * Each unit is rounded to the nearest whole one, so a link that expires in 6 days 23 hours reads
 * 'in 7 days'.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'always' });

export function formatRelativeTime(value: string | Date, now: Date = new Date()): string {
  const diff = new Date(value).getTime() - now.getTime();
  const distance = Math.abs(diff);
  if (Number.isNaN(distance)) return '—';
  if (distance < MINUTE) return 'just now';
  const sign = diff < 0 ? -1 : 1;
  if (distance < HOUR) return relative.format(sign * Math.round(distance / MINUTE), 'minute');
  if (distance < DAY) return relative.format(sign * Math.min(23, Math.round(distance / HOUR)), 'hour');
  return relative.format(sign * Math.round(distance / DAY), 'day');
}

/** The exact moment, for a tooltip or a screen reader beside the relative time; in the reader's zone unless one is given. */
export function formatExactTime(value: string | Date, timeZone?: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone });
}
