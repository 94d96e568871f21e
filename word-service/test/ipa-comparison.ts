/**
 * How the pronunciation review compares two transcriptions (docs/pronunciation.md). Dictionaries and
 * eSpeak differ in notation where they do not differ in sound; the normalisation removes only that
 * notation, never a phoneme, and is the same for every language and both sides.
 */

/** Marks of notation, not of phonemes: stress, length, syllable breaks, tie bars, narrow diacritics. */
const NOTATION = /[ˈˌ'ːˑ.‿]|\u0361|\u035c|\u0311|\u032f|\u0329|\u030d|\u030a|\u0325|\u0307|\u0308|\u031e|\u032a/g;
const LIGATURES: Record<string, string> = { ʦ: 'ts', ʣ: 'dz', ʧ: 'tʃ', ʤ: 'dʒ', ʨ: 'tɕ', ʥ: 'dʑ', g: 'ɡ', ɫ: 'l', ε: 'ɛ' };

/** A reference's spellings: optional sounds in parentheses (ˈetə(n)) give one with and one without. */
function variants(ipa: string): string[] {
  const match = /\(([^()]*)\)/.exec(ipa);
  if (match === null) return [ipa];
  const before = ipa.slice(0, match.index);
  const after = ipa.slice(match.index + match[0].length);
  return [...variants(`${before}${match[1]}${after}`), ...variants(`${before}${after}`)];
}

/** Phonemes as comparable segments: a letter with the marks that stay attached to it (ɛ̃, r̝, nˀ). */
export function phonemes(ipa: string): string[] {
  const plain = [...ipa.normalize('NFD').replace(NOTATION, '')]
    .map((char) => LIGATURES[char] ?? char)
    .join('')
    // Nasalisation before a nasal consonant is allophonic (Polish ręka [ˈrɛ̃ŋka]); only some sources write it.
    .replace(/\u0303(?=[mnɲŋ])/g, '')
    // Palatalisation is written ʲ, ʲj or j by different sources (pies pʲɛs, pʲjɛs, pjɛs).
    .replace(/ʲj|ʲ/g, 'j')
    .replace(/[\s/[\]]/g, '');
  const result: string[] = [];
  for (const char of plain) {
    if (result.length > 0 && /[\u0300-\u036fʰʷˀ]/.test(char)) result[result.length - 1] += char;
    else result.push(char);
  }
  return result;
}

/** Levenshtein distance over phonemes. */
function distance(a: string[], b: string[]): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) current[j] = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length] as number;
}

/** The fewest phonemes by which a transcription differs from any of a reference's spellings. */
export function phonemeDistance(candidate: string, references: readonly string[]): number {
  const mine = phonemes(candidate);
  return Math.min(...references.flatMap(variants).map((reference) => distance(mine, phonemes(reference))));
}
