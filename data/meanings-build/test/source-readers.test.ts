import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MeaningsArtifact, encodeMeaningsArtifact } from '../src/meanings-artifact';
import { partOfSpeechOf, plainText } from '../src/meaning-entry';
import { apertiumBilingualSenses, freedictSenses, gcideSenses, littreSenses, mythesSenses, reversedFreedictSenses, wikdictSenses } from '../src/source-readers';

/** A dictd dictionary of the given entries: the `.index` text and the `.dict` bytes. */
function dictd(entries: Array<[string, string]>): [string, Buffer] {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const base64 = (value: number): string => {
    let text = '';
    do {
      text = alphabet[value % 64] + text;
      value = Math.floor(value / 64);
    } while (value > 0);
    return text;
  };
  let offset = 0;
  const lines: string[] = ['00databaseinfo\tA\tB'];
  const parts: Buffer[] = [];
  for (const [headword, text] of entries) {
    const bytes = Buffer.from(text, 'utf8');
    lines.push(`${headword}\t${base64(offset)}\t${base64(bytes.length)}`);
    parts.push(bytes);
    offset += bytes.length;
  }
  return [lines.join('\n'), Buffer.concat(parts)];
}

describe('the readers of the meanings sources', () => {
  it('reads a WikDict entry: each translation with the glosses under it, stray sense numbers dropped', () => {
    const [index, dict] = dictd([['maison', 'maison /mɛ.zɔ̃/ <n, fem>\n1. Haus 2.\nBâtiment servant de logis\n 3.\nMaisonnée\n2. Heim, Haus\nFoyer\n']]);
    expect([...wikdictSenses(index, dict, 'fra-deu')]).toEqual([
      { headword: 'maison', partOfSpeech: 'noun', definitions: ['Bâtiment servant de logis', 'Maisonnée'], synonyms: [], translations: [{ language: 'de', text: 'Haus' }] },
      { headword: 'maison', partOfSpeech: 'noun', definitions: ['Foyer'], synonyms: [], translations: [{ language: 'de', text: 'Heim, Haus' }] },
    ]);
  });

  it("reads Ding's entries: translations without their tags and examples, synonyms without braces, prefixes skipped", () => {
    const [index, dict] = dictd([
      ['haus', 'Haus /hˈaʊs/ <neut, n, sg>\nhouse <n>\n      "ein Haus bauen"  - build a house\n see: {Häuser}\n'],
      ['haus', 'Haus /hˈaʊs/ <neut, n, sg>\n [adm.] establishment <n>, institution <n>\n   Synonyms: {Einrichtung}, {Anstalt}\n'],
      ['haus', 'Haus… /hˈaʊs/ <adj>\ndomestic <adj>\n'],
    ]);
    expect([...freedictSenses(index, dict, 'deu-eng')]).toEqual([
      { headword: 'Haus', partOfSpeech: 'noun', definitions: [], synonyms: [], translations: [{ language: 'en', text: 'house' }] },
      { headword: 'Haus', partOfSpeech: 'noun', definitions: [], synonyms: ['Einrichtung', 'Anstalt'], translations: [{ language: 'en', text: 'establishment, institution' }] },
    ]);
  });

  it('reads a pair from its other side: eng-ces gives Czech headwords with their English translation', () => {
    const [index, dict] = dictd([['house', 'house <n>\ndům\n'], ['house', 'house\n [hud] house (styl hudby)\n']]);
    expect([...reversedFreedictSenses(index, dict, 'eng-ces')]).toEqual([{ headword: 'dům', partOfSpeech: 'noun', definitions: [], synonyms: [], translations: [{ language: 'en', text: 'house' }] }]);
  });

  it('reads a MyThes thesaurus in its declared encoding, antonyms left out', () => {
    const latin2 = Buffer.concat([Buffer.from('ISO8859-2\ndom|1\n(rzeczownik)|budynek|', 'latin1'), Buffer.from([0xb6, 0x77, 0x69, 0xb1]), Buffer.from('tynia\n', 'latin1')]);
    expect([...mythesSenses(latin2)]).toEqual([{ headword: 'dom', partOfSpeech: 'noun', definitions: [], synonyms: ['budynek', 'świątynia'], translations: [] }]);
    const utf8 = Buffer.from('UTF-8\nîncontinuu|1\n-|≠ discontinuu|întruna|mereu\n', 'utf8');
    expect([...mythesSenses(utf8)]).toEqual([{ headword: 'încontinuu', definitions: [], synonyms: ['întruna', 'mereu'], translations: [] }]);
  });

  it('reads GCIDE: no header, pronunciation, etymology, provenance, quotation or bare cross-reference', () => {
    const [index, dict] = dictd([
      ['crwth', 'Crowd \\Crowd\\, n. [W. crwth; akin to Gael. cruit.\n   Cf. {Rote}.]\n   An ancient instrument of music with six strings.\n   [1913 Webster]\n\n         A lackey that . . . can warble upon a crowd a little.\n                                                  --B. Jonson.\n   [1913 Webster]\n'],
      ['crwth', 'Crwth \\Crwth\\ (kr[=oo]th), n. [W.] (Mus.)\n   See 4th {Crowd}.\n   [1913 Webster]\n'],
      ['dog', 'Sun dog \\Sun dog\\ (Meteorol.)\n   A luminous spot.\n'],
    ]);
    expect([...gcideSenses(index, dict)]).toEqual([{ headword: 'crwth', partOfSpeech: 'noun', definitions: ['An ancient instrument of music with six strings.'], synonyms: [], translations: [] }]);
  });

  it('reads XMLittré: numbered senses without quotations; an article listed twice is read once, under its accented spelling', () => {
    const article = Buffer.from('<i><small>(ê-té) s. m.</small></i>\n\n<b>1°</b> La saison qui suit le printemps.\n<span foreground="#0000CD">Un été brûlant</span>, <span foreground="#B22222">HUGO</span>.\n\n<b>2°</b> Fig. L\'âge mûr.\n<b><big>HISTORIQUE</big></b>\nXIIe s.', 'utf8');
    const entry = (word: string): Buffer => {
      const fields = Buffer.alloc(8);
      fields.writeUInt32BE(0, 0);
      fields.writeUInt32BE(article.length, 4);
      return Buffer.concat([Buffer.from(word, 'utf8'), Buffer.from([0]), fields]);
    };
    expect([...littreSenses(Buffer.concat([entry('ETE'), entry('ÉTÉ')]), article)]).toEqual([
      { headword: 'été', partOfSpeech: 'noun', definitions: ['La saison qui suit le printemps.', "Fig. L'âge mûr."], synonyms: [], translations: [] },
    ]);
  });

  it('names parts of speech from the sources\' tags, and cleans markup into plain text', () => {
    expect(['<n, fem>', '(Nom)', '(subst)', 'v. t.', 'definite article', '(Adjectif)', '(Verbo)', 'adv.', '(Interj)'].map(partOfSpeechOf)).toEqual([
      'noun', 'noun', 'noun', 'verb', 'article', 'adjective', 'verb', 'adverb', 'interjection',
    ]);
    expect(partOfSpeechOf('(sigle)')).toBeUndefined();
    expect(plainText('  2° <b>A</b> {cross} ref &amp; more\n  text ')).toBe('A cross ref & more text');
    expect(plainText('word '.repeat(200)).length).toBeLessThanOrEqual(401);
  });

  it('stores records sorted by their bytes and finds each by a binary search over the file, decoding only that one', () => {
    const records = new Map([
      ['ete', [{ headword: 'été', partOfSpeech: 'noun' as const, definitions: ['La saison.'], synonyms: [], translations: [{ language: 'en' as const, text: 'summer' }], sources: [0] }]],
      ['zebre', [{ headword: 'zèbre', definitions: [], synonyms: ['équidé'], translations: [], sources: [1] }]],
      ['abri', [{ headword: 'abri', definitions: ['Lieu.'], synonyms: [], translations: [], sources: [0] }]],
    ]);
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'meanings-')), 'fr.meanings');
    writeFileSync(file, encodeMeaningsArtifact('fr', [{ provider: 'A', licence: 'x' }, { provider: 'B', licence: 'y' }], records));
    const artifact = MeaningsArtifact.open(file);
    expect(artifact.count).toBe(3);
    expect([...artifact.keys()]).toEqual(['abri', 'ete', 'zebre']);
    expect(artifact.lookup('ete')).toEqual(records.get('ete'));
    expect(artifact.lookup('zebre')).toEqual(records.get('zebre'));
    expect(artifact.lookup('abri')).toEqual(records.get('abri'));
    expect(artifact.lookup('maison')).toEqual([]);
    expect(artifact.sources).toEqual([{ provider: 'A', licence: 'x' }, { provider: 'B', licence: 'y' }]);
  });
});

