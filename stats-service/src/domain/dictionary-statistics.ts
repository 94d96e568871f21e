import type { DictionarySet } from '@lexicon/dictionary-store';
import { AppError, type DictionaryFigures, type LanguageCode } from '@lexicon/shared';
import { dictionaryFigures } from './dictionary-figures';
import { type DictionaryTally, mergeTallies, tallyDictionary } from './dictionary-tally';

export interface LanguageFigures {
  name: string;
  figures: DictionaryFigures;
}

const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * The dictionary figures, computed once after the dictionaries load and kept: requests only read
 * them. Each language is one walk over its DAWG (all twelve take well under a second); the event
 * loop gets a turn between languages, so probes keep answering meanwhile.
 */
export class DictionaryStatistics {
  private perLanguage: Map<LanguageCode, LanguageFigures> | undefined;
  private all: DictionaryFigures | undefined;
  private computeMs: number | undefined;

  constructor(private readonly dictionaries: DictionarySet) {}

  async compute(): Promise<void> {
    const started = performance.now();
    const tallies: DictionaryTally[] = [];
    const perLanguage = new Map<LanguageCode, LanguageFigures>();
    for (const language of this.dictionaries.languages) {
      await nextTurn();
      const dictionary = this.dictionaries.get(language);
      const tally = tallyDictionary(dictionary);
      tallies.push(tally);
      perLanguage.set(language, { name: dictionary.rules.metadata.name, figures: dictionaryFigures(tally) });
    }
    this.all = dictionaryFigures(mergeTallies(tallies));
    this.perLanguage = perLanguage;
    this.computeMs = Math.round(performance.now() - started);
  }

  get ready(): boolean {
    return this.perLanguage !== undefined;
  }

  get languages(): readonly LanguageCode[] {
    return this.dictionaries.languages;
  }

  language(language: LanguageCode): LanguageFigures {
    const figures = this.perLanguage?.get(language);
    if (figures === undefined) throw notReady();
    return figures;
  }

  global(): DictionaryFigures {
    if (this.all === undefined) throw notReady();
    return this.all;
  }

  describe(): Record<string, unknown> {
    return { dictionary_figures: this.ready ? { computed: true, compute_ms: this.computeMs } : { computed: false } };
  }
}

function notReady(): AppError {
  return new AppError('service_unavailable', 'The statistics are still being computed; try again shortly.');
}
