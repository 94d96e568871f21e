import { SORT_VALUES } from '@lexicon/shared/sort-orders';
import { parseState, SORT_CHOICES, serializeState } from '../src/url-state';

describe('the page state in the address', () => {
  it('reads a shared link and writes it back the same, ? and * readable', () => {
    for (const search of ['?mode=anagram&lang=fr&letters=chat??', '?mode=pattern&lang=en&pattern=*ing&contains=zz&excludes=e&open=buzzing', '?mode=word&lang=pl&word=%C5%BAd%C5%BAb%C5%82o&ui=de']) {
      expect(serializeState(parseState(search))).toBe(search);
    }
    expect(parseState('?mode=word&lang=pl&word=%C5%BAd%C5%BAb%C5%82o').word).toBe('źdźbło');
  });

  it('falls back to the pattern mode, English and the browser interface language for values it does not know', () => {
    const state = parseState('?mode=crossword&lang=klingon&ui=xx');
    expect(state).toMatchObject({ mode: 'pattern', lang: 'en', ui: '' });
  });

  it('leaves out the fields of the other modes and empty ones', () => {
    const state = { ...parseState('?mode=pattern&lang=en&pattern=c?t'), letters: 'abc', word: 'cat', contains: '' };
    expect(serializeState(state)).toBe('?mode=pattern&lang=en&pattern=c?t');
    expect(serializeState({ ...state, mode: 'anagram' })).toBe('?mode=anagram&lang=en&letters=abc');
  });

  it('encodes what would break the query string', () => {
    const state = { ...parseState(''), pattern: 'a&b=c#d' };
    expect(serializeState(state)).toBe('?mode=pattern&lang=en&pattern=a%26b%3Dc%23d');
    expect(parseState(serializeState(state)).pattern).toBe('a&b=c#d');
  });

  it("keeps the order and the common-words filter, offering each search the contract's orders", () => {
    const state = parseState('?mode=anagram&lang=en&letters=qi??&sort=-score&common=true');
    expect(state).toMatchObject({ sort: '-score', common: 'true' });
    expect(serializeState(state)).toBe('?mode=anagram&lang=en&letters=qi??&sort=-score&common=true');
    expect(parseState('?sort=shuffle&common=yes')).toMatchObject({ sort: '', common: '' });
    expect(SORT_CHOICES.anagram).toEqual(SORT_VALUES);
    expect(SORT_CHOICES.pattern).toEqual(SORT_VALUES.filter((value) => !value.endsWith('score')));
  });

  it('keeps the rack in every language for an anagram only', () => {
    const state = parseState('?mode=anagram&lang=en&letters=%C5%82za?&every=true');
    expect(state.every).toBe('true');
    expect(serializeState(state)).toBe('?mode=anagram&lang=en&letters=%C5%82za?&every=true');
    expect(serializeState({ ...state, mode: 'pattern' })).toBe('?mode=pattern&lang=en');
    expect(parseState('?every=yes').every).toBe('');
  });

  it("takes a first visit's dictionary from the browser's languages, when one of the twelve; the address wins", () => {
    expect(parseState('', ['fr-FR', 'en']).lang).toBe('fr');
    expect(parseState('', ['ja', 'pl-PL']).lang).toBe('pl');
    expect(parseState('', ['ja']).lang).toBe('en');
    expect(parseState('?mode=pattern&lang=de', ['fr-FR']).lang).toBe('de');
  });

  it('keeps the word list, the lengths of a pattern and the hooks; a list the contract does not know is dropped', () => {
    const search = '?mode=pattern&lang=en&pattern=c*&min=4&max=6&dict=small&hooks=true';
    expect(parseState(search)).toMatchObject({ min: '4', max: '6', dict: 'small', hooks: 'true' });
    expect(serializeState(parseState(search))).toBe(search);
    expect(parseState('?dict=huge&hooks=yes')).toMatchObject({ dict: '', hooks: '' });
    expect(parseState('?dict=full').dict).toBe('');
  });
});
