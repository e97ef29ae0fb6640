/**
 * A browser and system, in words, from a User-Agent header: what the Security page lists for each
 * session and what the new-browser e-mail to staff names. Our own few lines rather than a library
 * (decision 041): ua-parser-js 2 is AGPL, 1.x is in maintenance only, and we need the family
 * names alone, never versions or devices. The order matters: Edge, Opera and Samsung Internet say
 * "Chrome" and "Safari" too, and Chrome says "Safari".
 */
export type UserAgentDescription = { browser: string; system: string };

export const UNKNOWN_BROWSER = 'Unknown browser';
export const UNKNOWN_SYSTEM = 'Unknown system';

const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|OPT|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bVivaldi\//, 'Vivaldi'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\b(iPhone|iPad).*AppleWebKit\//, 'Safari'],
  [/\bHeadlessChrome\//, 'Chrome'],
  [/\bcurl\//, 'curl'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/\b(iPhone|iPod)\b/, 'iOS'],
  [/\biPad\b/, 'iPadOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b|\bX11\b/, 'Linux'],
];

function firstMatch(userAgent: string, table: readonly [RegExp, string][], fallback: string): string {
  return table.find(([pattern]) => pattern.test(userAgent))?.[1] ?? fallback;
}

export function describeUserAgent(userAgent: string | null | undefined): UserAgentDescription {
  const text = userAgent?.trim() ?? '';
  if (text === '') return { browser: UNKNOWN_BROWSER, system: UNKNOWN_SYSTEM };
  return { browser: firstMatch(text, BROWSERS, UNKNOWN_BROWSER), system: firstMatch(text, SYSTEMS, UNKNOWN_SYSTEM) };
}

/** "Chrome on macOS": the words of the Security page and the e-mail. */
export function userAgentLabel(userAgent: string | null | undefined): string {
  const { browser, system } = describeUserAgent(userAgent);
  return `${browser} on ${system}`;
}

/** Two sessions are the same browser when family and system match (versions change with every update). */
export function sameBrowser(a: string | null | undefined, b: string | null | undefined): boolean {
  return userAgentLabel(a) === userAgentLabel(b);
}
