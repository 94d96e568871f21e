import type { LanguageCode } from '@lexicon/shared';
import type { Logger, RedisConnection } from '@lexicon/service-kit';
import { LRUCache } from 'lru-cache';
import { SharedComputations } from '../caching/shared-computations';
import { withinBudget } from '../caching/within-budget';
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
  private readonly memory = new SharedComputations(
    new LRUCache<string, Buffer>({ maxSize: 64 * 1024 * 1024, sizeCalculation: (wav) => wav.length || 1 }),
  );

  constructor(
    private readonly speech: SpeechEngine,
    private readonly logger: Logger,
    private readonly redis?: RedisConnection,
    private readonly keyPrefix = 'lexicon:audio',
  ) {}

  wav(language: LanguageCode, word: string): Promise<Buffer> {
    return this.memory.get(`${language}:${word}`, () => this.fetch(language, word));
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
    try {
      return (await withinBudget(this.redis.getBuffer(key), REDIS_BUDGET_MS)) ?? null;
    } catch (error) {
      this.logger.warn({ err: error }, 'could not read audio from Redis');
      return null;
    }
  }
}
