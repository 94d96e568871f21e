import { z } from 'zod';
import { type LanguageCode, languageCodeSchema } from '@lexicon/shared/core';

/**
 * The dictionary artifact: one binary file per language, loaded by every service without parsing.
 *
 *   "LEXDICT1" | u32 header length | header JSON | padding | section … (each 8-byte aligned)
 *
 * Sections are typed arrays used in place (views over the file's buffer), so loading a 3-million-word
 * list is a file read, not millions of string allocations.
 */
export const ARTIFACT_MAGIC = 'LEXDICT1';
export const ARTIFACT_FORMAT_VERSION = 3;

export const SECTION_NAMES = [
  'firstEdge',
  'edges',
  'weight',
  'wordCount',
  'spellingRanks',
  'spellingOffsets',
  'spellingBytes',
  'reverseFirstEdge',
  'reverseEdges',
  'reverseWeight',
  'reverseWordCount',
  'reverseToForward',
] as const;
export type SectionName = (typeof SECTION_NAMES)[number];

const sourceSchema = z.object({ package: z.string(), version: z.string(), licence: z.string() });

export const artifactHeaderSchema = z.object({
  format: z.literal(ARTIFACT_FORMAT_VERSION),
  language: languageCodeSchema,
  alphabet: z.array(z.string()),
  wordCount: z.number().int().min(0),
  foldedCount: z.number().int().min(0),
  lengthMin: z.number().int().min(0),
  lengthMax: z.number().int().min(0),
  root: z.number().int().min(0),
  reverseRoot: z.number().int().min(0),
  sources: z.array(sourceSchema),
  sections: z.record(z.enum(SECTION_NAMES), z.tuple([z.number().int().min(0), z.number().int().min(0)])),
});

export type ArtifactHeader = z.infer<typeof artifactHeaderSchema>;
export type ArtifactSource = z.infer<typeof sourceSchema>;

export interface ArtifactSections {
  firstEdge: Uint32Array;
  edges: Uint32Array;
  weight: Uint8Array;
  wordCount: Uint32Array;
  /** Ranks whose spelling differs from the folded letters (été among "ete"), ascending. */
  spellingRanks: Uint32Array;
  spellingOffsets: Uint32Array;
  spellingBytes: Uint8Array;
  /** The same words spelled backwards, for patterns anchored at their end. */
  reverseFirstEdge: Uint32Array;
  reverseEdges: Uint32Array;
  reverseWeight: Uint8Array;
  reverseWordCount: Uint32Array;
  /** Rank in the reversed DAWG → rank in dictionary order, three bytes a rank (packed-ranks.ts). */
  reverseToForward: Uint8Array;
}

export interface Artifact {
  header: ArtifactHeader;
  sections: ArtifactSections;
}

const ALIGNMENT = 8;
const alignUp = (value: number): number => Math.ceil(value / ALIGNMENT) * ALIGNMENT;

export function encodeArtifact(header: Omit<ArtifactHeader, 'sections' | 'format'>, sections: ArtifactSections): Buffer {
  // The header names section offsets, which depend on the header's own length: lay out twice.
  const layout = (headerBytes: number): Record<SectionName, [number, number]> => {
    let offset = alignUp(ARTIFACT_MAGIC.length + 4 + headerBytes);
    const placed = {} as Record<SectionName, [number, number]>;
    for (const name of SECTION_NAMES) {
      placed[name] = [offset, sections[name].byteLength];
      offset = alignUp(offset + sections[name].byteLength);
    }
    return placed;
  };
  let headerJson = JSON.stringify({ ...header, format: ARTIFACT_FORMAT_VERSION, sections: layout(0) });
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const next = JSON.stringify({ ...header, format: ARTIFACT_FORMAT_VERSION, sections: layout(Buffer.byteLength(headerJson)) });
    if (Buffer.byteLength(next) === Buffer.byteLength(headerJson)) {
      headerJson = next;
      break;
    }
    headerJson = next;
  }
  const headerBuffer = Buffer.from(headerJson, 'utf8');
  const placed = layout(headerBuffer.length);
  const last = placed[SECTION_NAMES[SECTION_NAMES.length - 1] as SectionName];
  const file = Buffer.alloc(alignUp(last[0] + last[1]));
  file.write(ARTIFACT_MAGIC, 0, 'latin1');
  file.writeUInt32LE(headerBuffer.length, ARTIFACT_MAGIC.length);
  headerBuffer.copy(file, ARTIFACT_MAGIC.length + 4);
  for (const name of SECTION_NAMES) {
    const array = sections[name];
    Buffer.from(array.buffer, array.byteOffset, array.byteLength).copy(file, placed[name][0]);
  }
  return file;
}

export class ArtifactFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ArtifactFormatError';
  }
}

export function decodeArtifact(file: Buffer, expectedLanguage?: LanguageCode): Artifact {
  if (file.length < ARTIFACT_MAGIC.length + 4 || file.toString('latin1', 0, ARTIFACT_MAGIC.length) !== ARTIFACT_MAGIC) {
    throw new ArtifactFormatError('not a Lexicon dictionary artifact');
  }
  const headerLength = file.readUInt32LE(ARTIFACT_MAGIC.length);
  const headerStart = ARTIFACT_MAGIC.length + 4;
  let header: ArtifactHeader;
  try {
    header = artifactHeaderSchema.parse(JSON.parse(file.toString('utf8', headerStart, headerStart + headerLength)));
  } catch (error) {
    throw new ArtifactFormatError(`unreadable artifact header: ${(error as Error).message}`);
  }
  if (expectedLanguage !== undefined && header.language !== expectedLanguage) {
    throw new ArtifactFormatError(`artifact holds ${header.language}, expected ${expectedLanguage}`);
  }
  // Typed-array views need aligned offsets; a buffer from a pool may not start aligned, so copy then.
  const base = file.byteOffset % ALIGNMENT === 0 ? file : Buffer.from(file);
  const view = <T>(name: SectionName, make: (buffer: ArrayBufferLike, offset: number, length: number) => T, bytesPer: number): T => {
    const [offset, length] = header.sections[name] ?? [0, 0];
    if (offset + length > base.length || offset % ALIGNMENT !== 0) throw new ArtifactFormatError(`section ${name} lies outside the file`);
    return make(base.buffer, base.byteOffset + offset, length / bytesPer);
  };
  const u32 = (buffer: ArrayBufferLike, offset: number, length: number): Uint32Array => new Uint32Array(buffer, offset, length);
  const u8 = (buffer: ArrayBufferLike, offset: number, length: number): Uint8Array => new Uint8Array(buffer, offset, length);
  return {
    header,
    sections: {
      firstEdge: view('firstEdge', u32, 4),
      edges: view('edges', u32, 4),
      weight: view('weight', u8, 1),
      wordCount: view('wordCount', u32, 4),
      spellingRanks: view('spellingRanks', u32, 4),
      spellingOffsets: view('spellingOffsets', u32, 4),
      spellingBytes: view('spellingBytes', u8, 1),
      reverseFirstEdge: view('reverseFirstEdge', u32, 4),
      reverseEdges: view('reverseEdges', u32, 4),
      reverseWeight: view('reverseWeight', u8, 1),
      reverseWordCount: view('reverseWordCount', u32, 4),
      reverseToForward: view('reverseToForward', u8, 1),
    },
  };
}
