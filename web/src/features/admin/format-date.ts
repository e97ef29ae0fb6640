import { format } from 'date-fns';

/** 'MMM d, yyyy' on lists (spec part 2 section 9); a missing date shows a dash. */
export function formatListDate(value: string | null | undefined): string {
  return value ? format(new Date(value), 'MMM d, yyyy') : '—';
}
