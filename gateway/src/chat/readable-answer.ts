import {
  type AnagramLanguagesResponse,
  anagramLanguagesResponseSchema,
  errorEnvelopeSchema,
  globalStatsResponseSchema,
  type Hooks,
  languageStatsResponseSchema,
  languagesResponseSchema,
  searchResponseSchema,
  type SearchResponse,
  type SearchWord,
  usageFiguresSchema,
  wordDetailsResponseSchema,
  type WordDetailsResponse,
} from '@lexicon/shared';

/**
 * A tool's result as the assistant says it (docs/api.md, "Chat completions"): plain sentences
 * a person reads and a client shows as they are, holding what a user came for (the words, the totals,
 * how to get the next page), not the JSON. Deterministic: the same result always reads the same.
 */

const count = (value: number): string => value.toLocaleString('en');
const plural = (value: number, one: string, many: string): string => `${count(value)} ${value === 1 ? one : many}`;

/** At most this many family words are named per family; the totals say how many there are. */
const FAMILY_WORDS_SHOWN = 10;

/** Hook letters as read out: `s` before, `s` after, or none. */
const hooksText = (hooks: Hooks): string =>
  hooks.front.length === 0 && hooks.back.length === 0 ? 'no hooks' : `hooks ${hooks.front.join('') || '-'} before, ${hooks.back.join('') || '-'} after`;

/** A pattern word's face value; an anagram's score from the rack, and its face value where blanks make them differ. */
const pointsText = ({ points, score }: SearchWord): string =>
  score === undefined ? plural(points, 'point', 'points') : `scores ${plural(score, 'point', 'points')}${score === points ? '' : ` from this rack, face value ${count(points)}`}`;

/** A listed word: its points or score, the letters its blanks play, its hooks when asked for. */
const wordText = (word: SearchWord): string =>
  `${word.word} (${pointsText(word)}${word.blanks === undefined ? '' : `, ${word.blanks.length === 1 ? 'blank' : 'blanks'} as ${word.blanks.join(', ')}`}` +
  `${word.hooks === undefined ? '' : `, ${hooksText(word.hooks)}`})`;

function searchAnswer(result: SearchResponse): string {
  const lines = [result.description];
  if (result.returned > 0) {
    const words = result.words.map((word) => wordText(word));
    lines.push(`Words ${count(result.offset + 1)} to ${count(result.offset + result.returned)} of ${count(result.total)}: ${words.join(', ')}.`);
  } else if (result.total > 0) {
    lines.push(`No words on this page: offset ${count(result.offset)} is past the ${count(result.total)} matches.`);
  }
  if (result.has_more) lines.push(`More: ask again with offset=${result.offset + result.returned} (limit=${result.limit}).`);
  return lines.join('\n');
}

/** One rack in every language: a line per language that makes something, then those that make nothing (the description names any cut). */
function anagramLanguagesAnswer(result: AnagramLanguagesResponse): string {
  const lines = [result.description];
  const none: string[] = [];
  for (const language of result.languages) {
    const omitted = language.omitted_letters.length === 0 ? '' : ` (no ${language.omitted_letters.join(', ')} here)`;
    if (language.total === null) continue;
    if (language.total === 0) {
      none.push(`${language.name}${omitted}`);
      continue;
    }
    const highest = language.highest_scoring.filter((word) => !language.longest.some((longest) => longest.word === word.word));
    lines.push(
      `${language.name}${omitted}: ${plural(language.total, 'word', 'words')}; longest ${language.longest.map(wordText).join(', ')}` +
        (highest.length === 0 ? '.' : `; highest scoring also ${highest.map(wordText).join(', ')}.`),
    );
  }
  if (none.length > 0) lines.push(`Nothing in ${none.join(', ')}.`);
  return lines.join('\n');
}

function familyLine(name: string, words: readonly { word: string }[], total: number): string {
  if (total === 0) return `${name}: none.`;
  const shown = words.slice(0, FAMILY_WORDS_SHOWN).map((word) => word.word);
  return `${name}: ${plural(total, 'word', 'words')}, e.g. ${shown.join(', ')}${total > shown.length ? ', …' : ''}.`;
}

/** How many translations a readable answer shows. */
const TRANSLATIONS_SHOWN = 6;

