import { dataDirectory, sourceCacheDirectory } from '@lexicon/dictionary-store';
import { emptyPolimorfTally, polimorfDictionary, polimorfPartsOfSpeech, polimorfReader } from '../src/polish-lexicon';

describe('PoliMorf (the pinned morfologik-polish automaton)', () => {
  const dictionary = polimorfDictionary(sourceCacheDirectory(dataDirectory(process.env)));

  it('gives base words with their parts of speech, człowiek for ludzie, and the same answers asked together or one by one', () => {
    const tally = emptyPolimorfTally();
    const read = polimorfReader(dictionary, tally);
    const words = ['szedł', 'ludzie', 'psa', 'dzieci', 'chodzenie', 'xyzzy', 'najlepszego', 'ludzi', 'okulary'];
    const together = read(words);
    expect(together).toEqual(words.map((word) => read([word])[0]));
    expect(together[0]).toEqual([{ word: 'iść', partOfSpeech: 'verb' }]);
    expect(together[1]?.map((base) => base.word)).toEqual(['lud', 'człowiek']);
    expect(together[2]).toEqual([{ word: 'pies', partOfSpeech: 'noun' }]);
    expect(together[4]).toEqual([{ word: 'chodzenie', partOfSpeech: 'noun' }, { word: 'chodzić', partOfSpeech: 'verb' }]);
    expect(together[5]).toEqual([]);
    expect(together[6]).toEqual([{ word: 'dobry', partOfSpeech: 'adjective' }]);
    expect(tally.pluralOnlyGivenWay).toBeGreaterThan(0);
    expect(together[7]?.map((base) => base.word)).toEqual(['człowiek']);
    // A plural-only noun sharing its singular's stem keeps its own reading: glasses, beside eyepieces.
    expect(together[8]?.map((base) => base.word)).toEqual(expect.arrayContaining(['okulary', 'okular']));
    expect(tally.samples.pluralOnlyGivenWay).toContain('ludzie: ludzie → człowiek');
  });

  it("names the part of speech of NKJP's tags, verbal forms as the verb's", () => {
    expect(polimorfPartsOfSpeech('subst:pl:nom:m1+depr:pl:nom:m2')).toEqual(['noun']);
    expect(polimorfPartsOfSpeech('ger:sg:nom.acc:n2:imperf:aff:nonrefl')).toEqual(['verb']);
    expect(polimorfPartsOfSpeech('conj+qub')).toEqual(['conjunction', null]);
    expect(polimorfPartsOfSpeech('brev:pun')).toEqual([]);
  });
});
