import { format } from 'date-fns';
import type { PreferenceConsent } from '@contracts/community/contracts/community.contract.ts';
import { preferencesMessages as m } from '@contracts/community/contracts/community-messages.contract.ts';

/** 'On since Dec 3, 2026: chosen on the join form.' — a preference's latest record in words. */
export function describeConsent(consent: Pick<PreferenceConsent, 'given' | 'source' | 'recordedAt'>): string {
  return m.recordedOn(consent.given ? m.given : m.withdrawn, m.sourceLabels[consent.source], format(new Date(consent.recordedAt), 'MMM d, yyyy'));
}
