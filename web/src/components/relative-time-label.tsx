import { formatExactTime, formatRelativeTime } from './relative-time.ts';

/** A relative time ('3 days ago') with the exact moment as its tooltip and machine-readable value. */
export function RelativeTime({ value, now }: { value: string; now?: Date }) {
  return (
    <time dateTime={value} title={formatExactTime(value)} className="whitespace-nowrap">
      {formatRelativeTime(value, now)}
    </time>
  );
}
