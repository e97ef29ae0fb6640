import { VETTING_PROMISE_HOURS } from './insights-words.contract.ts';

/**
 * How long a submitted profile has waited for the team's decision, against the promise the
 * executive's screens make ('typically within 24 hours', VETTING_PROMISE_HOURS). One rule for the
 * Marketplace tab's vetting reports (the server) and the Executive Approval list (the web), so the
 * two never disagree on who is over. Plain functions, no zod: the web imports it through @contracts.
 */

const HOUR_MS = 3_600_000;

/**
 * The hours (with their fraction) from `submittedAt` to `now`; null without a valid submission time.
 * A submission stamped a moment ahead of this clock has waited 0 hours, never less.
 */
export function waitingHours(submittedAt: string | Date | null | undefined, now: Date = new Date()): number | null {
  if (submittedAt === null || submittedAt === undefined) return null;
  const from = new Date(submittedAt).getTime();
  const to = now.getTime();
  if (Number.isNaN(from) || Number.isNaN(to)) return null;
  return Math.max(0, (to - from) / HOUR_MS);
}

/** Past the promise: more than VETTING_PROMISE_HOURS (24 hours exactly is still kept). */
export function isOverPromise(hours: number | null | undefined): boolean {
  return typeof hours === 'number' && Number.isFinite(hours) && hours > VETTING_PROMISE_HOURS;
}

/**
 * A span of hours in whole days and hours, counted down (23 h 59 min is '23 h', never '1 d', so
 * the text never says a day before the promise is broken): '< 1 h', '3 h', '1 d', '2 d 4 h'. A
 * missing or negative span reads '—'. The Marketplace reports' 'hours' columns and the wait alike.
 */
export function formatHours(hours: number | null | undefined): string {
  if (typeof hours !== 'number' || !Number.isFinite(hours) || hours < 0) return '—';
  const whole = Math.floor(hours);
  if (whole < 1) return '< 1 h';
  const days = Math.floor(whole / 24);
  const rest = whole % 24;
  if (days === 0) return `${rest} h`;
  return rest === 0 ? `${days} d` : `${days} d ${rest} h`;
}

/** 'Waiting 3 d 4 h' on a pending profile; '—' (no wait to show) without a submission time. */
export function formatWaiting(hours: number | null | undefined): string {
  const span = formatHours(hours);
  return span === '—' ? span : `Waiting ${span}`;
}
