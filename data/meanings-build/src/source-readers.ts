import { dictdEntries, entryHeadword, entryTag } from './dictd-file';
import type { LanguageCode, Translation } from '@lexicon/shared';
import { analyserPartOfSpeech } from './analyser-parts-of-speech';
import { type MeaningEntry, partOfSpeechOf, plainText } from './meaning-entry';

/** A sense read from a source, before the build gives it the index of its source. */
export type SourceSense = Omit<MeaningEntry, 'sources'>;

/** FreeDict's three-letter codes of the languages a pair translates into, as Lexicon's codes. */
const FREEDICT_LANGUAGES: Readonly<Record<string, LanguageCode>> = {
  eng: 'en', fra: 'fr', deu: 'de', spa: 'es', ita: 'it', nld: 'nl', por: 'pt', pol: 'pl', swe: 'sv', ron: 'ro', ces: 'cs', dan: 'da',
};

export function pairTarget(pair: string): LanguageCode {
  const target = pair.split('-')[1] ?? '';
  const code = FREEDICT_LANGUAGES[target];
  if (code === undefined) throw new Error(`FreeDict pair ${pair} translates into a language Lexicon has no code for`);
  return code;
}

export function pairSource(pair: string): LanguageCode {
  const code = FREEDICT_LANGUAGES[pair.split('-')[0] ?? ''];
  if (code === undefined) throw new Error(`FreeDict pair ${pair} translates from a language Lexicon has no code for`);
  return code;
}

const SENSE_START = /^(\d+)\.\s+(.*)$/;
/** WikDict leaves a gloss's own number on a line of its own (` 3.`) or after the translation (`Haus 2.`). */
const STRAY_NUMBER = /^\s*\d+\.\s*$/;
const TRAILING_NUMBER = /\s+\d+\.\s*$/;

const translationText = (line: string): string =>
  plainText(line.replace(TRAILING_NUMBER, '').replace(/<[^>]*>/g, '').replace(/\[[^\]]*\]/g, '')).replace(/\s+([,;])/g, '$1');

/**
 * A FreeDict + WikDict entry: after the headword line, each sense is a translation line (numbered
 * `1. Haus` when there are several) followed by its glosses in the headword's language.
 */
export function* wikdictSenses(indexText: string, dict: Buffer, pair: string): Generator<SourceSense> {
  const language = pairTarget(pair);
  for (const { text } of dictdEntries(indexText, dict)) {
    const headword = entryHeadword(text);
    const partOfSpeech = partOfSpeechOf(entryTag(text));
    const senses: Array<{ translation: string; glosses: string[] }> = [];
    for (const line of text.split('\n').slice(1)) {
      if (line.trim() === '' || STRAY_NUMBER.test(line)) continue;
      const start = SENSE_START.exec(line);
      if (start !== null || senses.length === 0) senses.push({ translation: translationText(start?.[2] ?? line), glosses: [] });
      else (senses[senses.length - 1] as { glosses: string[] }).glosses.push(plainText(line));
    }
    for (const sense of senses) {
      yield {
        headword,
        ...(partOfSpeech === undefined ? {} : { partOfSpeech }),
        definitions: sense.glosses.filter((gloss) => gloss !== ''),
        synonyms: [],
        translations: sense.translation === '' ? [] : [{ language, text: sense.translation }],
      };
    }
  }
}

