import { joinMessages } from './community-messages.contract.ts';

/*
 * A member's notification preferences and their wording, without zod: the join form renders them at
 * once, while its schema (community-form.contract.ts) loads only when the form first validates (the
 * browser's bundle, issue 32 item 4).
 */

export const PREFERENCE_KEYS = ['events', 'newsletter', 'discussions'] as const;
export type PreferenceKey = (typeof PREFERENCE_KEYS)[number];
/** The three notification preferences a member keeps. */
export type NotificationPreferences = Record<PreferenceKey, boolean>;

/**
 * The exact words a member is shown for one preference, on the join form and the preferences page
 * alike: the question, the box's label and what it means. A consent record keeps this text
 * (decision 038), so what someone agreed to stays readable after the form's wording changes.
 */
export function consentWordingFor(key: PreferenceKey): string {
  return `${joinMessages.preferencesTitle} ${joinMessages.preferenceLabels[key]}: ${joinMessages.preferenceDescriptions[key]}`;
}

/** The join form's defaults: all three on (spec part 2 section 9). */
export const JOIN_FORM_PREFERENCES: NotificationPreferences = { events: true, newsletter: true, discussions: true };
/** An auto-enrolled executive's defaults (spec part 1 section 9). */
export const AUTO_ENROL_PREFERENCES: NotificationPreferences = { events: true, newsletter: true, discussions: false };
