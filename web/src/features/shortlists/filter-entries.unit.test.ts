import { describe, expect, it } from 'vitest';
import type { ShortlistEntry } from '@contracts/shortlists/contracts/shortlists.contract.ts';
import { filterEntries } from './filter-entries.ts';

function entry(id: string, name: string, title: string, industries: string[]): ShortlistEntry {
  return {
    id,
    executiveId: id,
    addedAt: '2026-11-22T10:00:00.000Z',
    note: null,
    noteUpdatedAt: null,
    available: true,
    comments: [],
    executive: {
      firstName: name.split(' ')[0]!,
      lastName: name.split(' ')[1]!,
      name,
      title,
      displayLocation: 'Germany, Berlin',
      availability: 'Part-time',
      industries,
      technologies: [],
      yearsExperience: 12,
      priceRange: '€500-1000',
      currencySymbol: '€',
    },
  };
}

const entries = [
  entry('1', 'Greta Gruber', 'VP Talent', ['Healthcare & Life Sciences']),
  entry('2', 'Paul Martin', 'Chief People Officer', ['Technology & SaaS', 'Consulting']),
  { ...entry('3', 'Gone Person', 'VP Talent', []), available: false, executive: null },
];

describe('shortlist search', () => {
  it('shows every entry for an empty search', () => {
    expect(filterEntries(entries, '  ')).toHaveLength(3);
  });

  it('matches name, title and industry, case-insensitively, every word', () => {
    expect(filterEntries(entries, 'greta').map((e) => e.id)).toEqual(['1']);
    expect(filterEntries(entries, 'people officer').map((e) => e.id)).toEqual(['2']);
    expect(filterEntries(entries, 'HEALTHCARE').map((e) => e.id)).toEqual(['1']);
    expect(filterEntries(entries, 'vp talent').map((e) => e.id)).toEqual(['1']);
    expect(filterEntries(entries, 'paul healthcare')).toEqual([]);
  });
});
