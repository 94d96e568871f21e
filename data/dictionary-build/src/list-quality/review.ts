import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Dictionary } from '@lexicon/engine';
import type { LanguageCode } from '@lexicon/shared';
import { WordSample } from '../word-sample';

/** How many list words a reviewer reads (the measure: 300). */
export const REVIEW_SAMPLE = 300;

/**
 * A reader's verdict on a seeded random sample of a list, made from the language's grammar and its
 * game's rules alone (the reviewer sees the sample and the rules, not the build or its sources).
 * Kept as docs/lists/<language>-review.json; the report draws the sample again from the current list
 * and takes the figures only while it is the same, so a list that changed needs a new seed and a new
 * reading.
 */
export const reviewSchema = z.object({
  language: z.string(),
  seed: z.number().int().min(0),
  /** When the reading was made, and on what it was given. */
  reviewed: z.string().min(1),
  instructions: z.string().min(1),
  sample: z.array(z.string()).length(REVIEW_SAMPLE),
  /** Forms no speaker makes (an inflection or derivation the grammar does not give this word). */
  overGenerated: z.array(z.object({ word: z.string(), why: z.string().min(1) })),
  /** Names, brands, abbreviations, fragments and typos. */
  junk: z.array(z.object({ word: z.string(), why: z.string().min(1) })),
});

export type Review = z.infer<typeof reviewSchema>;

export interface ReviewFigures {
  seed: number;
  reviewed: string;
  sampled: number;
  overGenerated: Review['overGenerated'];
  junk: Review['junk'];
  /** Whether the current list still gives the reviewed sample for the seed. */
  current: boolean;
}

export const reviewFile = (language: LanguageCode): string => `lists/${language}-review.json`;

/** The seeded sample a reviewer reads: REVIEW_SAMPLE words drawn uniformly from the whole list. */
export function reviewSample(dictionary: Dictionary, seed: number): string[] {
  const sample = new WordSample(`${dictionary.language}:review:${seed}`, REVIEW_SAMPLE);
  for (const { word } of dictionary.words()) sample.offer(word);
  return sample.sample();
}

/** The language's review under `docsDirectory`, checked against the list, or undefined where none was made. */
export function reviewFigures(dictionary: Dictionary, docsDirectory: string): ReviewFigures | undefined {
  let text: string;
  try {
    text = readFileSync(path.join(docsDirectory, reviewFile(dictionary.language)), 'utf8');
  } catch {
    return undefined;
  }
  const review = reviewSchema.parse(JSON.parse(text));
  const sample = reviewSample(dictionary, review.seed);
  const sampled = new Set(review.sample);
  const rejected = [...review.overGenerated, ...review.junk].filter(({ word }) => !sampled.has(word));
  if (rejected.length > 0) throw new Error(`${reviewFile(dictionary.language)}: rejected words outside the sample: ${rejected.map(({ word }) => word).join(', ')}`);
  return {
    seed: review.seed,
    reviewed: review.reviewed,
    sampled: review.sample.length,
    overGenerated: review.overGenerated,
    junk: review.junk,
    current: sample.length === review.sample.length && sample.every((word, index) => word === review.sample[index]),
  };
}
