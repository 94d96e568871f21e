import type { DictionarySet } from '@lexicon/data';
import { AppError, parseQueryParameters, wordAudioParametersSchema, wordDetailsParametersSchema } from '@lexicon/shared';
import { Router } from 'express';
import type { AudioStore } from '../audio/audio-store';
import { type WordDetailsContext, wordDetails } from '../domain/word-details';
import { findWord } from '../domain/word-lookup';
import { SpeechError } from '../pronunciation/speech-engine';

export function wordRoutes(context: WordDetailsContext, audio: AudioStore, dictionaries: DictionarySet): Router {
  const router = Router();
  router.get('/api/v1/word/:lang/:word', async (req, res) => {
    const parameters = parseQueryParameters(wordDetailsParametersSchema, { ...req.query, lang: req.params.lang, word: req.params.word });
    res.type('application/json; charset=utf-8').send(JSON.stringify(await wordDetails(context, parameters)));
  });
  router.get('/api/v1/audio/:lang/:word', async (req, res) => {
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
  });
  return router;
}
