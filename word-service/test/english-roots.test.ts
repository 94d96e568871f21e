import { DictionarySet } from '@lexicon/dictionary-store';
import { fixtureDictionary, fixtureEntries } from '@lexicon/engine/test-support';
import { createLogger } from '@lexicon/service-kit';
import { LANGUAGE_CODES } from '@lexicon/shared';
import request from 'supertest';
import { createApp } from '../src/app';
import { englishMeanings } from '../src/definitions/english-definitions';
import { type HunspellRoots, loadHunspellRoots } from '../src/definitions/hunspell-roots';
import { MeaningsStore } from '../src/definitions/meanings-store';
import { WordnetDatabase } from '../src/definitions/wordnet-database';

/** The real en-US and en-GB hunspell files and the real WordNet. */
let wordnet: WordnetDatabase;
let hunspell: HunspellRoots;
beforeAll(async () => {
  [wordnet, hunspell] = await Promise.all([WordnetDatabase.load(), loadHunspellRoots('en')]);
});

/** Words whose meanings only the hunspell root finds: WordNet lacks them and morphy's rules miss. */
const ONLY_THROUGH_THE_ROOT: ReadonlyArray<[string, string]> = [
  ['rechristening', 'christen'],
  ['unhealthier', 'unhealthy'],
  ['droopiness', 'droopy'],
  ['tryingly', 'trying'],
  ['keynoters', 'keynote'],
];

describe('English meanings through the hunspell root', () => {
  it.each(ONLY_THROUGH_THE_ROOT)('%s has no meanings through morphy, and those of its root %s through hunspell', (word, root) => {
    expect(englishMeanings(wordnet, word).meanings).toEqual([]);
    expect(hunspell.lemmaCandidates(word)).toContain(root);
    const found = englishMeanings(wordnet, word, hunspell);
    expect(found.lemma).toBe(root);
    // The root's meanings, each naming the base word it belongs to.
    expect(found.meanings).toEqual(englishMeanings(wordnet, root).meanings.map((meaning) => ({ ...meaning, base_word: meaning.base_word ?? root })));
    expect(found.meanings.length).toBeGreaterThan(0);
  });

  it('keeps what morphy and the irregular forms find before any root (went → go, mice → mouse)', () => {
    expect(englishMeanings(wordnet, 'went', hunspell).lemma).toBe('go');
    expect(englishMeanings(wordnet, 'mice', hunspell).lemma).toBe('mouse');
    // happiness is in WordNet itself: its root happy is not used.
    expect(hunspell.roots('happiness')).toContain('happy');
    expect(englishMeanings(wordnet, 'happiness', hunspell).lemma).toBeUndefined();
  });

  it.each([
    ['studied', 'study'],
    ['worried', 'worry'],
    ['married', 'marry'],
    ['applied', 'apply'],
    ['tried', 'try'],
    ['dried', 'dry'],
    ['baked', 'bake'],
    ['used', 'use'],
  ])('gives %s the verb senses of %s beside its own', (word, verb) => {
    const { meanings } = englishMeanings(wordnet, word, hunspell);
    const verbSenses = meanings.find((meaning) => meaning.part_of_speech === 'verb')?.definitions ?? [];
    const [firstVerbSense] = wordnet.senses('verb', verb);
    expect(firstVerbSense).toBeDefined();
    expect(verbSenses.map((sense) => sense.definition)).toContain(firstVerbSense?.definition);
  });

  it('tries the prefixed form of a word with a prefix and a suffix before its bare root', () => {
    expect(hunspell.roots('unhealthier')).toEqual(['healthy']);
    expect(hunspell.lemmaCandidates('unhealthier')).toEqual(['unhealthy', 'healthy']);
  });

  it('leaves a word without root or WordNet entry without meanings', () => {
    expect(hunspell.roots('qwxz')).toEqual([]);
    expect(englishMeanings(wordnet, 'qwxz', hunspell)).toEqual({ meanings: [] });
  });

  it('answers the details of such a word with its root as lemma', async () => {
    const english = fixtureDictionary('en', [...fixtureEntries('en'), 'rechristening']);
    const dictionaries = DictionarySet.of(new Map(LANGUAGE_CODES.map((code) => [code, code === 'en' ? english : fixtureDictionary(code)])));
    const app = createApp({ logger: createLogger('word-service', 'silent'), dictionaries, wordnet: Promise.resolve(wordnet), hunspellRoots: { en: Promise.resolve(hunspell) }, meanings: Promise.resolve(MeaningsStore.empty()) });
    const { body } = await request(app).get('/api/v1/word/en/rechristening').expect(200);
    expect(body.definition.lemma).toBe('christen');
    expect(body.definition.meanings.map((meaning: { part_of_speech: string }) => meaning.part_of_speech)).toEqual(['verb']);
    expect(body.definition.source).toContain('WordNet 3.1');
  });
});
