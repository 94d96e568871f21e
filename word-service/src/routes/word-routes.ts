import { type DictionarySet, findWord } from '@lexicon/dictionary-store';
import { mountOperations, noteUsage, type QueryWorkConfig, queryWorkOf, reportQueryCost, sendJsonText, usageRecorder, type UsageSink } from '@lexicon/service-kit';
import { AppError, type LanguageCode, parseQueryParameters, wordAudioParametersSchema, wordDetailsParametersSchema } from '@lexicon/shared';
import { type RequestHandler, Router } from 'express';
import type { AudioStore } from '../audio/audio-store';
import { type WordDetailsContext, wordDetails } from '../domain/word-details';
import { SpeechError } from '../pronunciation/speech-engine';

/** The word as the usage figures group it: folded, so `été` and `ete` count as one lookup. */
function usageQuery(dictionaries: DictionarySet, language: LanguageCode, word: string): string {
  const dictionary = dictionaries.get(language);
  return dictionary.rules.fold(word.normalize('NFC').toLocaleLowerCase(language)) ?? word;
}

export function wordRoutes(context: WordDetailsContext, audio: AudioStore, dictionaries: DictionarySet, work: QueryWorkConfig, usage?: UsageSink): Router {
  const router = Router();
  const details: RequestHandler = async (req, res) => {
    const parameters = parseQueryParameters(wordDetailsParametersSchema, { ...req.query, lang: req.params.lang, word: req.params.word });
    const answer = { language: parameters.lang, query: usageQuery(dictionaries, parameters.lang, parameters.word) };
    const budget = queryWorkOf(req, res, work);
    try {
      const details = await wordDetails(context, parameters, budget);
      reportQueryCost(res, budget.units);
      noteUsage(res, { ...answer, total: 1 });
      sendJsonText(req, res, JSON.stringify(details));
    } catch (error) {
      // A word the list lacks is still an answered lookup: it counts, as a query with no result.
      if (error instanceof AppError && error.code === 'word_not_found') noteUsage(res, { ...answer, total: 0 });
      reportQueryCost(res, budget.units);
      throw error;
    }
  };
  const spoken: RequestHandler = async (req, res) => {
    const parameters = parseQueryParameters(wordAudioParametersSchema, { lang: req.params.lang, word: req.params.word });
    const found = findWord(dictionaries.get(parameters.lang), parameters.word);
    let wav: Buffer;
    try {
      wav = await audio.wav(parameters.lang, found.word);
    } catch (error) {
      if (!(error instanceof SpeechError)) throw error;
      throw new AppError('service_unavailable', 'Speech synthesis is unavailable for now; try again shortly.', { language: parameters.lang, word: found.word });
    }
    res.type('audio/wav').set('Cache-Control', 'public, max-age=86400').send(wav);
  };
  // Each operation the catalogue gives this service, by id; one without its handler stops the start.
  mountOperations(router, 'word', { getWordDetails: [usageRecorder(usage, 'word'), details], getWordAudio: spoken });
  return router;
}
