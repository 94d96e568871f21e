import { z } from 'zod';
import { QUERY_WORK_ERRORS, UPSTREAM_ERRORS, type ErrorCases } from '../openapi/error-responses';
import { healthBodySchema, openApiDocumentSchema, readinessBodySchema } from '../openapi/health-schemas';
import { anagramLanguagesParametersSchema, anagramLanguagesResponseSchema, anagramSearchParametersSchema, languagesResponseSchema, patternSearchParametersSchema, searchResponseSchema } from '../wire/search-wire';
import { findMovesBodySchema, findMovesResponseSchema, MAX_MOVES_LIMIT, scoreMoveBodySchema, scoreMoveResponseSchema } from '../wire/moves-wire';
import { checkWordsParametersSchema, checkWordsResponseSchema, MAX_CHECKED_WORDS, WORD_CHECK_UNITS } from '../wire/word-check-wire';
import { DEFAULT_QUERY_PRICING } from '../http/query-pricing';
import { globalStatsResponseSchema, languageStatsParametersSchema, languageStatsResponseSchema } from '../wire/stats-wire';
import { MAX_FAMILY_LIMIT, MAX_SUGGESTIONS, wordAudioParametersSchema, wordDetailsParametersSchema, wordDetailsResponseSchema } from '../wire/word-wire';
import { checkCatalogue, defineOperation, type Operation, type OperationResponse } from './operation';
import { VIEW_CALLED_TOOLS } from './mcp-app-view';
import {
  ANAGRAM_SORT,
  COMMON,
  CONTAINS,
  DICT,
  EXCLUDES,
  FAMILY_LIMIT,
  HOOKS,
  LANG_IN_PATH,
  LANG_IN_QUERY,
  LETTERS,
  LETTERS_ANY_LANGUAGE,
  LIMIT,
  MAX_LENGTH,
  MIN_LENGTH,
  OFFSET,
  PATTERN,
  PATTERN_MAX_LENGTH,
  PATTERN_MIN_LENGTH,
  PATTERN_SORT,
  WORD,
  WORDS,
  WORDS_PER_LANGUAGE,
} from './parameter-texts';

/**
 * Every public operation, one row each (docs/api.md: REST, MCP tools, Chat completions). The gateway's
 * route and endpoint tables, Allow headers, counted paths, the OpenAPI document and the MCP tools are
 * read off these rows, and each service mounts its handlers against its own. Adding an endpoint is one
 * row here and one handler in the service that owns it.
 */

const SEARCH_PAGE: OperationResponse = {
  description: 'A page of words.',
  schema: searchResponseSchema,
  component: {
    id: 'SearchResponse',
    description: 'A page of pattern or anagram results. has_more = offset + returned < total; paging with any page size yields every match once.',
  },
};

const WORD_ERRORS: ErrorCases = {
  invalid_language: 'lang is not a supported language code.',
  invalid_parameter: `word holds a character that is no letter of the language or more than 32 letters; family_limit is not an integer from 1 to ${MAX_FAMILY_LIMIT}, or is given more than once.`,
  word_not_found: `the word is not in the language's list; \`details.suggestions\` holds up to ${MAX_SUGGESTIONS} close words (at most two edits away: a letter changed, added or removed, or two neighbours swapped).`,
};

const DICTIONARY_TEXT =
  '`dictionary`: word count; word length min, max, mean, median and distribution; letter frequencies; points mean, max, distribution and the top-scoring words; words per first letter — computed once when the service starts.';
const USAGE_TEXT =
  '`usage`: answered queries by tool and by surface (REST, MCP, chat), the most asked patterns, racks and looked-up words, the share of queries that found nothing, and requests in each of the last 24 hours — shared by every replica. No client address is recorded.';