/** Ding's (deu-eng) cross-references and examples, and FreeDict's notes: none of them is a translation. */
const NOT_A_TRANSLATION = /^\s*(see:|note:|"|syn(onym)?s?:)/i;
const SYNONYMS = /^\s*Synonyms?:\s*(.*)$/i;

/**
 * A FreeDict pair without glosses: each body line is a translation (`1. house`), Ding's entries also
 * give synonyms in the headword's language (`Synonyms: {Einrichtung}, {Anstalt}`).
 */
export function* freedictSenses(indexText: string, dict: Buffer, pair: string): Generator<SourceSense> {
  const language = pairTarget(pair);
  for (const { text } of dictdEntries(indexText, dict)) {
    const headword = entryHeadword(text);
    // Ding writes prefixes and the first parts of compounds as `Haus…`: no word of a list.
    if (headword.endsWith('…') || headword.endsWith('‐') || headword.endsWith('-')) continue;
    const partOfSpeech = partOfSpeechOf(entryTag(text));
    const translations: Translation[] = [];
    const synonyms: string[] = [];
    for (const line of text.split('\n').slice(1)) {
      const synonymLine = SYNONYMS.exec(line);
      if (synonymLine !== null) {
        synonyms.push(...(synonymLine[1] ?? '').split(/\},\s*\{/).map(plainText).filter((synonym) => synonym !== ''));
        continue;
      }
      if (line.trim() === '' || NOT_A_TRANSLATION.test(line) || /^\s{4,}/.test(line)) continue;
      const translated = translationText(line);
      if (translated !== '') translations.push({ language, text: translated });
    }
    if (translations.length > 0) yield { headword, ...(partOfSpeech === undefined ? {} : { partOfSpeech }), definitions: [], synonyms, translations };
  }
}

/**
 * A pair read from its other side: each translation of `eng-ces` becomes a Czech headword whose
 * translation is the English one (house → dům gives dům → house).
 */
export function* reversedFreedictSenses(indexText: string, dict: Buffer, pair: string): Generator<SourceSense> {
  const language = pairSource(pair);
  for (const { text } of dictdEntries(indexText, dict)) {
    const english = entryHeadword(text);
    const partOfSpeech = partOfSpeechOf(entryTag(text));
    for (const line of text.split('\n').slice(1)) {
      if (line.trim() === '' || /^\s/.test(line) || NOT_A_TRANSLATION.test(line)) continue;
      for (const word of line.split(/,\s*/)) {
        const headword = plainText(word.replace(/\([^)]*\)/g, ''));
        if (headword === '' || /\s/.test(headword)) continue;
        yield { headword, ...(partOfSpeech === undefined ? {} : { partOfSpeech }), definitions: [], synonyms: [], translations: [{ language, text: english }] };
      }
    }
  }
}

/**
 * A MyThes thesaurus (`.dat`): its first line names the encoding; then `word|senses` followed by one
 * line per sense, `(part of speech)|synonym|synonym…` (`≠ word` marks an antonym, left out).
 */
export function* mythesSenses(bytes: Buffer): Generator<SourceSense> {
  const firstLineEnd = bytes.indexOf(10);
  const encoding = bytes.toString('latin1', 0, firstLineEnd).trim().toLowerCase();
  const lines = new TextDecoder(encoding).decode(bytes.subarray(firstLineEnd + 1)).split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const [headword, count] = (lines[i] as string).split('|');
    const senses = Number(count);
    if (headword === undefined || headword === '' || !Number.isInteger(senses)) continue;
    for (let j = 1; j <= senses && i + j < lines.length; j += 1) {
      const [tag = '', ...words] = (lines[i + j] as string).split('|');
      const partOfSpeech = partOfSpeechOf(tag);
      const synonyms = words
        .filter((word) => !word.trim().startsWith('≠'))
        .map((word) => plainText(word.replace(/\s*\([^)]*\)\s*$/, '')))
        .filter((word) => word !== '' && word !== headword);
      if (synonyms.length > 0) yield { headword, ...(partOfSpeech === undefined ? {} : { partOfSpeech }), definitions: [], synonyms: [...new Set(synonyms)], translations: [] };
    }
    i += senses;
  }
}

