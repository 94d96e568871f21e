import { configVar, type Environment, loadConfig, type ProcessVariables, type RedisTarget, redisTargetFrom, redisTargetVariables } from '@lexicon/service-kit';
import { z } from 'zod';
import { DEFAULT_PRONUNCIATION_BUDGET_MS, DEFAULT_PUBLIC_BASE_URL } from './app';

/** Where word-service listens: its own variables, so that one shell can configure every process. */
export const WORD_SERVICE_VARIABLES: ProcessVariables = {
  portVariable: 'WORD_SERVICE_PORT',
  hostVariable: 'WORD_SERVICE_HOST',
  defaultPort: 8082,
  defaultHost: '127.0.0.1',
};

const schema = z.object({
  PUBLIC_BASE_URL: configVar.url(DEFAULT_PUBLIC_BASE_URL),
  ...redisTargetVariables,
  ESPEAK_PROVIDER: z.enum(['auto', 'system', 'wasm']).default('auto'),
  ESPEAK_WORKERS: configVar.positiveInt(2),
  ESPEAK_TIMEOUT_MS: configVar.milliseconds(10_000),
  PRONUNCIATION_BUDGET_MS: configVar.milliseconds(DEFAULT_PRONUNCIATION_BUDGET_MS),
});

export interface WordServiceConfig {
  publicBaseUrl: string;
  /** The audio cache shared by every replica (one server or a cluster); unset: each replica's memory only. */
  redis: RedisTarget | undefined;
  espeakProvider: 'auto' | 'system' | 'wasm';
  espeakWorkers: number;
  espeakTimeoutMs: number;
  pronunciationBudgetMs: number;
}

/** What word-service reads beyond where it listens (README, Configuration). */
export function loadWordServiceConfig(env: Environment): WordServiceConfig {
  const parsed = loadConfig(schema, env);
  return {
    publicBaseUrl: parsed.PUBLIC_BASE_URL,
    redis: redisTargetFrom(parsed),
    espeakProvider: parsed.ESPEAK_PROVIDER,
    espeakWorkers: parsed.ESPEAK_WORKERS,
    espeakTimeoutMs: parsed.ESPEAK_TIMEOUT_MS,
    pronunciationBudgetMs: parsed.PRONUNCIATION_BUDGET_MS,
  };
}