function wordAnswer(result: WordDetailsResponse): string {
  const lines = [
    `${result.word} is ${/^[AEIOU]/.test(result.language_name) ? 'an' : 'a'} ${result.language_name} word: ${plural(result.length, 'letter', 'letters')}, ` +
      (result.has_points ? `${plural(result.points, 'point', 'points')}.` : 'no points (a letter has no tile).'),
  ];
  if (result.definition?.phonetic !== undefined) lines.push(`Pronunciation: ${result.definition.phonetic}.`);
  const baseWords = (result.definition?.base_words ?? []).filter((base) => base.word !== result.word);
  if (baseWords.length > 0) {
    const named = baseWords.map((base) => `${base.word}${base.part_of_speech === undefined ? '' : ` (${base.part_of_speech})`}${base.basis === 'guess' ? ', a guess' : ''}`);
    lines.push(`A form of ${named.join('; ')}.`);
  }
  const meanings = result.definition?.meanings ?? [];
  const sense = meanings.find((meaning) => meaning.definitions.length > 0);
  const first = sense?.definitions[0];
  const lemma = result.definition?.lemma === undefined ? '' : ` (of ${result.definition.lemma})`;
  if (sense !== undefined && first !== undefined) {
    const part = sense.part_of_speech === undefined ? '' : ` (${sense.part_of_speech})`;
    lines.push(`Meaning${lemma}${part}: ${first.definition.replace(/\.$/, '')}. Source: ${sense.source}, ${sense.licence}.`);
  }
  const translations = meanings.flatMap((meaning) => meaning.translations ?? []).slice(0, TRANSLATIONS_SHOWN);
  if (translations.length > 0) lines.push(`Translations: ${translations.map((translation) => `${translation.language} ${translation.text}`).join('; ')}.`);
  const synonyms = [...new Set(meanings.flatMap((meaning) => meaning.synonyms ?? []))].slice(0, FAMILY_WORDS_SHOWN);
  if (sense === undefined && synonyms.length > 0) lines.push(`Synonyms: ${synonyms.join(', ')}.`);
  const families = result.word_families;
  lines.push(familyLine('Starting with it', families.starts_with, families.totals.starts_with));
  lines.push(familyLine('Ending with it', families.ends_with, families.totals.ends_with));
  lines.push(familyLine('Holding it inside', families.contains, families.totals.contains));
  const { front, back } = result.hooks;
  lines.push(`Front hooks: ${front.length === 0 ? 'none' : front.join(', ')}. Back hooks: ${back.length === 0 ? 'none' : back.join(', ')}.`);
  lines.push(
    `Alphagram: ${result.alphagram}. ` +
      (result.anagram_count === 0 ? 'No anagrams.' : `Anagrams: ${plural(result.anagram_count, 'word', 'words')}, ${result.anagrams.slice(0, FAMILY_WORDS_SHOWN).join(', ')}${result.anagram_count > Math.min(result.anagrams.length, FAMILY_WORDS_SHOWN) ? ', …' : ''}.`),
  );
  lines.push(
    `${result.common_rank === null ? 'Not among the common words' : `Common word, rank ${count(result.common_rank)}`}. ` +
      `Probability of drawing its tiles from a full bag: ${result.probability === 0 ? '0 (no tile or blank plays one of its letters)' : result.probability.toPrecision(3)}.`,
  );
  if (result.cross_languages.length > 0) lines.push(`Also a word in: ${result.cross_languages.map((language) => `${language.name} (${plural(language.points, 'point', 'points')})`).join(', ')}.`);
  return lines.join('\n');
}

function usageLine(usage: unknown): string {
  const figures = usageFiguresSchema.safeParse(usage);
  if (!figures.success) return 'Usage figures are unavailable right now.';
  return `Usage: ${plural(figures.data.requests, 'request', 'requests')} answered (${count(figures.data.by_tool.pattern)} pattern, ${count(figures.data.by_tool.anagram)} anagram, ${count(figures.data.by_tool.word)} word).`;
}

/** The readable answer for a tool's JSON result, whichever tool gave it. */
export function readableAnswer(result: unknown): string {
  const failure = errorEnvelopeSchema.safeParse(result);
  if (failure.success) return `The tool failed: ${failure.data.error.message}`;
  const search = searchResponseSchema.safeParse(result);
  if (search.success) return searchAnswer(search.data);
  const racks = anagramLanguagesResponseSchema.safeParse(result);
  if (racks.success) return anagramLanguagesAnswer(racks.data);
  const word = wordDetailsResponseSchema.safeParse(result);
  if (word.success) return wordAnswer(word.data);
  const language = languageStatsResponseSchema.safeParse(result);
  if (language.success) {
    const { dictionary } = language.data;
    const top = dictionary.points.top_words[0];
    return [
      `${language.data.name}: ${plural(dictionary.word_count, 'word', 'words')}, ${dictionary.length.min} to ${dictionary.length.max} letters long (mean ${dictionary.length.mean}).`,
      top === undefined ? '' : `Highest-scoring word: ${top.word} (${plural(top.points, 'point', 'points')}).`,
      usageLine(language.data.usage),
    ]
      .filter((line) => line !== '')
      .join('\n');
  }
  const global = globalStatsResponseSchema.safeParse(result);
  if (global.success) {
    return [`${plural(global.data.languages.length, 'language', 'languages')}, ${plural(global.data.dictionary.word_count, 'word', 'words')} in all.`, usageLine(global.data.usage)].join('\n');
  }
  const languages = languagesResponseSchema.safeParse(result);
  if (languages.success) {
    const list = languages.data.languages.map((entry) => `${entry.name} (${entry.code}, ${plural(entry.word_count, 'word', 'words')})`);
    return `${plural(languages.data.totals.languages, 'language', 'languages')}, ${plural(languages.data.totals.words, 'word', 'words')} in all: ${list.join(', ')}.`;
  }
  return typeof result === 'string' ? result : 'The tool answered; its result is in the tool message.';
}
