import { type LanguageRules, letterCount, playableForms } from '../languages/language-rules';
import { DawgBuilder } from '../dawg/dawg-builder';
import { type ArtifactSource, encodeArtifact } from './artifact-format';
import { buildReverseIndex } from './reverse-index';

export interface BuiltArtifact {
  file: Buffer;
  wordCount: number;
  foldedCount: number;
  lengthMin: number;
  lengthMax: number;
  /** Raw entries read from the sources, duplicates and unplayable ones included. */
  entriesSeen: number;
}

/**
 * Turns raw dictionary entries (any case, duplicates, proper names, junk) into a language's artifact:
 * playable words only, de-duplicated, ordered by the language's alphabet, spellings that fold alike
 * kept together in the language's collation order.
 */
export function buildArtifact(rules: LanguageRules, entries: Iterable<string>, sources: ArtifactSource[]): BuiltArtifact {
  const spellings = new Set<string>();
  let entriesSeen = 0;
  for (const entry of entries) {
    entriesSeen += 1;
    const display = rules.displayForm(entry);
    if (display !== null) spellings.add(display);
  }

  // "sortKey\0spelling" strings sort natively into dictionary order; building them once keeps the sort fast.
  const keyed: string[] = [];
  for (const spelling of spellings) {
    const forms = playableForms(rules, spelling);
    if (forms === null) continue;
    keyed.push(`${rules.sortKey(forms.folded)}\u0000${forms.display}`);
  }
  spellings.clear();
  keyed.sort();

  const collator = new Intl.Collator(rules.metadata.code);
  const builder = new DawgBuilder();
  const foldedKeys: string[] = [];
  const foldedWeights: number[] = [];
  const spellingRanks: number[] = [];
  const spellingTexts: string[] = [];
  let rank = 0;
  let foldedCount = 0;
  let lengthMin = Number.POSITIVE_INFINITY;
  let lengthMax = 0;

  for (let start = 0; start < keyed.length; ) {
    const key = (keyed[start] as string).slice(0, (keyed[start] as string).indexOf('\u0000'));
    let end = start + 1;
    while (end < keyed.length && (keyed[end] as string).startsWith(`${key}\u0000`)) end += 1;
    const group = keyed.slice(start, end).map((entry) => entry.slice(key.length + 1));
    group.sort(collator.compare);
    const letters = [...key].map((character) => character.charCodeAt(0) - 0x100);
    const folded = letters.map((letter) => rules.alphabet[letter]).join('');
    builder.insert(letters, group.length);
    foldedKeys.push(key);
    foldedWeights.push(group.length);
    for (const spelling of group) {
      if (spelling !== folded) {
        spellingRanks.push(rank);
        spellingTexts.push(spelling);
      }
      rank += 1;
    }
    const length = letterCount(folded);
    lengthMin = Math.min(lengthMin, length);
    lengthMax = Math.max(lengthMax, length);
    foldedCount += 1;
    start = end;
  }

  const dawg = builder.finish();
  const reverse = buildReverseIndex(foldedKeys, Uint8Array.from(foldedWeights));
  foldedKeys.length = 0;
  const encoder = new TextEncoder();
  const encodedSpellings = spellingTexts.map((text) => encoder.encode(text));
  const spellingOffsets = new Uint32Array(encodedSpellings.length + 1);
  let byteTotal = 0;
  encodedSpellings.forEach((bytes, index) => {
    spellingOffsets[index] = byteTotal;
    byteTotal += bytes.length;
  });
  spellingOffsets[encodedSpellings.length] = byteTotal;
  const spellingBytes = new Uint8Array(byteTotal);
  encodedSpellings.forEach((bytes, index) => spellingBytes.set(bytes, spellingOffsets[index]));

  const wordCount = rank;
  if (lengthMin === Number.POSITIVE_INFINITY) lengthMin = 0;
  const file = encodeArtifact(
    {
      language: rules.metadata.code,
      alphabet: [...rules.alphabet],
      wordCount,
      foldedCount,
      lengthMin,
      lengthMax,
      root: dawg.root,
      reverseRoot: reverse.dawg.root,
      sources,
    },
    {
      firstEdge: dawg.firstEdge,
      edges: dawg.edges,
      weight: dawg.weight,
      wordCount: dawg.wordCount,
      spellingRanks: Uint32Array.from(spellingRanks),
      spellingOffsets,
      spellingBytes,
      reverseFirstEdge: reverse.dawg.firstEdge,
      reverseEdges: reverse.dawg.edges,
      reverseWeight: reverse.dawg.weight,
      reverseWordCount: reverse.dawg.wordCount,
      reverseToForward: reverse.reverseToForward,
    },
  );
  return { file, wordCount, foldedCount, lengthMin, lengthMax, entriesSeen };
}
