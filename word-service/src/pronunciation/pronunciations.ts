import type { LanguageCode } from '@lexicon/shared';
import { LRUCache } from 'lru-cache';
import { cmuIpa } from './cmu-pronunciations';
import { ESPEAK_VOICES } from './espeak-voices';
import type { SpeechEngine } from './speech-engine';

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
  private readonly cache = new LRUCache<string, Pronunciation>({ max: 200_000 });
  private readonly inFlight = new Map<string, Promise<Pronunciation | undefined>>();

  constructor(private readonly speech: SpeechEngine) {}

  /** The cached pronunciation, if any, without starting anything. */
  cached(language: LanguageCode, word: string): Pronunciation | undefined {
    return this.cache.get(`${language}:${word}`);
  }

  /** The pronunciation, computed when needed; undefined when no provider can give one. */
  of(language: LanguageCode, word: string): Promise<Pronunciation | undefined> {
    const key = `${language}:${word}`;
    const known = this.cache.get(key);
    if (known !== undefined) return Promise.resolve(known);
    let pending = this.inFlight.get(key);
    if (pending === undefined) {
      pending = this.compute(language, word)
        .then((found) => {
          if (found !== undefined) this.cache.set(key, found);
          return found;
        })
        .catch(() => undefined)
        .finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return pending;
  }

  /**
   * The pronunciation if it is ready within `budgetMs`; otherwise undefined, while the computation
   * goes on and fills the cache for the next request.
   */
  async within(language: LanguageCode, word: string, budgetMs: number): Promise<Pronunciation | undefined> {
    const known = this.cached(language, word);
    if (known !== undefined) return known;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), budgetMs);
    });
    try {
      return await Promise.race([this.of(language, word), late]);
    } finally {
      clearTimeout(timer);
    }
  }

  private async compute(language: LanguageCode, word: string): Promise<Pronunciation | undefined> {
    if (language === 'en') {
      const ipa = await cmuIpa(word);
      if (ipa !== undefined) return { phonetic: `/${ipa}/`, source: 'CMU Pronouncing Dictionary' };
    }
    const ipa = await this.speech.ipa(ESPEAK_VOICES[language], word);
    return ipa === '' ? undefined : { phonetic: `/${ipa}/`, source: 'eSpeak NG' };
  }
}
