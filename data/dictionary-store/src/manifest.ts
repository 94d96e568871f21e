import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { BuiltArtifact } from '@lexicon/engine';
import { languageCodeSchema } from '@lexicon/shared/core';

export const MANIFEST_FILE = 'manifest.json';

const count = z.number().int().min(0);

/**
 * The measure of one class of affix groups of a hunspell source (the build's attestation per affix
 * class), with its subclasses told apart within it: the groups on entries of one paradigm, and their
 * endings (the text the groups attach).
 */
export const affixClassRowSchema = z.object({
  /** The affix groups, as the hunspell reader names them (`Â a`: a prefix group, then a suffix group). */
  groups: z.string(),
  /** Forms the groups made, one a path: a form two classes make counts in both. */
  forms: count,
  /** Of those, forms on base words the independent lexicons know well. */
  measured: count,
  /** Of the measured, forms the lexicons attest. */
  attested: count,
  /** Subclasses with enough forms of their own to be decided alone, and of those, the ones under the share. */
  subclasses: count,
  subclassesAttestedOnly: count,
  /** The groups' own decision, which subclasses too rare to decide alone follow: all kept, or only attested forms. */
  decision: z.enum(['kept-whole', 'attested-only']),
  kept: count,
  dropped: count,
  keptSample: z.array(z.string()),
  droppedSample: z.array(z.string()),
});

export type AffixClassRow = z.infer<typeof affixClassRowSchema>;

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
    /** Attestation per affix class, for each hunspell source that measures it (data/dictionary-build/src/attestation/affix-classes.ts). */
    affixClasses: z
      .array(z.object({ package: z.string(), classes: z.array(affixClassRowSchema) }))
      .default([]),
  }).default({ sources: [], rules: [], affixClasses: [] }),
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
