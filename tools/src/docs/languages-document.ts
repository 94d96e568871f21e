import { createLanguageRules, languageCatalogue, tileTableOf } from '@lexicon/engine';
import type { LanguageMetadata } from '@lexicon/shared';

/**
 * docs/languages.md, written from the languages' metadata (data/engine/src/languages/metadata/*.json),
 * which stays the one place these facts live: `npm run docs` rewrites the page and a test fails when
 * the page and the metadata disagree.
 */
export function languagesDocument(): string {
  const languages = [...languageCatalogue().values()];
  return [
    '# Languages: letters, folding and tiles',
    '',
    '<!-- Written by `npm run docs` from data/engine/src/languages/metadata/*.json; edit those files, not this page. -->',
    '',
    "Every word is matched, ordered and scored on its **folded form**: the language's letters only, in",
    "lower case. A character that is not one of the language's letters either folds to letters (French",
    '`é` → `e`, German `ß` → `ss`) or keeps the word out of the list. Patterns, racks, `contains` and',
    '`excludes` are folded the same way, so `ete` finds `été`. Words are ordered by the alphabet below,',
    'letter by letter on the folded form (Swedish `å ä ö` after `z`, Czech `č` after `c`).',
    '',
    "A word's `points` is the sum of its tiles' values. A two-letter tile (Spanish `ch`, `ll`, `rr`) is",
    'laid greedily from the left: `calle` is c, a, ll, e = 13; `chico` is ch, i, c, o = 10. A letter',
    'with no tile in the language (Spanish `k` and `w`) counts 0 and makes `has_points` false; a blank',
    'may play every letter that has a tile of its own. Worked examples: English `hello` = 8, French',
    '`été` = 3, German `straße` = s-t-r-a-s-s-e = 7, Polish `źdźbło` = 27.',
    '',
    'A two-letter tile is a tile only where a table below lists it. Everywhere else a digraph is its',
    'letters: Dutch `ij` is `i` + `j`, Czech `ch` is `c` + `h`. Racks and patterns are single letters in',
    'every language: a Spanish `ll` needs two `l` tiles in a rack and two letters in a pattern (`ca??e`',
    'finds `calle`), and still scores as the LL tile. A pattern\'s `@` is one of the vowels listed for the',
    'language; `#` is any other letter of its alphabet.',
    '',
    '| Language | Letters | Tiles | Blanks |',
    '|---|---:|---:|---:|',
    ...languages.map((metadata) => `| [${metadata.flag} ${metadata.name}](#${anchorOf(metadata)}) (\`${metadata.code}\`) | ${metadata.alphabet.length} | ${Object.keys(metadata.tiles).length} | ${metadata.blanks} |`),
    '',
    ...languages.flatMap(languageSection),
  ].join('\n');
}

function anchorOf(metadata: LanguageMetadata): string {
  return `${metadata.name}-${metadata.code}`.toLowerCase();
}

function languageSection(metadata: LanguageMetadata): string[] {
  const table = tileTableOf(createLanguageRules(metadata));
  const untiled = metadata.alphabet.filter((_letter, index) => table.hasTile[index] !== 1);
  const folding = Object.entries(metadata.folding);
  const byPoints = new Map<number, string[]>();
  for (const [tile, { points, count }] of Object.entries(metadata.tiles)) {
    byPoints.set(points, [...(byPoints.get(points) ?? []), `${tile} ×${count}`]);
  }
  return [
    `## ${metadata.name} (${metadata.code})`,
    '',
    `${metadata.flag} ${metadata.nativeName}. List: ${metadata.dictionary.name}.`,
    '',
    `- **Alphabet** (${metadata.alphabet.length} letters, in order): ${metadata.alphabet.join(' ')}`,
    `- **Vowels** (the \`@\` of patterns): ${metadata.vowels.join(' ')}`,
    `- **Folding**: ${folding.length === 0 ? 'none' : folding.map(([from, to]) => `${from} → ${to}`).join(', ')}${
      metadata.foldOtherLatinDiacritics ? '; other Latin letters with diacritics play as their base letter' : '; other characters keep a word out of the list'
    }`,
    `- **Capitalised entries**: ${metadata.capitalisedEntriesAreWords ? 'ordinary words (nouns), lower-cased' : 'proper names and acronyms, left out'}`,
    `- **Blanks**: ${metadata.blanks}${untiled.length === 0 ? '' : `; letters without a tile (count 0, \`has_points\` false, no blank plays them): ${untiled.join(' ')}`}`,
    '',
    '| Points | Tiles (× how many in the bag) |',
    '|---:|---|',
    ...[...byPoints.entries()].sort(([left], [right]) => left - right).map(([points, tiles]) => `| ${points} | ${tiles.join(', ')} |`),
    '',
  ];
}
