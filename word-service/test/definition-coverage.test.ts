import { loadDictionaries, dataDirectory, type Dictionary } from '@lexicon/data';
import { englishMeanings } from '../src/definitions/english-definitions';
import { WordnetDatabase } from '../src/definitions/wordnet-database';

/**
 * Records how much of the complete English list WordNet defines, directly or through a lemma. The
 * floor guards against a regression in the lemmatiser; the figure is printed for the record.
 */
describe('English definition coverage', () => {
  let english: Dictionary;
  let wordnet: WordnetDatabase;
  beforeAll(async () => {
    english = (await loadDictionaries(dataDirectory(process.env), ['en'])).dictionaries.get('en') as Dictionary;
    wordnet = await WordnetDatabase.load();
  }, 60_000);

  it('defines at least 40% of the complete English list, and more through lemmas than without', () => {
    let defined = 0;
    let direct = 0;
    let total = 0;
    for (const { word } of english.words()) {
      total += 1;
      const found = englishMeanings(wordnet, word);
      if (found.meanings.length > 0) defined += 1;
      if (PARTS.some((part) => wordnet.has(part, word))) direct += 1;
    }
    const share = defined / total;
    process.stdout.write(`English definitions: ${defined} of ${total} words (${(share * 100).toFixed(1)}%), ${direct} without lemmatising\n`);
    expect(share).toBeGreaterThanOrEqual(0.4);
    expect(defined).toBeGreaterThan(direct);
  });
});

const PARTS = ['noun', 'verb', 'adjective', 'adverb'] as const;