describe("an Apertium bilingual dictionary's answers", () => {
  it('become translations of the lemmas it knows, asked with their reading\'s tags, alternatives joined, tags, variant numbers and unknowns dropped', () => {
    const asked: string[] = [];
    const answers: Record<string, string> = {
      '^copil<n><m><sg><ind>$': '^copil<n><m><sg><ind>/niño<n><m><sg>$',
      '^acasă<adv>$': '^acasă<adv>/a casa<adv>$',
      '^merge<vblex><inf>$': '^merge<vblex><inf>/ir<vblex><inf>/andar<vblex><inf>/ir¹<vblex><inf>$',
      '^aur<n>$': '^aur<n>/@aur<n>$',
    };
    const translate = (input: string): string => {
      asked.push(...input.split('\n'));
      return input.split('\n').map((line) => answers[line] ?? '').join('\n');
    };
    const lemmas = [
      { lemma: 'copil', tags: ['n', 'm', 'sg', 'ind'] },
      { lemma: 'acasă', tags: ['adv'] },
      { lemma: 'merge', tags: ['vblex', 'inf'] },
      { lemma: 'aur', tags: ['n'] },
    ];
    const senses = [...apertiumBilingualSenses(lemmas, translate, 'ron-spa')];
    expect(asked).toEqual(Object.keys(answers));
    expect(senses).toEqual([
      { headword: 'copil', partOfSpeech: 'noun', definitions: [], synonyms: [], translations: [{ language: 'es', text: 'niño' }] },
      { headword: 'acasă', partOfSpeech: 'adverb', definitions: [], synonyms: [], translations: [{ language: 'es', text: 'a casa' }] },
      { headword: 'merge', partOfSpeech: 'verb', definitions: [], synonyms: [], translations: [{ language: 'es', text: 'ir, andar' }] },
    ]);
  });

  it('refuses an answer that does not match the lemmas asked', () => {
    expect(() => [...apertiumBilingualSenses([{ lemma: 'copil', tags: ['n'] }], () => '', 'ron-spa')]).toThrow('answered 0 lines for 1 lemmas');
  });
});
