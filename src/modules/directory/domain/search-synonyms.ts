/**
 * The field's synonyms and abbreviations for the directory's free text (issue 33 item 2, decision
 * 049): reference data, reviewed like the filters' options. Each group lists phrases that mean the
 * same; a search holding one of them also finds entries holding any other. Written as people type
 * them, but a phrase is its words: '&' is not one ('L&D' is 'l d'), and 'and' is one, so a phrase
 * people type with 'and' is listed with it too (the titles' '&' leaves no word in the search text).
 * Cities and countries in the languages our users type are here too, beside the labels the
 * reference data gives them (in English).
 */
export const SEARCH_SYNONYMS: readonly (readonly string[])[] = [
  // Titles.
  ['CPO', 'Chief People Officer'],
  ['CHRO', 'Chief Human Resources Officer'],
  ['CTO', 'Chief Talent Officer'],
  ['VP', 'Vice President'],
  ['HR', 'Human Resources'],
  ['HRBP', 'HR Business Partner', 'Human Resources Business Partner'],
  ['HRIS', 'HR Information System', 'Human Resources Information System'],
  // Disciplines.
  ['TA', 'Talent Acquisition'],
  ['L&D', 'Learning & Development', 'Learning and Development'],
  ['DEI', 'D&I', 'DE&I', 'Diversity Equity & Inclusion', 'Diversity Equity and Inclusion', 'Diversity & Inclusion', 'Diversity and Inclusion'],
  ['People Ops', 'People Operations'],
  ['Comp & Ben', 'Comp and Ben', 'C&B', 'Compensation & Benefits', 'Compensation and Benefits', 'Total Rewards'],
  ['OD', 'Organisational Development', 'Organizational Development'],
  ['EX', 'Employee Experience'],
  ['RPO', 'Recruitment Process Outsourcing'],
  // Places, as typed in German, French, Italian, Spanish, Dutch, Polish and English.
  ['Munich', 'München', 'Muenchen'],
  ['Kraków', 'Krakau'],
  ['Wrocław', 'Breslau'],
  ['Gdańsk', 'Danzig'],
  ['Poznań', 'Posen'],
  ['Liège', 'Lüttich'],
  ['Plzeň', 'Pilsen'],
  ['Cologne', 'Köln', 'Koeln'],
  ['Zürich', 'Zuerich'],
  ['Geneva', 'Genève', 'Genf'],
  ['Vienna', 'Wien'],
  ['Prague', 'Praha', 'Prag'],
  ['Warsaw', 'Warszawa', 'Warschau'],
  ['Lisbon', 'Lisboa', 'Lissabon'],
  ['Milan', 'Milano', 'Mailand'],
  ['Rome', 'Roma', 'Rom'],
  ['Brussels', 'Bruxelles', 'Brussel'],
  ['Antwerp', 'Antwerpen', 'Anvers'],
  ['The Hague', 'Den Haag'],
  ['Copenhagen', 'København', 'Kopenhagen'],
  ['Gothenburg', 'Göteborg'],
  ['Seville', 'Sevilla'],
  ['Turin', 'Torino'],
  ['Naples', 'Napoli', 'Neapel'],
  ['Germany', 'Deutschland', 'Allemagne'],
  ['Switzerland', 'Schweiz', 'Suisse', 'Svizzera'],
  ['Austria', 'Österreich', 'Oesterreich'],
  ['Netherlands', 'Nederland', 'Holland', 'Niederlande'],
  ['Spain', 'España', 'Spanien'],
  ['Italy', 'Italia', 'Italien'],
  ['France', 'Frankreich'],
  ['Poland', 'Polska', 'Polen'],
  ['Sweden', 'Sverige', 'Schweden'],
  ['Denmark', 'Danmark', 'Dänemark'],
  ['Belgium', 'Belgique', 'België', 'Belgien'],
  ['United Kingdom', 'UK', 'Great Britain', 'Britain'],
  ['United States', 'USA', 'US'],
];

/** A word of a search as the text index matches it: `exact` only the word itself, otherwise as a prefix and within its typo budget. */
export type TextTerm = { word: string; exact: boolean };
/** A free-text search as alternatives (variants), each every one of its terms required; an entry matching any variant matches. */
export type TextQuery = readonly (readonly TextTerm[])[];

/** At most this many variants a search expands to: the first synonyms' alternatives, the typed words first. */
export const MAX_VARIANTS = 8;
/** A typed word of a synonym this short ('hr', 'cpo', the 'l' of 'L&D') is matched as itself, not as a prefix. */
const SHORT_WORD = 3;

