/** A UTC day, 'YYYY-MM-DD': insights count by UTC day, whatever the viewer's time zone. */
export type Day = string;

export const dayOf = (at: Date): Day => at.toISOString().slice(0, 10);

/** The day `days` before `day` (negative: after). */
export function daysBefore(day: Day, days: number): Day {
  return dayOf(new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000));
}
