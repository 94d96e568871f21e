import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { hygieneTallySchema } from './meaning-hygiene';

/** Where the meanings artifacts live: a folder of the data directory, beside the word lists. */
export const MEANINGS_FOLDER = 'meanings';
export const MEANINGS_MANIFEST_FILE = 'manifest.json';

export const meaningsEntrySchema = z.object({
  file: z.string(),
  inputKey: z.string(),
  bytes: z.number().int(),
  /** Folded words with at least one sense. */
  keys: z.number().int(),
  buildMs: z.number(),
  /** Hunspell files (in this folder, UTF-8) that stem the language's forms when its list has no hunspell source. */
  hunspell: z.object({ aff: z.string(), dic: z.string() }).optional(),
  /** The language's base words (base-words.ts): the file in this folder, how many list words it covers, the lexicon. */
  baseWords: z.object({ file: z.string(), forms: z.number().int(), lexicon: z.string() }).optional(),
  sources: z.array(
    z.object({
      package: z.string(),
      version: z.string(),
      licence: z.string(),
      senses: z.number().int(),
      kept: z.number().int(),
      notInList: z.number().int(),
      notInListSample: z.array(z.string()),
      cleaned: hygieneTallySchema,
    }),
  ),
});
export type MeaningsEntry = z.infer<typeof meaningsEntrySchema>;

export const meaningsManifestSchema = z.object({
  format: z.literal(1),
  languages: z.record(z.string(), z.union([meaningsEntrySchema, z.object({ unavailable: z.string() })])),
});
export type MeaningsManifest = z.infer<typeof meaningsManifestSchema>;

export const meaningsDirectory = (dataDirectory: string): string => path.join(dataDirectory, MEANINGS_FOLDER);

/** The manifest of the meanings build, or undefined when no meanings were built in this data directory. */
export function readMeaningsManifest(dataDirectory: string): MeaningsManifest | undefined {
  const file = path.join(meaningsDirectory(dataDirectory), MEANINGS_MANIFEST_FILE);
  if (!existsSync(file)) return undefined;
  const parsed = meaningsManifestSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  return parsed.success ? parsed.data : undefined;
}
