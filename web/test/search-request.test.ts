import { type Operation, OPERATIONS, queryParametersOf } from '@lexicon/shared';
import { apiPath, wordPath } from '../src/api-client';
import { accentedSearchPath, everyLanguagePath, lengthGroupPath, searchRequest } from '../src/search-request';
import { type Mode, type PageState, parseState } from '../src/url-state';

/**
 * Every request the page builds, held to the operations catalogue: it names only parameters its
 * operation takes (the API refuses one another operation takes), with every field of the page filled,
 * those of the other modes too.
 */

/** The catalogue's GET row whose path the request's path fills. */
function operationOf(path: string): Operation {
  const pathname = new URL(path, 'http://page').pathname;
  const fills = (template: string): boolean => {
    const expected = template.split('/');
    const actual = pathname.split('/');
    return expected.length === actual.length && expected.every((segment, index) => segment.startsWith(':') || segment === actual[index]);
  };
  const found = OPERATIONS.find((operation) => operation.method === 'GET' && fills(operation.path));
  if (found === undefined) throw new Error(`no operation answers ${pathname}`);
  return found;
}

const namesSent = (path: string): string[] => [...new URL(path, 'http://page').searchParams.keys()];

/** A state with every field the page has filled in, whatever the mode. */
function filled(mode: Mode, change: Partial<PageState> = {}): PageState {
  return {
    ...parseState(''),
    mode,
    pattern: 'c*t',
    contains: 'a',
    excludes: 'z',
    letters: 'tac?',
    min: '3',
    max: '5',
    word: 'cat',
    sort: 'length',
    common: 'true',
    dict: 'small',
    hooks: 'true',
    ...change,
  };
}

describe('the requests the page sends', () => {
  const searches = [
    ['pattern', filled('pattern')],
    ['pattern, sorted by score (an anagram order)', filled('pattern', { sort: '-score' })],
    ['anagram', filled('anagram', { sort: '-score' })],
  ] as const;

  it.each(searches)('%s: only parameters its operation takes, and for the length groups too', (_name, state) => {
    const search = searchRequest(state, ['full', 'common', 'small']);
    expect(search).not.toBeNull();
    const request = search as NonNullable<typeof search>;
    const operation = operationOf(request.base);
    const taken = queryParametersOf(operation);
    for (const path of [apiPath(request.base, request.parameters), lengthGroupPath(request, 4)]) {
      expect(operationOf(path)).toBe(operation);
      const sent = namesSent(path);
      expect(sent.filter((name) => !taken.includes(name))).toEqual([]);
    }
  });

  it('sends the Min and Max fields with a pattern search, now that it keeps to them, and no rack', () => {
    const search = searchRequest(filled('pattern'), null);
    expect(search?.parameters).toMatchObject({ pattern: 'c*t', min_length: '3', max_length: '5' });
    expect(search?.parameters).not.toHaveProperty('letters');
    expect(searchRequest(filled('anagram'), null)?.parameters).not.toHaveProperty('pattern');
    // A rack's score has no meaning for a pattern: not sent.
    expect(searchRequest(filled('pattern', { sort: '-score' }), null)?.parameters.sort).toBe('');
  });

  it('every language, the accented pattern and word details: only parameters their operations take', () => {
    const pattern = searchRequest(filled('pattern'), null);
    const paths = [everyLanguagePath('tac?', '3', '5'), accentedSearchPath(pattern?.parameters ?? {}, 'ç?t', 24), wordPath('fr', 'été', 10)];
    for (const path of paths) {
      const taken = queryParametersOf(operationOf(path));
      expect(namesSent(path).filter((name) => !taken.includes(name))).toEqual([]);
    }
    expect(operationOf(paths[0] as string).id).toBe('searchAnagramLanguages');
    expect(namesSent(paths[0] as string)).toEqual(['letters', 'min_length', 'max_length']);
  });

  it('asks nothing for a word, or a rack in every language, through the search list', () => {
    expect(searchRequest(filled('word'), null)).toBeNull();
    expect(searchRequest(filled('anagram', { every: 'true' }), null)).toBeNull();
  });
});