/** `Dog \\Dog\\ (d[o^]g), n. [etymology…`: the headword, then the part of speech after the pronunciation. */
const GCIDE_HEADER = /^([^\\\n]*)\\[^\\]*\\(?:\s*\([^)]*\))?,?\s*([^[\n]*?)\s*(?:\[|\n|$)/;

const CROSS_REFERENCE = /^(?:\([^)]*\)\s*)*See\b[^.]*\.?$/;

/** GCIDE's notes of where a text comes from: `[1913 Webster]`, `[PJC]`, `[WordNet 1.5]`. */
const GCIDE_PROVENANCE = /\[(?:[^\]]*(?:Webster|PJC|WordNet|Century|Chambers|Source|Wordnet)[^\]]*)\]/g;

/**
 * A GCIDE entry: `Crowd \Crowd\, n. [etymology]` then the definitions (numbered or not), quotations
 * (indented, `--Author`) and notes. The header, the etymology, the provenance marks and the
 * quotations are left out; each definition paragraph is one definition.
 */
export function* gcideSenses(indexText: string, dict: Buffer): Generator<SourceSense> {
  for (const { indexWord, text } of dictdEntries(indexText, dict)) {
    const header = GCIDE_HEADER.exec(text);
    const entryWord = (header?.[1] ?? '').trim();
    // The index also lists an entry under each word of a phrase (dog → Sun dog): only the entry's own
    // headword, or a one-word entry it names as another spelling (crwth → Crowd), is kept.
    if (entryWord.includes(' ') && entryWord.toLowerCase() !== indexWord.toLowerCase()) continue;
    const partOfSpeech = partOfSpeechOf(header?.[2] ?? '');
    let body = header === null ? text.slice(text.indexOf('\n') + 1) : text.slice(header[0].length - (header[0].endsWith('[') ? 1 : 0));
    body = withoutLeadingEtymology(body).replace(GCIDE_PROVENANCE, '');
    const definitions: string[] = [];
    for (const paragraph of body.split(/\n\s*\n/)) {
      // Quotations and their authors are indented deeper than definitions.
      if (/^\s{6,}/.test(paragraph) || /--[A-Z]/.test(paragraph) || /^\s*(Syn\.|Note:|\[Obs\.\]\s*$)/.test(paragraph)) continue;
      const definition = plainText(paragraph.replace(/^\s*Defn:\s*/, ''));
      // A bare cross-reference (`(Mus.) See 4th Crowd.`) says nothing of the meaning.
      if (definition.length >= 3 && !CROSS_REFERENCE.test(definition) && !definitions.includes(definition)) definitions.push(definition);
    }
    if (definitions.length > 0) yield { headword: indexWord, ...(partOfSpeech === undefined ? {} : { partOfSpeech }), definitions, synonyms: [], translations: [] };
  }
}

/** The bracketed etymology an entry's body opens with, which may run over several lines. */
function withoutLeadingEtymology(body: string): string {
  const trimmed = body.trimStart();
  if (!trimmed.startsWith('[')) return body;
  let depth = 0;
  for (let i = 0; i < trimmed.length; i += 1) {
    if (trimmed[i] === '[') depth += 1;
    else if (trimmed[i] === ']') {
      depth -= 1;
      if (depth === 0) return trimmed.slice(i + 1);
    }
  }
  return body;
}

/**
 * XMLittré in StarDict format: the `.idx` gives each headword (NUL-terminated) with the offset and
 * size (32-bit big-endian) of its Pango-marked text in the `.dict`. Senses are `<b>1°</b> text`;
 * quotations (`<span …>`) and the historical and etymological sections are left out.
 */
