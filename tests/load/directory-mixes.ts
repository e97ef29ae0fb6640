import type { ReferenceData } from '../../src/modules/reference/index.ts';
import { createRandom } from './seed-directory.ts';

/** Words a visitor types: names, tools, industries, bio words, and their prefixes. */
const TEXT = ['greenhouse', 'gre', 'lever', 'workday', 'saas', 'fintech', 'health', 'alice', 'anna schmidt', 'weber', 'talent', 'recruit', 'onboarding', 'culture', 'vp', 'chief people', 'scale', 'remote hiring'];

type Random = () => number;
const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
function some<T>(random: Random, list: readonly T[], max: number): T[] {
  const chosen = new Set<T>();
  const count = 1 + Math.floor(random() * max);
  while (chosen.size < Math.min(count, list.length)) chosen.add(pick(random, list));
  return [...chosen];
}
const slugs = (list: readonly { slug: string }[]) => list.map((o) => o.slug);

/** The families of a realistic rotation: the three filter mixes, free text, and the landing page. */
export const MIX_FAMILIES = ['home form', 'sidebar', 'broad', 'free text', 'landing'] as const;
export type MixFamily = (typeof MIX_FAMILIES)[number];

function paramsOf(family: MixFamily, random: Random, reference: ReferenceData): Record<string, string> {
  const places = reference.regions.flatMap((r) => slugs(r.countries));
  const engagements = slugs(reference.engagementTypes);
  switch (family) {
    case 'home form':
      // The home form sends any of role, location and engagement type.
      return Object.fromEntries(
        [
          ['role', pick(random, ['vp talent', 'vp hr', 'cpo', 'chro', 'talent leader', ...slugs(reference.roles)])],
          ['location', pick(random, [...places, 'remote'])],
          ['availability', pick(random, engagements)],
        ].filter((_, i) => i === 0 || random() < 0.8),
      );
    case 'sidebar': {
      const params: Record<string, string> = {
        region: pick(random, ['europe', 'north-america']),
        industries: some(random, slugs(reference.industries), 3).join(','),
        yearsExperience: pick(random, slugs(reference.yearsOfExperience)),
      };
      if (random() < 0.7) params.languages = some(random, slugs(reference.languages).slice(0, 8), 2).join(',');
      if (random() < 0.3) params.technologies = some(random, slugs(reference.technologies), 2).join(',');
      return params;
    }
    case 'broad':
      return {
        availability: pick(random, engagements),
        companySizes: some(random, slugs(reference.companySizes), 2).join(','),
        priceBands: some(random, slugs(reference.priceBands), 2).join(','),
      };
    case 'free text': {
      const params: Record<string, string> = { q: pick(random, TEXT) };
      if (random() < 0.4) params.region = pick(random, ['europe', 'north-america']);
      return params;
    }
    case 'landing':
      return {};
  }
}

/** Attempts without a new URL after which a family is taken as exhausted (free text and landing have few). */
const EXHAUSTED_AFTER = 500;

/**
 * `count` distinct search URLs in a seeded rotation over the five families, each with a page
 * number (mostly 1, sometimes 2 or 3, as people page on): enough variety that a per-process cache
 * warmed by one pass is the best case, and a cold process computes nearly every request. Past
 * ~800 URLs the free-text and landing families run out of new URLs and the filter mixes go on.
 */
export function generateDirectoryPaths(reference: ReferenceData, count: number, seed = 20261122): { family: MixFamily; path: string }[] {
  const random = createRandom(seed);
  const seen = new Set<string>();
  const out: { family: MixFamily; path: string }[] = [];
  const families: MixFamily[] = [...MIX_FAMILIES];
  let misses = 0;
  for (let turn = 0; out.length < count && families.length > 0; turn++) {
    const family = families[(families.length === MIX_FAMILIES.length ? out.length : turn) % families.length]!;
    const params = paramsOf(family, random, reference);
    // The landing page is one search: only its page numbers differ.
    const page = family === 'landing' ? 1 + Math.floor(random() * 200) : random() < 0.7 ? 1 : random() < 0.7 ? 2 : 3;
    if (page > 1) params.page = String(page);
    const path = `/api/directory${Object.keys(params).length > 0 ? `?${new URLSearchParams(params).toString()}` : ''}`;
    if (seen.has(path)) {
      if (++misses >= EXHAUSTED_AFTER) {
        families.splice(families.indexOf(family), 1);
        misses = 0;
      }
      continue;
    }
    misses = 0;
    seen.add(path);
    out.push({ family, path });
  }
  return out;
}