/** Letters and digits in lower case, as the search text's words are (to_tsvector 'simple'): 'L&D' is 'l', 'd'. */
export function searchWords(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * A word without its accents, for recognising a synonym as typed: 'munchen' and 'koln' are how
 * people type München and Köln without a German keyboard, and 'krakow' how they type Kraków.
 */
export function folded(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '');
}

type Phrase = { words: string[]; group: number };

/** Every phrase of every group, by its first word, longest first (a longer phrase wins where two start alike). */
const PHRASES_BY_FIRST_WORD = (() => {
  const byFirst = new Map<string, Phrase[]>();
  SEARCH_SYNONYMS.forEach((phrases, group) => {
    for (const phrase of phrases) {
      const words = searchWords(phrase).map(folded);
      const list = byFirst.get(words[0]!) ?? [];
      list.push({ words, group });
      byFirst.set(words[0]!, list);
    }
  });
  for (const list of byFirst.values()) list.sort((a, b) => b.words.length - a.words.length);
  return byFirst;
})();
/** Each group's phrases as words, and each also without its accents (a text may hold 'zurich' where a phrase says 'Zürich'). */
const GROUP_WORDS = SEARCH_SYNONYMS.map((phrases) => {
  const all = new Map<string, string[]>();
  for (const phrase of phrases) {
    const words = searchWords(phrase);
    for (const form of [words, words.map(folded)]) all.set(form.join(' '), form);
  }
  return [...all.values()];
});

type Occurrence = { start: number; length: number; group: number };

/** Where the terms hold a phrase of a synonym group, left to right, a longer phrase winning. */
function synonymOccurrences(terms: readonly string[]): Occurrence[] {
  const occurrences: Occurrence[] = [];
  const typed = terms.map(folded);
  for (let i = 0; i < terms.length; ) {
    const phrase = (PHRASES_BY_FIRST_WORD.get(typed[i]!) ?? []).find(({ words }) => words.every((word, k) => typed[i + k] === word));
    if (phrase) {
      occurrences.push({ start: i, length: phrase.words.length, group: phrase.group });
      i += phrase.words.length;
    } else i++;
  }
  return occurrences;
}

/**
 * Each group's name as folded words, the one a search term is counted under and an executive reads
 * on the Insights page: its first phrase spelled out ('Talent Acquisition', not 'TA'), or its first
 * phrase when all are abbreviations ('DEI').
 */
const GROUP_NAMES = SEARCH_SYNONYMS.map((phrases) => {
  const spelledOut = phrases.find((phrase) => /\p{Ll}/u.test(phrase)) ?? phrases[0]!;
  return searchWords(spelledOut).map(folded).join(' ');
});

/**
 * A search's terms as one name, for counting what people search for (issue 42): the words as the
 * index normalises them, without accents, each synonym as its group's name. 'Chief People
 * Officer' and 'cpo' are both 'chief people officer'; 'München' is 'munich'. Empty terms are null.
 */
export function canonicalSearchTerm(terms: readonly string[]): string | null {
  if (terms.length === 0) return null;
  const words: string[] = [];
  let at = 0;
  for (const { start, length, group } of synonymOccurrences(terms)) {
    words.push(...terms.slice(at, start).map(folded), GROUP_NAMES[group]!);
    at = start + length;
  }
  words.push(...terms.slice(at).map(folded));
  return words.join(' ');
}

/**
 * A search's terms as variants: where the terms hold a phrase of a synonym group ('cpo', 'chief
 * people officer', 'l d'), one variant per phrase of that group, the other phrases' words matched
 * exactly (a multi-word synonym must hold every word; the index keeps no positions, so not in a
 * row). Words outside a synonym are matched as typed (prefix, typos). Without a synonym: one
 * variant, the terms as they are.
 */
export function textQueryOf(terms: readonly string[]): TextQuery {
  const plain: TextTerm[] = terms.map((word) => ({ word, exact: false }));
  const occurrences = synonymOccurrences(terms);
  if (occurrences.length === 0) return [plain];
  let variants: TextTerm[][] = [[]];
  let at = 0;
  for (const { start, length, group } of occurrences) {
    const before = plain.slice(at, start);
    const asTyped = terms.slice(start, start + length);
    const alternatives: TextTerm[][] = [
      asTyped.map((word) => ({ word, exact: word.length <= SHORT_WORD })),
      ...GROUP_WORDS[group]!.filter((words) => words.join(' ') !== asTyped.join(' ')).map((words) => words.map((word) => ({ word, exact: true }))),
    ];
    variants = variants.flatMap((variant) => alternatives.map((alternative) => [...variant, ...before, ...alternative])).slice(0, MAX_VARIANTS);
    at = start + length;
  }
  const after = plain.slice(at);
  return variants.map((variant) => [...variant, ...after]);
}
