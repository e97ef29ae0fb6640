import { CalendarCheck } from 'lucide-react';
import { availabilityMessages } from '@contracts/profiles/contracts/availability-messages.contract.ts';
import { cn } from './ui/cn.ts';
import { RelativeTime } from './relative-time-label.tsx';

/**
 * 'Availability confirmed 3 days ago' on directory cards and profiles (decision 023). The server
 * sends the time; how long ago is worked out here, so cached answers never go stale with the clock.
 */
export function AvailabilityConfirmed({ at, className }: { at: string | null | undefined; className?: string }) {
  if (!at) return null;
  return (
    <p className={cn('inline-flex items-center gap-1 text-sm text-muted-foreground', className)} data-testid="availability-confirmed">
      <CalendarCheck className="size-4 shrink-0" aria-hidden="true" />
      <span>
        {availabilityMessages.confirmedPrefix} <RelativeTime value={at} />
      </span>
    </p>
  );
}
