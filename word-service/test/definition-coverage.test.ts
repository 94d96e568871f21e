import { loadDictionaries, dataDirectory } from '@lexicon/dictionary-store';
import { type Dictionary } from '@lexicon/engine';
import { englishMeanings } from '../src/definitions/english-definitions';
import { type HunspellRoots, loadHunspellRoots } from '../src/definitions/hunspell-roots';
import { PARTS_OF_SPEECH, WordnetDatabase } from '../src/definitions/wordnet-database';

/**
 * Records how much of the complete English list WordNet defines: directly, through morphy and the
 * irregular forms, and through the hunspell roots as well. The floor sits just below the measured
 * share and guards against a regression in the lemmatisers; the figures are printed for the record.
 */
describe('English definition coverage', () => {
  let english: Dictionary;
  let wordnet: WordnetDatabase;
  let hunspell: HunspellRoots;
  beforeAll(async () => {
    english = (await loadDictionaries(dataDirectory(process.env), ['en'])).dictionaries.get('en') as Dictionary;
    [wordnet, hunspell] = await Promise.all([WordnetDatabase.load(), loadHunspellRoots('en')]);
  }, 60_000);

  it('defines at least 43% of the complete English list, each lemma source adding words', () => {
    let direct = 0;
    let inflected = 0;
    let rooted = 0;
    let total = 0;
    for (const { word } of english.words()) {
      total += 1;
      if (PARTS_OF_SPEECH.some((part) => wordnet.has(part, word))) direct += 1;
      if (englishMeanings(wordnet, word).meanings.length > 0) inflected += 1;
      if (englishMeanings(wordnet, word, hunspell).meanings.length > 0) rooted += 1;
    }
    const share = (count: number): string => `${count} (${((count / total) * 100).toFixed(1)}%)`;
    process.stdout.write(
      `English definitions of ${total} words: ${share(direct)} without lemmatising, ${share(inflected)} with morphy and irregular forms, ${share(rooted)} with hunspell roots too\n`,
    );
    expect(rooted / total).toBeGreaterThanOrEqual(0.43);
    expect(inflected).toBeGreaterThan(direct);
    expect(rooted).toBeGreaterThan(inflected);
  });
});
