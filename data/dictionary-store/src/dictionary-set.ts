import type { Readiness } from '@lexicon/shared';
import { AppError, LANGUAGE_CODES, type LanguageCode } from '@lexicon/shared/core';
import { type LoadedDictionaries, loadDictionaries, type SharedDictionary } from './dictionary-loader';
import type { Dictionary } from '@lexicon/engine';

/**
 * The dictionaries a service serves from, loaded once in the background after the server listens:
 * `/readyz` stays 503 until every language is in memory, and a failed load is reported, not hidden.
 */
export class DictionarySet {
  private loaded: LoadedDictionaries | undefined;
  private loadMs: number | undefined;

  constructor(readonly languages: readonly LanguageCode[] = LANGUAGE_CODES) {}

  async load(dataDir: string): Promise<void> {
    const started = performance.now();
    this.loaded = await loadDictionaries(dataDir, this.languages);
    this.loadMs = Math.round(performance.now() - started);
  }

  /** For tests and tools that already hold dictionaries. */
  static of(dictionaries: ReadonlyMap<LanguageCode, Dictionary>): DictionarySet {
    const set = new DictionarySet([...dictionaries.keys()]);
    set.loaded = { dictionaries, manifest: { format: 1, writtenAt: new Date().toISOString(), languages: {} }, shared: new Map() };
    set.loadMs = 0;
    return set;
  }

  get ready(): boolean {
    return this.loaded !== undefined;
  }

  /** The language's dictionary; until loading finishes, requests are answered 503. */
  get(language: LanguageCode): Dictionary {
    if (this.loaded === undefined) throw new AppError('service_unavailable', 'The dictionaries are still loading; try again shortly.');
    const dictionary = this.loaded.dictionaries.get(language);
    if (dictionary === undefined) throw new Error(`dictionary ${language} is not loaded`);
    return dictionary;
  }

  /** The artifacts in shared memory, for worker threads to build the same dictionaries over; empty when built in place (`of`). */
  get shared(): ReadonlyMap<LanguageCode, SharedDictionary> {
    if (this.loaded === undefined) throw new Error('the dictionaries are not loaded yet');
    return this.loaded.shared;
  }

  /** For `/readyz`: ready once every language is loaded, with what was loaded. */
  readiness(): Readiness {
    return { ready: () => this.ready, describe: () => this.describe() };
  }

  describe(): Record<string, unknown> {
    if (this.loaded === undefined) return { languages_loaded: 0, languages_expected: this.languages.length };
    const languages = Object.fromEntries(
      [...this.loaded.dictionaries].map(([code, dictionary]) => [code, { words: dictionary.wordCount }]),
    );
    return { languages_loaded: this.loaded.dictionaries.size, load_ms: this.loadMs, languages };
  }
}
