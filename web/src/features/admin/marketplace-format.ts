import { format, parseISO } from 'date-fns';
import type { MarketplaceReportAnswer } from '@contracts/insights/contracts/insights.contract.ts';
import { formatHours } from '@contracts/insights/contracts/vetting-wait.contract.ts';

/**
 * How the Marketplace tab writes a report's cells, by the column's kind (the server says which):
 * every report renders from its columns, so a new report needs no new screen code.
 */
export type ReportColumnKind = MarketplaceReportAnswer['columns'][number]['kind'];
export type ReportCell = MarketplaceReportAnswer['rows'][number][string] | undefined;

const NOTHING = '—';
const numbers = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });

/** Figures read right-aligned, so their digits line up. */
export const isNumericKind = (kind: ReportColumnKind) => kind === 'number' || kind === 'hours';

const asNumber = (value: ReportCell): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const number = Number(value);
    return Number.isFinite(number) ? number : null;
  }
  return null;
};

/** A 'flag' cell is set when the server sends true, 'yes' or a non-zero number; null, '', 'no', 'false' and 0 are not. */
export function isFlagSet(value: ReportCell): boolean {
  if (typeof value === 'number') return value !== 0;
  if (typeof value === 'string') return ['yes', 'true', 'y', '1'].includes(value.trim().toLowerCase());
  return (value as unknown) === true;
}

/** A 'day' (2026-10-05) as '5 Oct 2026': the calendar day itself, in no time zone. */
function formatDay(value: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? parseISO(value) : null;
  return date && !Number.isNaN(date.getTime()) ? format(date, 'd MMM yyyy') : value;
}

/** An 'instant' (ISO time) as '5 Oct 2026, 14:30' in the reader's zone. */
export function formatInstant(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : format(date, 'd MMM yyyy, HH:mm');
}

/**
 * A cell's text: numbers with thousands separators, days and instants as dates, hours as '2 d 4 h',
 * text as sent; a missing value is a dash. A 'flag' has no text (the tab draws a badge when it is set).
 */
export function formatReportCell(kind: ReportColumnKind, value: ReportCell): string {
  if (kind === 'flag') return '';
  if (value === null || value === undefined || value === '') return NOTHING;
  switch (kind) {
    case 'number': {
      const number = asNumber(value);
      return number === null ? String(value) : numbers.format(number);
    }
    case 'hours': {
      const number = asNumber(value);
      return number === null ? String(value) : formatHours(number);
    }
    case 'day':
      return formatDay(String(value));
    case 'instant':
      return formatInstant(String(value));
    case 'text':
      return String(value);
  }
}
