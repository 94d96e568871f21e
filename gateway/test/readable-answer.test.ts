import type { SearchResponse, WordDetailsResponse } from '@lexicon/shared';
import { readableAnswer } from '../src/chat/readable-answer';

const search: SearchResponse = {
  tool: 'anagram',
  language: 'en',
  query: { letters: 'act?', min_length: 2, max_length: 4 },
  total: 3,
  returned: 2,
  has_more: true,
  offset: 0,
  limit: 2,
  description: '3 English words 2 to 4 letters long can be made from the rack act?.',
  words: [
    { word: 'tact', length: 4, points: 6, blanks: ['t'] },
    { word: 'cat', length: 3, points: 5 },
  ],
};

const word: WordDetailsResponse = {
  word: 'cat',
  language: 'en',
  language_name: 'English',
  length: 3,
  points: 5,
  has_points: true,
  definition: { phonetic: '/kæt/', audio_url: 'x', meanings: [{ part_of_speech: 'noun', definitions: [{ definition: 'a small feline.' }], source: 'WordNet 3.1', licence: 'WordNet 3.0 licence (Princeton)' }], source: 'WordNet 3.1', base_words: [{ word: 'cat', part_of_speech: 'noun', basis: 'lexicon' }] },
  hooks: { front: ['s'], back: ['s'] },
  alphagram: 'act',
  anagrams: ['act'],
  anagram_count: 1,
  common_rank: 1760,
  lists: ['full', 'common', 'small', 'medium', 'large'],
  probability: 293 / 161_700,
  word_families: { starts_with: [{ word: 'cats', length: 4, points: 6 }], ends_with: [], contains: [], totals: { starts_with: 1, ends_with: 0, contains: 0 } },
  cross_languages: [{ code: 'fr', word: 'cat', name: 'French', flag: '🇫🇷', points: 5 }],
};

describe('the readable answer of the chat surface', () => {
  it('reads a search page: the description, the words with their points and blanks, how to get more', () => {
    expect(readableAnswer(search)).toBe(
      [search.description, 'Words 1 to 2 of 3: tact (6 points, blank as t), cat (5 points).', 'More: ask again with offset=2 (limit=2).'].join('\n'),
    );
  });

  it('reads each word\'s hooks when the search was asked for them', () => {
    const withHooks: SearchResponse = { ...search, words: [{ word: 'cat', length: 3, points: 5, hooks: { front: ['s'], back: ['s'] } }, { word: 'tact', length: 4, points: 6, hooks: { front: [], back: [] } }] };
    expect(readableAnswer(withHooks).split('\n')[1]).toBe('Words 1 to 2 of 3: cat (5 points, hooks s before, s after), tact (6 points, no hooks).');
  });

  it('reads a word without hooks or anagrams as such', () => {
    const lines = readableAnswer({ ...word, hooks: { front: [], back: ['s', 'y'] }, anagrams: [], anagram_count: 0 }).split('\n');
    expect(lines).toContain('Front hooks: none. Back hooks: s, y.');
    expect(lines).toContain('Alphagram: act. No anagrams.');
  });

  it('reads a word that is not common, and one no bag can give, as such', () => {
    const lines = readableAnswer({ ...word, common_rank: null, probability: 0 }).split('\n');
    expect(lines).toContain('Not among the common words. Probability of drawing its tiles from a full bag: 0 (no tile or blank plays one of its letters).');
  });

  it('reads a page past the end, and a search without matches', () => {
    expect(readableAnswer({ ...search, offset: 10, returned: 0, has_more: false, words: [] })).toBe(`${search.description}\nNo words on this page: offset 10 is past the 3 matches.`);
    expect(readableAnswer({ ...search, total: 0, returned: 0, has_more: false, words: [] })).toBe(search.description);
  });

  it('reads word details: length, points, pronunciation, first meaning, families, other languages', () => {
    expect(readableAnswer(word)).toBe(
      [
        'cat is an English word: 3 letters, 5 points.',
        'Pronunciation: /kæt/.',
        'Meaning (noun): a small feline. Source: WordNet 3.1, WordNet 3.0 licence (Princeton).',
        'Starting with it: 1 word, e.g. cats.',
        'Ending with it: none.',
        'Holding it inside: none.',
        'Front hooks: s. Back hooks: s.',
        'Alphagram: act. Anagrams: 1 word, act.',
        'Common word, rank 1,760. Probability of drawing its tiles from a full bag: 0.00181.',
        'Also a word in: French (5 points).',
      ].join('\n'),
    );
  });

  it('reads meanings of another language: the lemma, a sense without part of speech, translations, synonyms without a definition', () => {
    const maisons: WordDetailsResponse = {
      ...word,
      word: 'maisons',
      language: 'fr',
      language_name: 'French',
      definition: {
        audio_url: 'x',
        lemma: 'maison',
        meanings: [
          { definitions: [{ definition: 'Bâtiment servant de logis.' }], translations: [{ language: 'de', text: 'Haus' }], source: 'FreeDict + WikDict', licence: 'CC-BY-SA-3.0' },
          { definitions: [], translations: [{ language: 'en', text: 'house' }], source: 'FreeDict', licence: 'GPL-2.0-or-later' },
        ],
        source: 'FreeDict + WikDict, FreeDict, eSpeak NG',
        base_words: [{ word: 'maison', part_of_speech: 'noun', part_of_speech_label: 'nom', basis: 'lexicon' }],
      },
    };
    const lines = readableAnswer(maisons).split('\n');
    expect(lines).toContain('Meaning (of maison): Bâtiment servant de logis. Source: FreeDict + WikDict, CC-BY-SA-3.0.');
    expect(lines).toContain('Translations: de Haus; en house.');
    expect(lines).toContain('A form of maison (noun).');
    // A word that is its own base word says nothing of it.
    expect(readableAnswer(word)).not.toContain('A form of');
    const casa: WordDetailsResponse = {
      ...word,
      definition: { audio_url: 'x', meanings: [{ part_of_speech: 'noun', definitions: [], synonyms: ['odaie', 'încăpere'], source: 'MyThes', licence: 'GPL-2.0-or-later' }], source: 'MyThes', base_words: [] },
    };
    expect(readableAnswer(casa).split('\n')).toContain('Synonyms: odaie, încăpere.');
  });

  it('reads an error envelope by its message, and text that is not a result as itself', () => {
    expect(readableAnswer({ error: { code: 'word_not_found', message: 'No such word.', details: {} } })).toBe('The tool failed: No such word.');
    expect(readableAnswer('plain text')).toBe('plain text');
  });
});
