import { DEFAULT_FAMILY_LIMIT, MAX_FAMILY_LIMIT, wordDetailsParametersSchema, wordDetailsResponseSchema } from '@lexicon/shared';
import { LANG_TEXT } from './argument-texts';
import { toolArguments } from './tool-arguments';
import { defineTool } from './tool-definition';

export const getWordDetails = defineTool({
  name: 'get_word_details',
  title: 'Look up a word',
  description:
    'Whether a word is in the dictionary, its points, its definition and pronunciation where known, the words that start with, ' +
    'end with or contain it, and the other languages that have it. An unknown word is an error with up to 5 close suggestions. ' +
    'Same as GET /api/v1/word/{lang}/{word}.',
  arguments: toolArguments(wordDetailsParametersSchema, {
    lang: LANG_TEXT,
    word: 'The word to look up, in any case; accents fold as in pattern search.',
    family_limit: `Words listed per family, 1 to ${MAX_FAMILY_LIMIT}, default ${DEFAULT_FAMILY_LIMIT}.`,
  }),
  output: wordDetailsResponseSchema,
  serviceCall: ({ lang, word, family_limit }) => ({
    service: 'word',
    path: `/api/v1/word/${encodeURIComponent(String(lang))}/${encodeURIComponent(String(word))}`,
    query: { family_limit },
  }),
});