export function* littreSenses(idx: Buffer, dict: Buffer): Generator<SourceSense> {
  // The index lists an article under its spelling and again without accents (été, ete): the
  // spelling with the most accented letters names it.
  const articles = new Map<number, { headword: string; size: number }>();
  let position = 0;
  while (position < idx.length) {
    const end = idx.indexOf(0, position);
    if (end < 0) break;
    const headword = idx.toString('utf8', position, end).toLocaleLowerCase('fr').trim();
    const offset = idx.readUInt32BE(end + 1);
    const size = idx.readUInt32BE(end + 5);
    position = end + 9;
    if (headword === '' || headword.startsWith('-')) continue;
    const known = articles.get(offset);
    if (known === undefined || accentedLetters(headword) > accentedLetters(known.headword)) articles.set(offset, { headword, size });
  }
  for (const [offset, { headword, size }] of articles) {
    const text = dict.toString('utf8', offset, offset + size);
    const main = text.split(/<b><big>/)[0] ?? '';
    const tag = /<small>\(([^)]*)\)\s*([^<]*)<\/small>/.exec(main)?.[2] ?? '';
    const partOfSpeech = partOfSpeechOf(tag.replace(/^s\.\s*[mf]\.?.*/, 'n'));
    const withoutQuotes = main.replace(/<span[^>]*>[\s\S]*?<\/span>[.,;]?/g, '').replace(/<i><small>[\s\S]*?<\/small><\/i>/, '');
    const numbered = withoutQuotes.split(/<b>\d+°<\/b>/).slice(1);
    const paragraphs = numbered.length > 0 ? numbered : [withoutQuotes];
    const definitions = paragraphs
      .map((paragraph) => plainText((paragraph.split('\n').find((line) => line.trim() !== '') ?? '').replace(/\s*[,.]\s*$/, '.')))
      .filter((definition) => definition.length >= 3);
    if (definitions.length > 0) yield { headword, ...(partOfSpeech === undefined ? {} : { partOfSpeech }), definitions, synonyms: [], translations: [] };
  }
}

const accentedLetters = (word: string): number => word.normalize('NFD').length - word.length;

/**
 * A lemma an Apertium analyser knows and the tags of one of its readings (`copil`, `n m sg ind`): a
 * bilingual dictionary matches a lemma on its part of speech and, in some, its gender (Swedish
 * `hus<n><nt>`, Spanish `casa<n><f>` into English), and carries the tags after those through.
 */
export interface AnalyserLemma {
  lemma: string;
  tags: readonly string[];
}

/** A lemma's variant number in a bilingual dictionary (Danish `må¹`), no part of the word. */
const VARIANT_NUMBER = /[¹²³⁰-⁹]/g;

/**
 * An Apertium bilingual dictionary (`*.autobil.bin`) asked, through `translate` (lt-proc -b), for each
 * lemma of its language's analyser: `^copil<n><m><sg>$` answers `^copil<n><m><sg>/niño<n><m><sg>$`,
 * several `/` alternatives when it gives several, `@copil<n>` when it gives none. Translations only.
 */
export function* apertiumBilingualSenses(lemmas: readonly AnalyserLemma[], translate: (input: string) => string, pair: string): Generator<SourceSense> {
  const language = pairTarget(pair);
  const answers = translate(lemmas.map(({ lemma, tags }) => `^${lemma}${tags.map((tag) => `<${tag}>`).join('')}$`).join('\n')).split('\n').filter((line) => line.startsWith('^'));
  if (answers.length !== lemmas.length) throw new Error(`lt-proc -b answered ${answers.length} lines for ${lemmas.length} lemmas`);
  for (const [index, answer] of answers.entries()) {
    const { lemma, tags } = lemmas[index] as AnalyserLemma;
    const texts = answer
      .replace(/^\^/, '')
      .replace(/\$$/, '')
      .split('/')
      .slice(1)
      .filter((alternative) => !alternative.startsWith('@'))
      .map((alternative) => alternative.replace(/<[^>]*>/g, '').replace(/#/g, '').replace(VARIANT_NUMBER, '').trim())
      .filter((text, position, all) => text !== '' && all.indexOf(text) === position);
    if (texts.length === 0) continue;
    const partOfSpeech = analyserPartOfSpeech(tags);
    yield { headword: lemma, ...(partOfSpeech === undefined ? {} : { partOfSpeech }), definitions: [], synonyms: [], translations: [{ language, text: texts.join(', ') }] };
  }
}