export const OPERATIONS: readonly Operation[] = checkCatalogue([
  // The gateway's own endpoints: probes and the description of the REST surface.
  defineOperation({
    id: 'getHealth',
    method: 'GET',
    path: '/api/v1/healthz',
    service: 'gateway',
    surface: 'rest',
    counted: false,
    response: { description: 'The gateway is alive.', schema: healthBodySchema, component: { id: 'HealthBody', description: 'The process is alive.' } },
    openApi: {
      tag: 'system',
      summary: 'Health probe',
      description: 'Answers while the gateway process is alive, whatever the state of the services behind it. Not counted towards the rate limit.',
      errors: {},
    },
  }),
  defineOperation({
    id: 'getReadiness',
    method: 'GET',
    path: '/api/v1/readyz',
    service: 'gateway',
    surface: 'rest',
    counted: true,
    response: { description: 'Every service is ready.', schema: readinessBodySchema, component: { id: 'ReadinessBody', description: 'Every service behind the gateway is ready.' } },
    openApi: {
      tag: 'system',
      summary: 'Readiness probe',
      description: 'Asks every service behind the gateway whether it is ready, and reports the state of each.',
      errors: { service_unavailable: 'a service behind the gateway is not ready or unreachable; `details.services` gives the state of each.' },
    },
  }),
  defineOperation({
    id: 'getOpenApiDocument',
    method: 'GET',
    path: '/api/v1/openapi.json',
    service: 'gateway',
    surface: 'rest',
    counted: true,
    response: { description: 'The OpenAPI document.', schema: openApiDocumentSchema, component: { id: 'OpenApiDocument', description: 'An OpenAPI 3.0 document: this one.' } },
    openApi: {
      tag: 'system',
      summary: 'This description',
      description: 'The OpenAPI 3.0 description of the REST surface, generated from the schemas that validate requests and shape responses.',
      errors: {},
    },
  }),

  // The search service.
  defineOperation({
    id: 'listLanguages',
    method: 'GET',
    path: '/api/v1/languages',
    service: 'search',
    surface: 'rest',
    counted: true,
    response: {
      description: 'The languages, with totals.',
      schema: languagesResponseSchema,
      component: { id: 'LanguagesResponse', description: 'Every supported language with its default word list.' },
    },
    openApi: {
      tag: 'languages',
      summary: 'Supported languages and their dictionaries',
      description: 'Every supported language: names, flag, alphabet, and the size and sources of its default word list.',
      errors: UPSTREAM_ERRORS,
    },
    tool: {
      name: 'list_languages',
      title: 'List languages',
      description: 'The languages Lexicon serves, each with its name, flag, alphabet, word count, dictionary sources and the word lists searches can choose with dict.',
      chatChoice: 'fallback',
    },
  }),
  defineOperation({
    id: 'searchPattern',
    method: 'GET',
    path: '/api/v1/search/pattern',
    service: 'search',
    surface: 'rest',
    counted: true,
    parameters: {
      schema: patternSearchParametersSchema,
      described: {
        lang: LANG_IN_QUERY,
        pattern: PATTERN,
        contains: CONTAINS,
        excludes: EXCLUDES,
        min_length: PATTERN_MIN_LENGTH,
        max_length: PATTERN_MAX_LENGTH,
        limit: LIMIT,
        offset: OFFSET,
        hooks: HOOKS,
        sort: PATTERN_SORT,
        common: COMMON,
        dict: DICT,
      },
    },
    response: { ...SEARCH_PAGE, description: 'A page of matching words.' },
    openApi: {
      tag: 'search',
      summary: 'Words that match a pattern',
      description:
        'Words of one language that match a wildcard pattern, the letter filters and the lengths asked, in the language\'s alphabetical order, then by length. `tool` is `pattern`; `query` echoes the normalised pattern and filters.',
      errors: {
        missing_lang: 'lang is absent or empty.',
        invalid_language: 'lang is not a supported language code, or is given more than once.',
        missing_pattern: 'pattern is absent or empty.',
        invalid_pattern:
          'pattern does not parse (over 64 characters, more than 8 `*`/`%`, an unclosed or empty `[...]`, a character that is no letter of the language), or is given more than once; `details.position` says where.',
        invalid_length_range: 'min_length is greater than max_length.',
        invalid_parameter:
          'min_length or max_length is below 1 or not an integer; limit is below 1 or offset negative, or either is not an integer; hooks or common is neither true nor false; sort is none of the orders; dict is none of the lists; contains or excludes holds a character that is no letter of the language, or more than 32 letters; a letter is in both contains and excludes; or one of these is given more than once.',
        ...QUERY_WORK_ERRORS,
        ...UPSTREAM_ERRORS,
      },
    },
    tool: {
      name: VIEW_CALLED_TOOLS.searchPattern,
      title: 'Search words by pattern',
      description:
        'Words that match a whole-word pattern, in alphabetical order, with their length and points and the exact total; min_length and max_length keep to those lengths. ' +
        'Matching is case-insensitive on the folded form (French `ete` finds `été`).',
      chatChoice: { whenGiven: 'pattern', rank: 2 },
      view: true,
    },
  }),
  defineOperation({
    id: 'searchAnagram',
    method: 'GET',
    path: '/api/v1/search/anagram',
    service: 'search',
    surface: 'rest',
    counted: true,
    parameters: {
      schema: anagramSearchParametersSchema,
      described: { lang: LANG_IN_QUERY, letters: LETTERS, min_length: MIN_LENGTH, max_length: MAX_LENGTH, limit: LIMIT, offset: OFFSET, hooks: HOOKS, sort: ANAGRAM_SORT, common: COMMON, dict: DICT },
    },
    response: SEARCH_PAGE,
    openApi: {
      tag: 'search',
      summary: 'Words that can be built from a rack',
      description:
        'Words that can be built from a subset of the rack, each tile used at most once, blanks standing for any letter: longest first, then highest score, then alphabetical. `tool` is `anagram`; each word lists in `blanks` the letters its blanks stand for; `score` is the points the word makes from this rack (the letters blanks play count 0) and `points` stays the face value.',
      errors: {
        missing_lang: 'lang is absent or empty.',
        invalid_language: 'lang is not a supported language code, or is given more than once.',
        missing_letters: 'letters is absent or empty.',
        invalid_letters: 'letters holds a character that is neither a letter of the language nor a blank, or more than 32 tiles, or is given more than once.',
        invalid_length_range: 'min_length (default 2) is greater than max_length (default, and cap, the rack size).',
        invalid_parameter:
          'min_length or max_length is below 1 or not an integer; limit is below 1 or offset negative, or either is not an integer; hooks or common is neither true nor false; sort is none of the orders; dict is none of the lists; or one of these is given more than once.',
        ...QUERY_WORK_ERRORS,
        ...UPSTREAM_ERRORS,
      },
    },
    tool: {
      name: 'search_anagram',
      title: 'Find words a rack makes',
      description:
        'Every word buildable from a subset of a rack of tiles, each tile used once, longest first, then highest score; ' +
        'blanks (`?` or `_`) stand for any letter and `blanks` says which; `score` is what the word makes from this rack (blanks count 0), `points` its face value.',
      chatChoice: { whenGiven: 'letters', rank: 1 },
      view: true,
    },
  }),

  defineOperation({
    id: 'searchAnagramLanguages',
    method: 'GET',
    path: '/api/v1/search/anagram/languages',
    service: 'search',
    surface: 'rest',
    counted: true,
    parameters: {
      schema: anagramLanguagesParametersSchema,
      described: { letters: LETTERS_ANY_LANGUAGE, min_length: MIN_LENGTH, max_length: MAX_LENGTH, limit: WORDS_PER_LANGUAGE },
    },
    response: {
      description: 'What the rack makes in each language.',
      schema: anagramLanguagesResponseSchema,
      component: { id: 'AnagramLanguagesResponse', description: "One rack in every language: each language's longest and highest-scoring words, with its total." },
    },
    openApi: {
      tag: 'search',
      summary: 'What one rack makes in every language',
      description:
        "The rack in each of the twelve languages, with that language's own tiles and values: its total, the first words of the anagram order (`longest`) and the highest `score` as played (blanks count 0). A character that is no letter of a language is set aside there and named in `omitted_letters`; letters without a tile (Spanish k) in `untiled_letters`. The search runs under one deadline and is charged by its cost, like any query.",
      errors: {
        missing_letters: 'letters is absent or empty.',
        invalid_letters: 'letters holds a character that is neither a letter of any language nor a blank, or more than 32 tiles, or is given more than once.',
        invalid_length_range: 'min_length is greater than max_length.',
        invalid_parameter: 'min_length, max_length or limit is below 1 or not an integer, or one of these is given more than once.',
        ...QUERY_WORK_ERRORS,
        ...UPSTREAM_ERRORS,
      },
    },
    tool: {
      name: 'search_anagram_languages',
      title: 'Find what a rack makes in every language',
      description:
        "One rack in all twelve languages, each with its own tiles and values: per language the total, the longest words and the highest-scoring ones (`score` as played, blanks 0), and the typed letters it has no letter or tile for.",
      chatChoice: { whenGiven: 'letters', unlessGiven: 'lang', rank: 0 },
      view: true,
    },
  }),

  defineOperation({
    id: 'checkWords',
    method: 'GET',
    path: '/api/v1/words',
    service: 'search',
    surface: 'rest',
    counted: true,
    parameters: { schema: checkWordsParametersSchema, described: { lang: LANG_IN_QUERY, words: WORDS } },
    response: {
      description: 'Each word, playable or not.',
      schema: checkWordsResponseSchema,
      component: { id: 'CheckWordsResponse', description: 'The words of a move, each checked against the language\'s full list.' },
    },
    openApi: {
      tag: 'words',
      summary: 'Check the words of a move',
      description: [
        `Up to ${MAX_CHECKED_WORDS} words of one language checked at once, as a game checks every word a move forms: each with \`playable\`, \`points\`, its \`folded\` letters, the dictionary spellings (\`base\`) and the word lists (\`lists\`) that hold it, and, when not playable, up to 5 \`suggestions\` found as word details finds them. Answers keep the order asked; words that fold alike (\`ete\`, \`été\`) are one word, answered once where first asked. \`playable\` at the top says whether every word is.`,
        `Price: each distinct word answered counts ${WORD_CHECK_UNITS.toLocaleString('en')} units of query cost beside the work of its lookup, so at the default price (a point per ${DEFAULT_QUERY_PRICING.unitsPerPoint.toLocaleString('en')} units beyond the request's own) a check costs a point more per ${DEFAULT_QUERY_PRICING.unitsPerPoint / WORD_CHECK_UNITS} words: 1 to 9 words 1 point, 100 words 11 (12 when the suggestions for many unplayable words add a further ${DEFAULT_QUERY_PRICING.unitsPerPoint.toLocaleString('en')} units). The words share one request's query deadline; a check that outruns it answers \`query_too_expensive\`. Checks are not in the usage statistics.`,
      ].join('\n\n'),
      errors: {
        missing_lang: 'lang is absent or empty.',
        invalid_language: 'lang is not a supported language code, or is given more than once.',
        missing_words: 'words is absent or empty.',
        invalid_words: `words holds an empty word (two commas in a row, a comma at either end), more than ${MAX_CHECKED_WORDS} words, or a word with a character that is no letter of the language or more than 32 letters (\`details.word\` names it), or is given more than once.`,
        query_too_expensive: QUERY_WORK_ERRORS.query_too_expensive,
        ...UPSTREAM_ERRORS,
      },
    },
    tool: {
      name: 'check_words',
      title: 'Check the words of a move',
      description:
        `Whether each of up to ${MAX_CHECKED_WORDS} words is playable in one language, with its points, dictionary spellings and word lists; an unplayable word gets up to 5 close suggestions. ` +
        'Give every word a move forms, as an array of strings or comma-separated.',
      chatChoice: { whenGiven: 'words', rank: 0 },
    },
  }),

  // Moves on a board (issue 51): JSON bodies, as a board does not fit a query.
  defineOperation({
    id: 'findMoves',
    method: 'POST',
    path: '/api/v1/moves',
    service: 'search',
    surface: 'rest',
    counted: true,
    body: { schema: findMovesBodySchema, component: { id: 'FindMovesRequest', description: 'A position and a rack: which plays can be made.' } },
    response: {
      description: 'A page of plays, best first.',
      schema: findMovesResponseSchema,
      component: { id: 'FindMovesResponse', description: 'Every legal play of the rack on the board, counted, one page described in full.' },
    },
    openApi: {
      tag: 'moves',
      summary: 'The best plays of a rack on a board',
      description: [
        `Every legal play of the rack on the standard 15 × 15 board: tiles in one row or column, joined to the tiles on the board (or covering the centre on the first play), every word formed in the language's list. Each play gives its main word, start square and \`notation\`, the tiles placed (blanks marked), every word formed with its score, the 50-point bingo for a whole rack, the total and the \`leave\`. Ordered by score, then fewer tiles, then alphabetically; \`limit\` (1 to ${MAX_MOVES_LIMIT}, default 20) and \`offset\` page them. With no play, \`other_turns\` lists exchange (when the bag allows) and pass.`,
        'The search runs under the query deadline and is charged by its work like the other heavy queries; blanks multiply it (each stands for every letter).',
      ].join('\n\n'),
      errors: {
        missing_lang: 'lang is absent or empty.',
        invalid_language: 'lang is not a supported language code.',
        invalid_parameter: 'the body is not an object of the documented fields (a field of the wrong type, an unknown field, board or rack too long), or offset or limit is out of range.',
        board_size: 'the board has not 15 rows of 15 squares.',
        unknown_tile: 'a square or a rack tile is no tile of the language; `details` names it.',
        too_many_tiles: 'board and rack together hold more of a tile, or more blanks, than the game has.',
        board_not_connected: "the board's tiles are not one connected group.",
        board_off_centre: 'the board has tiles, none on the centre square.',
        rack_too_large: 'the rack holds more than 7 tiles.',
        ...QUERY_WORK_ERRORS,
        ...UPSTREAM_ERRORS,
      },
    },
    tool: {
      name: 'find_moves',
      title: 'Find the best plays on a board',
      description:
        'Every legal play of a rack (up to 7 tiles, `?` a blank) on a 15 × 15 board given as 15 rows (`.` empty, upper case a tile, lower case a blank), best first: each with its word, start square and notation (`8G` across, `G8` down), the tiles placed, every word formed with its score, the bingo bonus, the total and the leave.',
    },
  }),
  defineOperation({
    id: 'scoreMove',
    method: 'POST',
    path: '/api/v1/moves/score',
    service: 'search',
    surface: 'rest',
    counted: true,
    body: { schema: scoreMoveBodySchema, component: { id: 'ScoreMoveRequest', description: 'A position and one proposed play.' } },
    response: {
      description: 'The play checked and scored.',
      schema: scoreMoveResponseSchema,
      component: { id: 'ScoreMoveResponse', description: 'One play: whether every word it forms is in the list, each word scored.' },
    },
    openApi: {
      tag: 'moves',
      summary: 'Check and score one play',
      description:
        'Checks a proposed play on the board as a club adjudicates it: the placement must be legal (an error otherwise), and every word it forms is looked up and scored. A word not in the list is no error: `valid` is false and `words_not_in_list` names the words. The play is `{word, row, column, direction}` (rows and columns from 1 at the top left), `{word, notation}` (`8G` across, `G8` down) or `{tiles: [{row, column, letter}]}`; in a word mixing cases lower case letters are blanks. With `rack`, the play must come from it, and letters it lacks are played by its blanks where they cost least.',
      errors: {
        missing_lang: 'lang is absent or empty.',
        invalid_language: 'lang is not a supported language code.',
        invalid_parameter: 'the body is not an object of the documented fields (a field of the wrong type, an unknown field, a play of none of the three forms).',
        board_size: 'the board has not 15 rows of 15 squares.',
        unknown_tile: "a square, a rack tile or a letter of the play is no tile of the language; `details` names it.",
        too_many_tiles: 'board and rack (or the play) together hold more of a tile, or more blanks, than the game has.',
        board_not_connected: "the board's tiles are not one connected group.",
        board_off_centre: 'the board has tiles, none on the centre square.',
        rack_too_large: 'the rack holds more than 7 tiles.',
        play_notation: 'the notation is neither `8G` (across) nor `G8` (down).',
        play_not_in_line: "the play's tiles are not in one row or column, or direction is neither across nor down.",
        play_off_board: 'the play runs off the board.',
        play_not_contiguous: "the play leaves a gap, or places a tile on a taken square.",
        play_mismatch: 'a letter of the word differs from the tile already on its square.',
        play_places_nothing: 'the play places no tile.',
        play_not_whole_word: 'the word stops short of tiles in its own line: give the whole word.',
        play_not_touching: 'the play touches no tile (on an empty board: misses the centre).',
        play_too_short: 'the play forms no word of two squares or more.',
        play_not_on_rack: 'the play needs tiles the rack does not hold; `details.missing` lists them.',
        query_too_expensive: QUERY_WORK_ERRORS.query_too_expensive,
        ...UPSTREAM_ERRORS,
      },
    },
    tool: {
      name: 'score_move',
      title: 'Check and score one play',
      description:
        'Checks a proposed play on a 15 × 15 board (15 rows, `.` empty) and scores it: `{word, row, column, direction}`, `{word, notation}` or `{tiles}`. A word not in the list is no error: `valid` is false and `words_not_in_list` names it; an illegal placement is an error naming the fault.',
    },
  }),

  // The word service.
  defineOperation({
    id: 'getWordDetails',
    method: 'GET',
    path: '/api/v1/word/:lang/:word',
    service: 'word',
    surface: 'rest',
    counted: true,
    parameters: { schema: wordDetailsParametersSchema, described: { lang: LANG_IN_PATH, word: WORD, family_limit: FAMILY_LIMIT } },
    response: {
      description: 'The word and everything known about it.',
      schema: wordDetailsResponseSchema,
      component: { id: 'WordDetailsResponse', description: 'One word in detail.' },
    },
    openApi: {
      tag: 'words',
      summary: 'Details of one word: points, families, other languages, definition',
      description: [
        '`word` is the dictionary spelling (the one typed when it is one, else the first that folds alike); `variants` lists every spelling that folds to the same letters when there are several. `length` counts letters as played; `has_points` is false when a letter has no tile.',
        '`word_families` are disjoint: `starts_with` holds every word beginning with the word (also those that end with it), `ends_with` those ending with it but not beginning with it, `contains` those holding it strictly inside. Each is ordered by length, then alphabetically, never lists the word itself, and `totals` gives each family\'s exact size.',
        '`cross_languages`: every other language whose list holds the word as that language reads it (its letters folded with that language\'s rules: these tiles also make a word there), with the spelling it matched there (`word`) and that language\'s points. The rule is one-way where one language has a letter the other plays as its base: de `männer` lists en `manner`, but en `manner` lists no German word, as German plays ä as a letter of its own.',
        '`definition`: `meanings` in every language, definitions first, then translations into the other list languages and English, then synonym sets; each names its `source` and `licence` (English: WordNet 3.1, then GCIDE for words WordNet lacks; French: Littré and Wiktionary glosses through WikDict; other languages: FreeDict + WikDict, FreeDict, MyThes). `base_words`: every base word the word can be a form of, most frequent first, from a morphological lexicon (Apertium; German: german-pos-dict) or the list\'s hunspell rules, each with its `basis` (`lexicon`, `affix-rules`, `guess`); meanings follow them, each base word with the meanings of its own part of speech (`went` → go, fr `est` → être and est), the first named in `lemma`; each part of speech also as `part_of_speech_label` in the word\'s language; `phonetic` IPA between slashes (English from the CMU Pronouncing Dictionary, otherwise eSpeak NG); `audio_url` the absolute address of the spoken word; `source` every provider used. A pronunciation not computed yet is waited for briefly; past that the answer comes without `phonetic`, which later answers carry.',
      ].join('\n\n'),
      errors: { ...WORD_ERRORS, query_too_expensive: QUERY_WORK_ERRORS.query_too_expensive, ...UPSTREAM_ERRORS },
    },
    tool: {
      name: VIEW_CALLED_TOOLS.wordDetails,
      title: 'Look up a word',
      description:
        'Whether a word is in the dictionary, its points, its definition and pronunciation where known, the words that start with, ' +
        `end with or contain it, and the other languages that have it. An unknown word is an error with up to ${MAX_SUGGESTIONS} close suggestions.`,
      chatChoice: { whenGiven: 'word', rank: 3 },
      view: true,
    },
  }),
  defineOperation({
    id: 'getWordAudio',
    method: 'GET',
    path: '/api/v1/audio/:lang/:word',
    service: 'word',
    surface: 'rest',
    counted: true,
    parameters: { schema: wordAudioParametersSchema, described: { lang: LANG_IN_PATH, word: WORD } },
    response: { description: 'A WAV file.', mediaType: 'audio/wav', schema: { type: 'string', format: 'binary' } },
    openApi: {
      tag: 'words',
      summary: 'The word spoken, as a WAV file',
      description:
        'The word spoken offline by eSpeak NG in the language\'s voice, as `audio/wav` (16-bit PCM). The word is found as in the details. Synthesised once, then served from a cache.',
      errors: {
        ...WORD_ERRORS,
        invalid_parameter: 'word holds a character that is no letter of the language, or more than 32 letters.',
        ...UPSTREAM_ERRORS,
        service_unavailable: 'speech synthesis failed or took too long, or the service behind the gateway is unreachable or still loading; try again shortly.',
      },
    },
  }),

  // The statistics service.
  defineOperation({
    id: 'getLanguageStats',
    method: 'GET',
    path: '/api/v1/stats/languages/:lang',
    service: 'stats',
    surface: 'rest',
    counted: true,
    parameters: { schema: languageStatsParametersSchema, described: { lang: LANG_IN_PATH } },
    response: { description: 'The statistics.', schema: languageStatsResponseSchema, component: { id: 'LanguageStatsResponse', description: 'Statistics of one language.' } },
    openApi: {
      tag: 'stats',
      summary: 'Dictionary and usage statistics of one language',
      description: [DICTIONARY_TEXT, USAGE_TEXT].join('\n\n'),
      errors: { invalid_language: 'lang is not a supported language code.', ...UPSTREAM_ERRORS },
    },
    tool: {
      name: 'get_language_stats',
      title: 'Statistics of one language',
      description:
        "One language's dictionary figures (word lengths, letter frequencies, points, top-scoring words, words per first letter) " +
        'and its usage (requests by tool and surface, top queries, share without result, the last 24 hours).',
      chatChoice: { whenGiven: 'lang', rank: 4 },
    },
  }),
  defineOperation({
    id: 'getGlobalStats',
    method: 'GET',
    path: '/api/v1/stats/global',
    service: 'stats',
    surface: 'rest',
    counted: true,
    response: { description: 'The statistics.', schema: globalStatsResponseSchema, component: { id: 'GlobalStatsResponse', description: 'Statistics over every language.' } },
    openApi: {
      tag: 'stats',
      summary: 'Dictionary and usage statistics over all languages',
      description: [
        `${DICTIONARY_TEXT} Over every language together: letters and first letters are merged by letter.`,
        `${USAGE_TEXT} Also requests per language, and how many usage events were recorded or dropped on the way.`,
      ].join('\n\n'),
      errors: UPSTREAM_ERRORS,
    },
    tool: {
      name: 'get_global_stats',
      title: 'Statistics of all languages',
      description: 'Dictionary and usage figures over every language together, with usage per language.',
    },
  }),

  // The gateway's MCP and chat surfaces (docs/api.md, MCP tools; Chat completions): counted, not in the REST document.
  defineOperation({ id: 'mcp', method: 'POST', path: '/mcp', service: 'gateway', surface: 'mcp', counted: true }),
  defineOperation({ id: 'listModels', method: 'GET', path: '/v1/models', service: 'gateway', surface: 'chat', counted: true }),
  defineOperation({
    id: 'getModel',
    method: 'GET',
    path: '/v1/models/:id',
    service: 'gateway',
    surface: 'chat',
    counted: true,
    parameters: { schema: z.object({ id: z.string() }), described: { id: { type: 'text', description: 'The model id.' } } },
  }),
  defineOperation({ id: 'createChatCompletion', method: 'POST', path: '/v1/chat/completions', service: 'gateway', surface: 'chat', counted: true }),
]);

/** The catalogue's row of an operation; a missing id is a programming error, found at start. */
export function operationNamed(id: string): Operation {
  const found = OPERATIONS.find((operation) => operation.id === id);
  if (found === undefined) throw new Error(`no operation ${id} in the catalogue`);
  return found;
}
