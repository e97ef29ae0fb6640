/**
 * URL query strings as plain `key=value` pairs, so the app writes exactly the URLs the spec lists
 * (/browse?role=vp%20talent). The router's default JSON encoding would quote numeric-looking
 * values (price=2000 → price=%222000%22) and write spaces as '+'. Lists travel comma-joined (city).
 */

export type SearchRecord = Record<string, unknown>;

export function parseSearchParams(searchString: string): SearchRecord {
  const result: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(searchString.replace(/^\?/, ''))) {
    if (!(key in result)) result[key] = value;
  }
  return result;
}

export function stringifySearchParams(search: SearchRecord): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(search)) {
    const text = toParamText(value);
    if (text === undefined || text === '') continue;
    parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(text)}`);
  }
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

function toParamText(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) return value.map(String).join(',');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
