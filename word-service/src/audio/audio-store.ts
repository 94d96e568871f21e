import type { LanguageCode, Logger } from '@lexicon/shared';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { ESPEAK_VOICES } from '../pronunciation/espeak-voices';
import type { SpeechEngine } from '../pronunciation/speech-engine';

const AUDIO_TTL_SECONDS = 30 * 24 * 3600;
/** Redis that does not answer this fast is skipped: synthesis is the fallback, never a wait. */
const REDIS_BUDGET_MS = 200;

/**
 * WAVs of words spoken by eSpeak NG: from memory (an LRU bounded in bytes), else from Redis when
 * configured (shared by every replica), else synthesised once in a child process, concurrent asks
 * for the same word sharing that one synthesis.
 */
export class AudioStore {
  private readonly memory = new LRUCache<string, Buffer>({ maxSize: 64 * 1024 * 1024, sizeCalculation: (wav) => wav.length || 1 });
  private readonly inFlight = new Map<string, Promise<Buffer>>();

  constructor(
    private readonly speech: SpeechEngine,
    private readonly logger: Logger,
    private readonly redis?: Redis,
    private readonly keyPrefix = 'lexicon:audio',
  ) {}

  wav(language: LanguageCode, word: string): Promise<Buffer> {
    const key = `${language}:${word}`;
    const known = this.memory.get(key);
    if (known !== undefined) return Promise.resolve(known);
    let pending = this.inFlight.get(key);
    if (pending === undefined) {
      pending = this.fetch(language, word)
        .then((wav) => {
          this.memory.set(key, wav);
          return wav;
        })
        .finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return pending;
  }

  private async fetch(language: LanguageCode, word: string): Promise<Buffer> {
    const redisKey = `${this.keyPrefix}:${language}:${word}`;
    const stored = await this.fromRedis(redisKey);
    if (stored !== null && stored.length > 0) return stored;
    const wav = await this.speech.wav(ESPEAK_VOICES[language], word);
    this.redis?.set(redisKey, wav, 'EX', AUDIO_TTL_SECONDS).catch((error: unknown) => this.logger.warn({ err: error }, 'could not store audio in Redis'));
    return wav;
  }

  private async fromRedis(key: string): Promise<Buffer | null> {
    if (this.redis === undefined) return null;
    let timer: NodeJS.Timeout | undefined;
    try {
      return await Promise.race([
        this.redis.getBuffer(key),
        new Promise<null>((resolve) => {
          timer = setTimeout(() => resolve(null), REDIS_BUDGET_MS);
        }),
      ]);
    } catch (error) {
      this.logger.warn({ err: error }, 'could not read audio from Redis');
      return null;
    } finally {
      clearTimeout(timer);
    }
  }
}
