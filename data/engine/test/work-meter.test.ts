import { dataDirectory, loadDictionaries } from '@lexicon/dictionary-store';
import { closeWords, type Dictionary, findWordFamilies, metered, parsePattern, parseRack, QueryInterrupted, searchAnagram, searchPattern, type WorkLimits, workMeter } from '@lexicon/engine';

/**
 * Every walk of the engine stops at its next check once its query's limits are spent, whichever walk
 * it is. The complete English list: the fixture lists are too small for a walk to reach a check.
 */
const NO_LETTERS = new Map<number, number>();

describe('the work meter', () => {
  let en: Dictionary;

  beforeAll(async () => {
    const { dictionaries } = await loadDictionaries(dataDirectory(process.env), ['en']);
    en = dictionaries.get('en') as Dictionary;
  });

  const pattern = (text: string, offset = 0, extra: { contains?: string } = {}) => (): unknown =>
    searchPattern(en, {
      pattern: parsePattern(text, en.rules),
      contains: extra.contains === undefined ? NO_LETTERS : new Map([...extra.contains].map((letter) => [en.rules.letterIndex(letter) as number, 1])),
      excludes: NO_LETTERS,
      offset,
      limit: 1000,
    });
  const anagram = (letters: string, offset = 0) => (): unknown => {
    const rack = parseRack(letters, en.rules);
    return searchAnagram(en, { rack, minLength: 2, maxLength: rack.size, offset, limit: 1000 });
  };

  // One query per walk, with an allowance well under what it costs: counted forwards (four letters:
  // three or fewer apart are read from the letter-pair tables), from the end,
  // the letter index, a prefix's page, the anagram walk, many-blank racks' bits, a blank rack's order,
  // families, suggestions.
  const walks: Array<[string, () => unknown, number]> = [
    ['pattern counted forwards (*a*e*i*o*)', pattern('*a*e*i*o*'), 4_000],
    ['pattern listed from the end (*[aeiou]?[^s]s)', pattern('*[aeiou]?[^s]s', 3_000), 5_000],
    ['letter index (* containing e, deep page)', pattern('*', 60_000, { contains: 'e' }), 2_000],
    ['prefix page (s*, deep page)', pattern('s*', 20_000), 500],
    // Three tiles of one letter keep a rack of blanks on the walk (many-blank-racks.ts holds two at most).
    ['anagram walk (14 letters, 3 blanks)', anagram('aaabcdefghijkl???', 2_000), 5_000],
    ['many-blank rack bits (8 blanks, deep page)', anagram('st????????', 100_000), 1_000],
    ['blank rack order (20 blanks, deep page)', anagram('?'.repeat(20), 100_000), 300],
    ['families (e)', () => findWordFamilies(en, en.lettersOf('e') as number[], 200), 5_000],
    ['suggestions (a long unknown word)', () => closeWords(en, en.lettersOf('abstractionistically') as number[], 10), 5_000],
  ];
  /** Walks long enough to reach a check: every 4,096 units. */
  const longWalks = walks.filter(([name]) => !name.startsWith('prefix page') && !name.startsWith('blank rack'));

  it.each(walks)('%s: reports its cost and stops once its units are spent', (_name, query, allowance) => {
    const { units } = metered({ deadline: performance.now() + 60_000 }, query);
    expect(units).toBeGreaterThan(2 * allowance);
    let stopped: unknown;
    try {
      metered({ deadline: performance.now() + 60_000, maxUnits: allowance }, query);
    } catch (error: unknown) {
      stopped = error;
    }
    expect(stopped).toBeInstanceOf(QueryInterrupted);
    expect((stopped as QueryInterrupted).reason).toBe('units');
    // Checks come every few thousand units: it stops soon after the allowance, not at the end.
    expect((stopped as QueryInterrupted).units).toBeGreaterThanOrEqual(allowance);
    expect((stopped as QueryInterrupted).units).toBeLessThan(Math.min(units, allowance + 4_096));
  });

  it.each(longWalks)('%s: stops at its next check once nobody waits', (_name, query) => {
    let asked = 0;
    const limits: WorkLimits = {
      deadline: performance.now() + 60_000,
      abandoned: () => {
        asked += 1;
        return true;
      },
    };
    expect(() => metered(limits, query)).toThrow(expect.objectContaining({ reason: 'abandoned' }));
    expect(asked).toBe(1);
  });

  it('stops a walk at its deadline, long before it would have ended', () => {
    // Many blanks and a long rack, with three tiles of one letter so that the anagram walk answers
    // (the letter bits of many-blank-racks.ts hold two of a letter at most): 0.1 s of walking without limits.
    const heavy = anagram('eeetaoinshrdlucm??????????', 150_000);
    const deadline = performance.now() + 5;
    let stopped: unknown;
    try {
      metered({ deadline }, heavy);
    } catch (error: unknown) {
      stopped = error;
    }
    const late = performance.now() - deadline;
    expect(stopped).toBeInstanceOf(QueryInterrupted);
    expect((stopped as QueryInterrupted).reason).toBe('deadline');
    // A check every 4,096 steps is a few tens of microseconds of walking; the bound is loose only for
    // busy machines (a pause of the whole process), and still far below what the walk would take.
    expect(late).toBeLessThan(200);
  });

  it('never starts a query whose deadline has passed, and leaves the thread unmetered after a stop', () => {
    expect(() => metered({ deadline: performance.now() - 1 }, pattern('c?t'))).toThrow(expect.objectContaining({ reason: 'deadline', units: 0 }));
    expect(() => metered({ deadline: performance.now() + 60_000, maxUnits: 10 }, pattern('*a*e*i*'))).toThrow(QueryInterrupted);
    // Unmetered, the same walk runs to the end, and gives the same answer as a metered run.
    const free = pattern('*a*e*i*')() as { total: number };
    const { value } = metered({ deadline: performance.now() + 60_000 }, pattern('*a*e*i*'));
    expect((value as { total: number }).total).toBe(free.total);
  });
});

describe('leaving a units allowance before unmetered work', () => {
  it('stops a query with a units allowance (it belongs on a lane without one), and lets any other run', () => {
    const far = performance.now() + 60_000;
    expect(() => metered({ deadline: far, maxUnits: 1_000 }, () => workMeter.leaveAllowance())).toThrow(expect.objectContaining({ name: 'QueryInterrupted', reason: 'units' }));
    expect(metered({ deadline: far }, () => (workMeter.leaveAllowance(), 7)).value).toBe(7);
    expect(() => workMeter.leaveAllowance()).not.toThrow();
  });
});
