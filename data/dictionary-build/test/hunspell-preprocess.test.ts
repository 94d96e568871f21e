import { dictionaryEntryLines, dropUnplayableAffixRules } from '../src/hunspell-preprocess';

describe('hunspell source repairs', () => {
  it('drops .dic lines that start with /, # or white space, and the count line', () => {
    const dic = ['5', 'chat/S', '# a comment', '/junk', ' indented', '\tta', 'maison', ''].join('\n');
    expect(dictionaryEntryLines(dic)).toEqual(['chat/S', 'maison']);
  });

  it('drops affix rules adding an apostrophe, a capital or a hyphen, and corrects the group counts', () => {
    const aff = [
      'SET UTF-8',
      'PFX L Y 3',
      "PFX L 0 l' .",
      'PFX L 0 re .',
      'PFX L 0 X .',
      'SFX S Y 3',
      'SFX S 0 s .',
      'SFX S 0 -ci .',
      'SFX S 0 es/T [^s]',
    ].join('\n');
    const { text, droppedRules } = dropUnplayableAffixRules(aff);
    expect(droppedRules).toBe(3);
    expect(text.split('\n')).toEqual(['SET UTF-8', 'PFX L Y 1', 'PFX L 0 re .', 'SFX S Y 2', 'SFX S 0 s .', 'SFX S 0 es/T [^s]']);
  });
});
