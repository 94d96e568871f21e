import type { LanguageCode } from '@lexicon/shared';
import { LRUCache } from 'lru-cache';
import { SharedComputations } from '../caching/shared-computations';
import { withinBudget } from '../caching/within-budget';
import { cmuIpa } from './cmu-pronunciations';
import { ESPEAK_VOICES } from './espeak-voices';
import { cleanEspeakIpa } from './ipa-cleanup';
import type { SpeechEngine } from './speech-engine';

/**
 * eSpeak NG's transcription of a word in the language's voice, with its artefacts rewritten as a
 * dictionary would write them (ipa-cleanup.ts); '' when eSpeak gives nothing.
 */
export async function espeakIpa(speech: SpeechEngine, language: LanguageCode, word: string): Promise<string> {
  const ipa = await speech.ipa(ESPEAK_VOICES[language], word);
  return ipa === '' ? '' : cleanEspeakIpa(language, ipa, word);
}

export type PronunciationSource = 'CMU Pronouncing Dictionary' | 'eSpeak NG';

export interface Pronunciation {
  /** IPA between slashes. */
  phonetic: string;
  source: PronunciationSource;
}

/**
 * IPA for words: English from CMU when it has the word, everything else from eSpeak NG. Results are
 * cached, and a word asked for again while eSpeak is still working shares the one computation.
 */
export class Pronunciations {
  private readonly known = new SharedComputations(new LRUCache<string, Pronunciation>({ max: 200_000 }));

  constructor(private readonly speech: SpeechEngine) {}

  /** The cached pronunciation, if any, without starting anything. */
  cached(language: LanguageCode, word: string): Pronunciation | undefined {
    return this.known.cached(`${language}:${word}`);
  }

  /** The pronunciation, computed when needed; undefined when no provider can give one. */
  of(language: LanguageCode, word: string): Promise<Pronunciation | undefined> {
    return this.known.get(`${language}:${word}`, () => this.compute(language, word).catch(() => undefined));
  }

  /**
   * The pronunciation if it is ready within `budgetMs`; otherwise undefined, while the computation
   * goes on and fills the cache for the next request.
   */
  async within(language: LanguageCode, word: string, budgetMs: number): Promise<Pronunciation | undefined> {
    return this.cached(language, word) ?? withinBudget(this.of(language, word), budgetMs);
  }

  private async compute(language: LanguageCode, word: string): Promise<Pronunciation | undefined> {
    if (language === 'en') {
      const ipa = await cmuIpa(word);
      if (ipa !== undefined) return { phonetic: `/${ipa}/`, source: 'CMU Pronouncing Dictionary' };
    }
    const ipa = await espeakIpa(this.speech, language, word);
    return ipa === '' ? undefined : { phonetic: `/${ipa}/`, source: 'eSpeak NG' };
  }
}
