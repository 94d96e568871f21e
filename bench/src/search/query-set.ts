import { readFileSync } from 'node:fs';
import path from 'node:path';
import { languageCodeSchema } from '@lexicon/shared';
import { z } from 'zod';

/** Query classes, in the order the report lists them. */
export const PATTERN_CLASSES = ['exact', 'fixed', 'prefix', 'suffix', 'infix', 'many-stars', 'sets', 'contains', 'excludes', 'deep-offset'] as const;
export const ANAGRAM_CLASSES = ['rack-7', 'rack-7-1-blank', 'rack-7-2-blanks', 'rack-10-15', 'rack-many-blanks'] as const;
export const QUERY_CLASSES = [...PATTERN_CLASSES, ...ANAGRAM_CLASSES] as const;

/** The committed query set, beside the package's sources (from dist/search or src/search alike). */
export const QUERY_SET_FILE = path.resolve(__dirname, '..', '..', 'queries.json');

const pageSchema = {
  offset: z.number().int().min(0),
  limit: z.number().int().min(1).max(1000),
};

export const patternBenchQuerySchema = z.object({
  id: z.string().min(1),
  kind: z.literal('pattern'),
  class: z.enum(PATTERN_CLASSES),
  pattern: z.string().min(1),
  /** Folded letters; empty for none. */
  contains: z.string(),
  excludes: z.string(),
  ...pageSchema,
});

export const anagramBenchQuerySchema = z.object({
  id: z.string().min(1),
  kind: z.literal('anagram'),
  class: z.enum(ANAGRAM_CLASSES),
  /** Folded letters, `?` or `_` for a blank. */
  rack: z.string().min(1),
  minLength: z.number().int().min(1),
  maxLength: z.number().int().min(1),
  ...pageSchema,
});

export const benchQuerySchema = z.discriminatedUnion('kind', [patternBenchQuerySchema, anagramBenchQuerySchema]);

export const querySetSchema = z.object({
  description: z.string(),
  generator: z.string(),
  languages: z.array(
    z.object({
      language: languageCodeSchema,
      /** The list size the queries were drawn from: a rebuilt list is still searchable, but worth a note. */
      wordCount: z.number().int().min(0),
      queries: z.array(benchQuerySchema).min(1),
    }),
  ),
});

export type PatternBenchQuery = z.infer<typeof patternBenchQuerySchema>;
export type AnagramBenchQuery = z.infer<typeof anagramBenchQuerySchema>;
export type BenchQuery = z.infer<typeof benchQuerySchema>;
export type QueryClass = BenchQuery['class'];
export type QuerySet = z.infer<typeof querySetSchema>;

export function loadQuerySet(file: string = QUERY_SET_FILE): QuerySet {
  return querySetSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

/** A query as one line of text, for reports and failures. */
export function describeQuery(query: BenchQuery): string {
  if (query.kind === 'anagram') {
    return `${query.id} rack=${query.rack} length=${query.minLength}..${query.maxLength} offset=${query.offset}`;
  }
  const constraints = [query.contains ? `contains=${query.contains}` : '', query.excludes ? `excludes=${query.excludes}` : ''];
  return [`${query.id} pattern=${query.pattern}`, ...constraints, `offset=${query.offset}`].filter((part) => part !== '').join(' ');
}
