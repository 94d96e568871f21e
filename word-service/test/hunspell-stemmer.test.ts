import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HunspellStemmer } from '../src/definitions/hunspell-stemmer';

const fixture = (name: string): string => readFileSync(path.join(__dirname, 'fixtures', 'hunspell', name), 'utf8');

/** tiny.aff / tiny.dic: un- and re- (cross product), pro- (none), -ed/-ied, -ness/-iness, -ing (none), -s carrying un-. */
const stemmer = HunspellStemmer.fromFiles(fixture('tiny.aff'), fixture('tiny.dic').split('\n').slice(1));

describe('hunspell stemming', () => {
  it.each([
    // A suffix whose strip characters are restored and whose condition holds.
    ['tried', ['try'], 'y → ied after a consonant'],
    ['happiness', ['happy'], 'y → iness after a consonant'],
    ['kindness', ['kind'], 'nothing stripped, -ness'],
    ['baked', ['bake'], '-d after e'],
    ['baking', ['bake'], 'e → ing'],
    // A prefix.
    ['unhappy', ['happy'], 'un-'],
    ['unlock', ['lock'], 'un-'],
    ['protest', ['test'], 'pro-'],
    // A prefix and a suffix, both groups allowing the cross product.
    ['unhappiness', ['happy'], 'un- with y → iness'],
    // A suffix carrying a prefix's flag on: the stem need not have the prefix flag itself.
    ['unfixs', ['fix'], 'un- through the continuation flag of -s'],
  ])('%s derives from %j (%s)', (word, roots) => {
    expect(stemmer.roots(word)).toEqual(roots);
  });

  it.each([
    ['unkind', 'kind is not listed with the un- flag'],
    ['tested', 'test is not listed with the -ed flag'],
    ['plaied', 'the y → ied rule needs a consonant before the y (play)'],
    ['unlocking', 'the -ing group does not allow the cross product'],
    ['protesting', 'the pro- group does not allow the cross product'],
    ['happy', 'a stem is not its own root'],
    ['un', 'nothing of the stem would remain'],
    ['zebras', 'no such stem'],
  ])('%s has no root: %s', (word) => {
    expect(stemmer.roots(word)).toEqual([]);
  });

  it('tells a prefix and suffix pair by the word with only its suffix undone', () => {
    expect(stemmer.derivations('unhappiness')).toEqual([{ root: 'happy', withPrefix: 'unhappy' }]);
    expect(stemmer.derivations('unhappy')).toEqual([{ root: 'happy' }]);
  });

  it('reads two-character flags, numeric flags and flag aliases', () => {
    const long = HunspellStemmer.fromFiles(['FLAG long', 'SFX Sx Y 1', 'SFX Sx 0 s .'].join('\n'), ['cat/AbSx', 'dog/Ab']);
    expect(long.roots('cats')).toEqual(['cat']);
    expect(long.roots('dogs')).toEqual([]);
    const numeric = HunspellStemmer.fromFiles(['FLAG num', 'SFX 101 Y 1', 'SFX 101 0 s .'].join('\n'), ['cat/7,101', 'dog/10']);
    expect(numeric.roots('cats')).toEqual(['cat']);
    expect(numeric.roots('dogs')).toEqual([]);
    const aliased = HunspellStemmer.fromFiles(['AF 2', 'AF AS', 'AF B', 'SFX S Y 1', 'SFX S 0 s .'].join('\n'), ['cat/1', 'dog/2']);
    expect(aliased.roots('cats')).toEqual(['cat']);
    expect(aliased.roots('dogs')).toEqual([]);
  });

  it('joins the flags of a stem listed twice and ignores morphological fields', () => {
    const homonyms = HunspellStemmer.fromFiles(fixture('tiny.aff'), ['lead/D', 'lead/G\tpo:verb']);
    expect(homonyms.roots('leaded')).toEqual(['lead']);
    expect(homonyms.roots('leading')).toEqual(['lead']);
  });
});
