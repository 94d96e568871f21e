/**
 * CMU Pronouncing Dictionary phones (ARPAbet, stress digits on vowels) to IPA, with stress marks
 * before the stressed syllable: HH AH0 L OW1 → həˈloʊ. A syllable's onset is the longest run of
 * consonants before its vowel that English allows to begin a syllable.
 */
const VOWELS: Record<string, string> = {
  AA: 'ɑ', AE: 'æ', AH: 'ʌ', AO: 'ɔ', AW: 'aʊ', AY: 'aɪ', EH: 'ɛ', ER: 'ɝ', EY: 'eɪ', IH: 'ɪ', IY: 'i', OW: 'oʊ', OY: 'ɔɪ', UH: 'ʊ', UW: 'u',
};
const UNSTRESSED: Record<string, string> = { AH: 'ə', ER: 'ɚ' };
const CONSONANTS: Record<string, string> = {
  B: 'b', CH: 'tʃ', D: 'd', DH: 'ð', F: 'f', G: 'ɡ', HH: 'h', JH: 'dʒ', K: 'k', L: 'l', M: 'm', N: 'n', NG: 'ŋ', P: 'p', R: 'ɹ',
  S: 's', SH: 'ʃ', T: 't', TH: 'θ', V: 'v', W: 'w', Y: 'j', Z: 'z', ZH: 'ʒ',
};
/** Consonant clusters that can begin an English syllable (beyond single consonants). */
const ONSETS = new Set([
  'P R', 'P L', 'B R', 'B L', 'T R', 'D R', 'K R', 'K L', 'G R', 'G L', 'F R', 'F L', 'TH R', 'SH R', 'S P', 'S T', 'S K', 'S M', 'S N', 'S L', 'S W',
  'T W', 'D W', 'K W', 'G W', 'S P R', 'S P L', 'S T R', 'S K R', 'S K W', 'P Y', 'B Y', 'K Y', 'F Y', 'M Y', 'V Y', 'HH Y',
]);

interface Phone {
  base: string;
  stress: number | null;
}

function parse(phones: string): Phone[] {
  return phones
    .trim()
    .split(/\s+/)
    .map((phone) => {
      const match = /^([A-Z]+)([012])?$/.exec(phone);
      if (match === null) throw new Error(`not an ARPAbet phone: ${phone}`);
      return { base: match[1] as string, stress: match[2] === undefined ? null : Number(match[2]) };
    });
}

export function arpabetToIpa(phones: string): string {
  const parsed = parse(phones);
  const vowelCount = parsed.filter((phone) => phone.stress !== null).length;
  const marks = new Map<number, string>();
  parsed.forEach((phone, index) => {
    if (phone.stress === null || phone.stress === 0 || vowelCount < 2) return;
    // Walk back over the consonants before the vowel while they still form a possible onset.
    let start = index;
    while (start > 0 && parsed[start - 1]?.stress === null) {
      const cluster = parsed.slice(start - 1, index).map((consonant) => consonant.base);
      if (cluster.length > 1 && !ONSETS.has(cluster.join(' '))) break;
      if (cluster.length === 1 && cluster[0] === 'NG') break;
      start -= 1;
    }
    marks.set(start, phone.stress === 1 ? 'ˈ' : 'ˌ');
  });
  let ipa = '';
  parsed.forEach((phone, index) => {
    ipa += marks.get(index) ?? '';
    if (phone.stress === null) ipa += CONSONANTS[phone.base] ?? '';
    else ipa += (phone.stress === 0 ? UNSTRESSED[phone.base] : undefined) ?? VOWELS[phone.base] ?? '';
  });
  return ipa;
}
