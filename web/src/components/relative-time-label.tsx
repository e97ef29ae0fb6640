import { useRenderClock } from '../server-rendering/render-clock.tsx';
import { formatExactTime, formatRelativeTime } from './relative-time.ts';

/**
 * A relative time ('3 days ago') with the exact moment as its tooltip and machine-readable value.
 * On a server-rendered page it first reads the server's clock, so the browser's first render
 * matches the HTML, then the browser's (render-clock.tsx).
 */
export function RelativeTime({ value, now }: { value: string; now?: Date }) {
  const clock = useRenderClock();
  return (
    <time dateTime={value} title={formatExactTime(value, clock?.timeZone)} className="whitespace-nowrap">
      {formatRelativeTime(value, now ?? clock?.now)}
    </time>
  );
}
