import { z } from 'zod';

/** Raised at start-up when the environment does not describe a runnable process. */
export class ConfigError extends Error {
  constructor(readonly issues: string[]) {
    // One line, as every reason a process gives for not starting: its starter shows that line.
    super(`invalid configuration: ${issues.join('; ')}`);
    this.name = 'ConfigError';
  }
}

export type Environment = Record<string, string | undefined>;

/**
 * Validates the environment once, at start-up, against a process's schema. Empty strings count as
 * unset so that `FOO= npm start` falls back to the default instead of failing on "".
 */
export function loadConfig<Schema extends z.ZodType>(schema: Schema, env: Environment): z.infer<Schema> {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = schema.safeParse(present);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((issue) => `${issue.path.join('.') || '(environment)'}: ${issue.message}`));
  }
  return result.data;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Building blocks for each process's config schema, so that every process reads a variable the same way. */
export const configVar = {
  port: (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback),
  optionalPort: () => z.coerce.number().int().min(0).max(65535).optional(),
  host: (fallback: string) => z.string().min(1).default(fallback),
  url: (fallback: string) => z.url({ protocol: /^https?$/ }).default(fallback),
  optionalUrl: () => z.url().optional(),
  milliseconds: (fallback: number) => z.coerce.number().int().min(1).max(3_600_000).default(fallback),
  positiveInt: (fallback: number) => z.coerce.number().int().min(1).default(fallback),
  logLevel: () => z.enum(LOG_LEVELS).default('info'),
  flag: (fallback: boolean) =>
    z
      .enum(['true', 'false', '1', '0', 'yes', 'no'])
      .default(fallback ? 'true' : 'false')
      .transform((value) => value === 'true' || value === '1' || value === 'yes'),
};
