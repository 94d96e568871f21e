import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { BuiltArtifact } from '@lexicon/engine';
import { languageCodeSchema } from '@lexicon/shared/core';

export const MANIFEST_FILE = 'manifest.json';

export const manifestEntrySchema = z.object({
  file: z.string().min(1),
  /** Hash of everything the artifact was built from: sources, their versions, the build code. */
  inputKey: z.string().min(1),
  sources: z.array(z.object({ package: z.string(), version: z.string(), licence: z.string() })),
  wordCount: z.number().int().min(0),
  foldedCount: z.number().int().min(0),
  lengthMin: z.number().int().min(0),
  lengthMax: z.number().int().min(0),
  bytes: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  builtAt: z.string(),
  buildMs: z.number().min(0),
  /**
   * What each source added and what each word rule dropped, with a random sample of each. Empty in
   * entries written before the report existed, so that a partial build keeps their languages.
   */
  report: z.object({
    sources: z.array(
      z.object({ package: z.string(), words: z.number().int().min(0), added: z.number().int().min(0), addedSample: z.array(z.string()) }),
    ),
    rules: z.array(z.object({ rule: z.string(), dropped: z.number().int().min(0), droppedSample: z.array(z.string()) })),
  }).default({ sources: [], rules: [] }),
});

export const manifestSchema = z.object({
  format: z.literal(1),
  writtenAt: z.string(),
  languages: z.partialRecord(languageCodeSchema, manifestEntrySchema),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestEntry = z.infer<typeof manifestEntrySchema>;

/** The manifest's record of an artifact just built and written as `file`. */
export function manifestEntryFor(
  built: BuiltArtifact,
  origin: Pick<ManifestEntry, 'file' | 'inputKey' | 'sources' | 'builtAt' | 'buildMs' | 'report'>,
): ManifestEntry {
  return {
    ...origin,
    wordCount: built.wordCount,
    foldedCount: built.foldedCount,
    lengthMin: built.lengthMin,
    lengthMax: built.lengthMax,
    bytes: built.file.length,
    sha256: createHash('sha256').update(built.file).digest('hex'),
  };
}
