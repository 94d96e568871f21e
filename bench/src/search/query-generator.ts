import { type Dictionary, parseLetterCounts, parsePattern, searchPattern } from '@lexicon/engine';
import { seededRandom } from '@lexicon/engine';
import type { AnagramBenchQuery, BenchQuery, PatternBenchQuery, QueryClass } from './query-set';

export const QUERIES_PER_CLASS = 4;
const LIMIT = 100;
const DEEP_OFFSET = 10_000;
/** A deep-offset pattern needs a result set well past the offset. */
const DEEP_TOTAL = 2 * DEEP_OFFSET + LIMIT;

/** FNV-1a, to seed each language from its code. */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/**
 * Draws a language's bench queries from its own list: fragments of real words picked at seeded
 * random ranks, so every pattern class has matches and every rack can build something.
 */
export function generateQueries(dictionary: Dictionary, perClass: number = QUERIES_PER_CLASS): BenchQuery[] {
  const { rules } = dictionary;
  const { alphabet } = rules;
  const vowels = new Set(rules.metadata.vowels);
  const random = seededRandom(seedOf(`lexicon-search-bench/${dictionary.language}`));
  const below = (n: number): number => Math.floor(random() * n);
  const between = (low: number, high: number): number => low + below(high - low + 1);
  const shuffled = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = below(i + 1);
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  };
  const wordWhere = (test: (letters: string[]) => boolean): string[] => {
    for (let attempt = 0; attempt < 200_000; attempt += 1) {
      const letters = [...dictionary.wordAt(below(dictionary.wordCount)).folded];
      if (test(letters)) return letters;
    }
    throw new Error(`${dictionary.language}: no word found for a bench query`);
  };
  const ofLength = (low: number, high: number) => (letters: string[]) => letters.length >= low && letters.length <= high;
  /** k distinct letters of the alphabet that the word does not hold. */
  const lettersNotIn = (letters: readonly string[], k: number): string[] => shuffled(alphabet.filter((letter) => !letters.includes(letter))).slice(0, k);
  const otherLetters = (letter: string, k: number): string[] => shuffled(alphabet.filter((other) => other !== letter)).slice(0, k);
  const totalOf = (pattern: string): number =>
    searchPattern(dictionary, { pattern: parsePattern(pattern, rules), contains: new Map(), excludes: new Map(), offset: 0, limit: 0 }).total;

  const isWord = (folded: string): boolean => dictionary.lookup(folded) !== null;
  const absentWord = (): string => {
    for (let attempt = 0; attempt < 1_000; attempt += 1) {
      const word = wordWhere(ofLength(4, 10));
      const position = below(word.length);
      const changed = word.map((letter, at) => (at === position ? (otherLetters(letter, 1)[0] as string) : letter)).join('');
      if (!isWord(changed)) return changed;
    }
    throw new Error(`${dictionary.language}: no absent word found for a bench query`);
  };
  /** A word whose spelling has diacritics, typed without them; or, where none has, one typed with an accent the language folds away. */
  const otherDiacritics = (): string => {
    const bare = (text: string): string => text.normalize('NFD').replace(/\p{M}+/gu, '');
    for (let attempt = 0; attempt < 20_000; attempt += 1) {
      const { word } = dictionary.wordAt(below(dictionary.wordCount));
      if (bare(word) !== word && rules.fold(bare(word)) !== null) return bare(word);
    }
    const word = wordWhere(ofLength(4, 10));
    const vowel = word.findIndex((letter) => vowels.has(letter));
    const accented = word.map((letter, at) => (at === vowel ? `${letter}\u0301`.normalize('NFC') : letter)).join('');
    if (rules.fold(accented) === null) throw new Error(`${dictionary.language}: no diacritic variant for a bench query`);
    return accented;
  };

  const commonLetters = Object.entries(rules.metadata.tiles)
    .filter(([tile]) => tile.length === 1 && alphabet.includes(tile))
    .sort(([, a], [, b]) => b.count - a.count)
    .slice(0, 6)
    .map(([tile]) => tile);

  const queries: BenchQuery[] = [];
  const numbering = new Map<QueryClass, number>();
  const idOf = (queryClass: QueryClass): string => {
    const n = (numbering.get(queryClass) ?? 0) + 1;
    numbering.set(queryClass, n);
    return `${dictionary.language}/${queryClass}/${n}`;
  };
  const addPattern = (queryClass: PatternBenchQuery['class'], pattern: string, constraints: { contains?: string; excludes?: string; offset?: number } = {}): void => {
    // Every stored query must be one the engine accepts.
    parsePattern(pattern, rules);
    if (constraints.contains) parseLetterCounts(constraints.contains, 'contains', rules);
    if (constraints.excludes) parseLetterCounts(constraints.excludes, 'excludes', rules);
    queries.push({
      id: idOf(queryClass),
      kind: 'pattern',
      class: queryClass,
      pattern,
      contains: constraints.contains ?? '',
      excludes: constraints.excludes ?? '',
      offset: constraints.offset ?? 0,
      limit: LIMIT,
    });
  };
  const addRack = (queryClass: AnagramBenchQuery['class'], tiles: string[]): void => {
    queries.push({ id: idOf(queryClass), kind: 'anagram', class: queryClass, rack: shuffled(tiles).join(''), minLength: 2, maxLength: tiles.length, offset: 0, limit: LIMIT });
  };

  {
    // exact: a word typed whole, as a game checks a played word: two present words, one absent
    // (a present word with one letter changed), one typed with its diacritics dropped or added.
    const templates = [
      () => wordWhere(ofLength(2, 5)).join(''),
      () => wordWhere(ofLength(6, 32)).join(''),
      () => absentWord(),
      () => otherDiacritics(),
    ];
    for (let i = 0; i < perClass; i += 1) addPattern('exact', (templates[i % templates.length] as () => string)());
  }
  for (let i = 0; i < perClass; i += 1) {
    // fixed: c?t? — a word with about half its letters turned into one-letter wildcards.
    const fixed = wordWhere(ofLength(4, 8));
    let kept = fixed.map((letter, position): string => (i % 2 === 0 ? (position % 2 === 0 ? letter : '?') : random() < 0.5 ? letter : '?'));
    if (!kept.some((letter) => letter !== '?')) kept[0] = fixed[0] as string;
    if (!kept.includes('?')) kept[kept.length - 1] = '?';
    if (i === perClass - 1) kept = kept.map((letter) => (letter === '?' ? '_' : letter));
    addPattern('fixed', kept.join(''));
  }
  // The lengths below are what players type: prefixes of one to three letters, infixes of two or
  // three, three to six stars, racks of five to twelve blanks.
  for (let i = 0; i < perClass; i += 1) {
    const k = [1, 2, 2, 3][i % 4] as number;
    addPattern('prefix', `${wordWhere(ofLength(k + 1, 32)).slice(0, k).join('')}${i === perClass - 1 ? '%' : '*'}`);
  }
  for (let i = 0; i < perClass; i += 1) {
    const k = [2, 3, 3, 4][i % 4] as number;
    addPattern('suffix', `*${wordWhere(ofLength(k + 1, 32)).slice(-k).join('')}`);
  }
  for (let i = 0; i < perClass; i += 1) {
    const k = [2, 2, 2, 3][i % 4] as number;
    const word = wordWhere(ofLength(k + 2, 32));
    const start = between(1, word.length - k - 1);
    addPattern('infix', `*${word.slice(start, start + k).join('')}*`);
  }
  for (let i = 0; i < perClass; i += 1) {
    // many stars: *a*e*i* — letters of a word in order.
    const m = [2, 3, 4, 5][i % 4] as number;
    const word = wordWhere(ofLength(m + 2, 32));
    const positions = shuffled(word.map((_, position) => position)).slice(0, m).sort((a, b) => a - b);
    addPattern('many-stars', `*${positions.map((position) => word[position]).join('*')}*`);
  }
  for (let i = 0; i < perClass; i += 1) {
    const template = i % 4;
    if (template === 0) {
      // [bcd]a?e*
      const word = wordWhere(ofLength(5, 32));
      const set = shuffled([word[0] as string, ...otherLetters(word[0] as string, 2)]).join('');
      addPattern('sets', `[${set}]${word[1]}?${word[3]}*`);
    } else if (template === 1) {
      // [^aeio]*ng
      const word = wordWhere(ofLength(4, 32));
      addPattern('sets', `[^${otherLetters(word[0] as string, 4).join('')}]*${word.slice(-2).join('')}`);
    } else if (template === 2) {
      // #@#l@: a word's vowel and consonant shape, one letter kept.
      const word = wordWhere(ofLength(5, 7));
      const keep = below(word.length);
      addPattern('sets', word.map((letter, position) => (position === keep ? letter : vowels.has(letter) ? '@' : '#')).join(''));
    } else {
      // ?[aeo]*[^sxz]
      const word = wordWhere(ofLength(4, 32));
      const set = shuffled([word[1] as string, ...otherLetters(word[1] as string, 2)]).join('');
      addPattern('sets', `?[${set}]*[^${otherLetters(word.at(-1) as string, 3).join('')}]`);
    }
  }
  for (let i = 0; i < perClass; i += 1) {
    const template = i % 4;
    if (template === 0) {
      // Common letters, as players ask for them: three of the language's most plentiful tiles.
      addPattern('contains', '*', { contains: shuffled(commonLetters).slice(0, 3).join('') });
    } else if (template === 1) {
      // A repeated letter must appear at least that many times.
      const word = wordWhere((letters) => {
        const distinct = new Set(letters.slice(1)).size;
        return letters.length >= 4 && distinct < letters.length - 1 && distinct >= 2;
      });
      const rest = word.slice(1);
      const repeated = rest.find((letter, position) => rest.indexOf(letter) !== position) as string;
      const other = rest.find((letter) => letter !== repeated) as string;
      addPattern('contains', `${word[0]}*`, { contains: `${repeated}${repeated}${other}` });
    } else if (template === 2) {
      const word = wordWhere(ofLength(8, 32));
      addPattern('contains', '????????*', { contains: shuffled(word).slice(0, 4).join('') });
    } else {
      const word = wordWhere(ofLength(5, 32));
      const start = between(1, word.length - 3);
      addPattern('contains', `*${word.slice(start, start + 2).join('')}*`, {
        contains: shuffled(word).slice(0, 2).join(''),
        excludes: lettersNotIn(word, 2).join(''),
      });
    }
  }
  for (let i = 0; i < perClass; i += 1) {
    const template = i % 4;
    if (template === 0) {
      const word = wordWhere(ofLength(4, 32));
      const start = between(1, word.length - 3);
      addPattern('excludes', `*${word.slice(start, start + 2).join('')}*`, { excludes: lettersNotIn(word, 3).join('') });
    } else if (template === 1) {
      addPattern('excludes', '??????', { excludes: lettersNotIn(wordWhere(ofLength(6, 6)), 5).join('') });
    } else if (template === 2) {
      const word = wordWhere(ofLength(4, 32));
      addPattern('excludes', `${word.slice(0, 2).join('')}*`, { excludes: lettersNotIn(word, 4).join('') });
    } else {
      addPattern('excludes', '*', { excludes: lettersNotIn(wordWhere(ofLength(4, 32)), 6).join('') });
    }
  }
  {
    // Deep offsets: broad patterns, paged from 10,000 on to deep inside the result set.
    const word = wordWhere(ofLength(3, 32));
    const vowel = word.find((letter) => vowels.has(letter)) ?? 'a';
    const candidates = shuffled(['*', '#*', '*@', `[^${word[0]}${word[1]}]*`, `*${vowel}*`, '??????*', `*${word.at(-1)}`, `@*#`]);
    let added = 0;
    for (const pattern of candidates) {
      if (added === perClass) break;
      const total = totalOf(pattern);
      if (total < DEEP_TOTAL) continue;
      addPattern('deep-offset', pattern, { offset: added === 0 ? DEEP_OFFSET : DEEP_OFFSET + below(total - DEEP_OFFSET - LIMIT) });
      added += 1;
    }
    if (added < perClass) throw new Error(`${dictionary.language}: only ${added} broad patterns reach ${DEEP_TOTAL} words`);
  }

  const bag = Object.entries(rules.metadata.tiles).flatMap(([tile, { count }]) => (tile.length === 1 && alphabet.includes(tile) ? new Array<string>(count).fill(tile) : []));
  const fromBag = (size: number, blanks: number): string[] => [...shuffled(bag).slice(0, size - blanks), ...new Array<string>(blanks).fill('?')];
  const fromWord = (size: number, blanks: number, blank = '?'): string[] => {
    const word = wordWhere(ofLength(size, size));
    const blanked = new Set(shuffled(word.map((_, position) => position)).slice(0, blanks));
    return word.map((letter, position) => (blanked.has(position) ? blank : letter));
  };
  for (let i = 0; i < perClass; i += 1) addRack('rack-7', i % 2 === 0 ? fromBag(7, 0) : fromWord(7, 0));
  for (let i = 0; i < perClass; i += 1) addRack('rack-7-1-blank', i % 2 === 0 ? fromBag(7, 1) : fromWord(7, 1, i === 3 ? '_' : '?'));
  for (let i = 0; i < perClass; i += 1) addRack('rack-7-2-blanks', i % 2 === 0 ? fromBag(7, 2) : fromWord(7, 2));
  const longRacks: Array<() => string[]> = [() => fromWord(10, 0), () => fromBag(12, 1), () => fromBag(14, 0), () => fromBag(15, 1)];
  for (let i = 0; i < perClass; i += 1) addRack('rack-10-15', (longRacks[i % 4] as () => string[])());
  const blankRacks: Array<[size: number, blanks: number]> = [
    [7, 5],
    [10, 7],
    [12, 9],
    [15, 12],
  ];
  for (let i = 0; i < perClass; i += 1) {
    const [size, blanks] = blankRacks[i % 4] as [number, number];
    addRack('rack-many-blanks', fromBag(size, blanks));
  }
  return queries;
}
