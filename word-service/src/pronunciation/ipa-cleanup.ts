import type { LanguageCode } from '@lexicon/shared';

/**
 * eSpeak NG's IPA as a dictionary would write it. eSpeak writes what its synthesiser needs: stress
 * marks before the vowel rather than the syllable, its own symbols for some sounds, stød and
 * palatalisation marks in odd places. These rules rewrite those artefacts, each for a reason stated
 * beside it, one word at a time. They are general (per language, per symbol); none names a word
 * other than through its spelling's shape (Polish final ł). docs/pronunciation.md lists them and
 * what the review table (test/fixtures/pronunciation-review.json) measured with and without them.
 */

/** Vowel letters of the IPA as eSpeak writes them (ε, the Greek letter, is turned into ɛ first). */
const VOWELS = 'aeiouyæøœɐɑɒɔəɘɛɜɞɨɪʉʊʌʏɤɯɵ';
const VOWEL = `[${VOWELS}]`;
/** Marks that belong to the letter before them: combining diacritics, palatalisation, length, stød. */
const ATTACHED = /[\u0300-\u036fʲʷˠˀːˑ]/;
const STRESS = /[ˈˌ]/;
/** Two letters that are one consonant for the purpose of syllable division. */
const AFFRICATES = ['ts', 'dz', 'tʃ', 'dʒ', 'tɕ', 'dʑ', 'tʂ', 'dʐ'];
/** Consonants that can follow another in a syllable onset (bl, tr, kw, pj…). */
const LIQUIDS_AND_GLIDES = new Set(['r', 'ɾ', 'ʁ', 'ɹ', 'l', 'w', 'j', 'ʋ', 'r̝']);
const OBSTRUENTS = new Set(['p', 'b', 't', 'd', 'k', 'ɡ', 'f', 'v', 'θ', 'ð', 'x', 'ɣ', 'β', 'c', 'ɟ', 'ʃ', 'ʒ', 's', 'z']);

type Rule = (ipa: string, word: string) => string;

/** One word's IPA as segments: a letter with what is attached to it, an affricate, or a stress mark. */
function segments(ipa: string): string[] {
  const result: string[] = [];
  for (const char of ipa) {
    const last = result.length - 1;
    if (last >= 0 && ATTACHED.test(char) && !STRESS.test(result[last] as string)) result[last] += char;
    else if (last >= 0 && AFFRICATES.includes(`${result[last]}${char}`)) result[last] += char;
    else result.push(char);
  }
  return result;
}

const isVowel = (segment: string): boolean => VOWELS.includes(segment[0] as string);
const isSyllabic = (segment: string): boolean => isVowel(segment) && !segment.includes('\u032f');
const isConsonant = (segment: string): boolean => !isVowel(segment) && !STRESS.test(segment);
const base = (segment: string): string => segment.replace(/[ːˑˀʲ]/g, '');

/**
 * Dictionaries put the stress mark before the syllable (ˈkasa); eSpeak puts it before the vowel
 * (kˈasa). The mark moves back over the syllable's onset: every consonant at the start of a word,
 * else the last consonant, or the last two when they are an obstruent and a liquid or glide (ˈbla,
 * ˈtra, ˈkwa), which begin syllables in all twelve languages. A geminate is split (matˈtina).
 */
function stressBeforeSyllable(ipa: string): string {
  const parts = segments(ipa);
  for (let index = 0; index < parts.length; index++) {
    if (!STRESS.test(parts[index] as string)) continue;
    let start = index;
    while (start > 0 && isConsonant(parts[start - 1] as string)) start--;
    if (start > 0) {
      const onset = parts.slice(start, index);
      const last = onset.length - 1;
      const pair = last >= 1 && OBSTRUENTS.has(base(onset[last - 1] as string)) && LIQUIDS_AND_GLIDES.has(base(onset[last] as string));
      start = index - Math.min(onset.length, pair ? 2 : 1);
    }
    if (start === index) continue;
    const [mark] = parts.splice(index, 1);
    parts.splice(start, 0, mark as string);
  }
  return parts.join('');
}

/** A word of one syllable has no stress to mark: dictionaries write /haʊ̯s/, not /ˈhaʊ̯s/. */
function noStressInMonosyllables(ipa: string): string {
  return segments(ipa).filter(isSyllabic).length <= 1 ? ipa.replace(/[ˈˌ]/g, '') : ipa;
}

/** Dictionaries of these languages mark only the main stress; eSpeak adds secondary stress on long words. */
const noSecondaryStress: Rule = (ipa) => ipa.replace(/ˌ/g, '');

/** Voiced obstruents and their voiceless partners, for Polish final devoicing. */
const DEVOICED: Record<string, string> = { b: 'p', d: 't', ɡ: 'k', v: 'f', z: 's', ʒ: 'ʃ', ʑ: 'ɕ', dz: 'ts', dʒ: 'tʃ', dʑ: 'tɕ' };

const RULES: Partial<Record<LanguageCode, Rule[]>> = {
  en: [
    // The service's English comes from CMU, which writes no length; eSpeak's fallback for words CMU
    // lacks should look the same (iː, ɑː → i, ɑ), so two English words never differ in style.
    (ipa) => ipa.replace(/ː/g, ''),
  ],
  fr: [
    // French dictionaries write no stress: it falls on the last syllable of the phrase, not the word.
    (ipa) => ipa.replace(/[ˈˌ]/g, ''),
    // eSpeak writes the glide of nuit, lui as the vowel y; before another vowel it is [ɥ].
    (ipa) => ipa.replace(new RegExp(`y(?=${VOWEL})`, 'g'), 'ɥ'),
  ],
  de: [
    // Standard German has one open vowel a (Tag [taːk]); eSpeak's ɑ is its long a, not another sound.
    (ipa) => ipa.replace(/ɑ/g, 'a'),
    // eSpeak writes eu/äu as ɔø; German dictionaries write the diphthong ɔʏ̯ (Duden) — ø is not in it.
    (ipa) => ipa.replace(/ɔø/g, 'ɔʏ̯').replace(/ɔʏ(?!\u032f)/g, 'ɔʏ̯'),
    // The diphthongs of Haus and Eis are one syllable: dictionaries mark their second half non-syllabic.
    (ipa) => ipa.replace(/a([ɪʊ])(?!\u032f)/g, 'a$1\u032f'),
    // eSpeak's ɜ is the vocalised -er of Fenster, written ɐ.
    (ipa) => ipa.replace(/ɜ/g, 'ɐ'),
    // German r: consonantal [ʁ] before a vowel (rot, Straße), vocalised [ɐ̯] after a long vowel when no
    // vowel follows (Tür, Meer); eSpeak writes r or ɾ for both.
    (ipa) => ipa.replace(new RegExp(`[rɾ](?=[ˈˌ]?${VOWEL})`, 'g'), 'ʁ').replace(/ː[rɾ]/g, 'ːɐ̯').replace(/[rɾ]/g, 'ʁ'),
  ],
  it: [
    // Italian has no ɪ or ʊ: eSpeak writes unstressed i and u with them (ieri → jˈɛrɪ, fuoco → fʊˈɔko).
    // Before a vowel they are the glides j and w (ˈfwɔko, ˈsɛdja), elsewhere the vowels i and u.
    // A stressed i or u (mˈio) is a vowel of its own whatever follows.
    (ipa) => ipa.replace(new RegExp(`(?<![ˈˌ])[iɪ](?=[ˈˌ]?${VOWEL})`, 'g'), 'j').replace(/ɪ/g, 'i'),
    (ipa) => ipa.replace(new RegExp(`(?<![ˈˌ])ʊ(?=[ˈˌ]?${VOWEL})`, 'g'), 'w').replace(/ʊ/g, 'u'),
    // Italian dictionaries write double consonants as two letters (ˈɡatto, raˈɡattso), eSpeak as a length mark.
    (ipa) => ipa.replace(/(ts|dz|tʃ|dʒ)ː/g, (_, affricate: string) => `${affricate[0]}${affricate}`).replace(new RegExp(`([^\\u0300-\\u036f\\sˈˌː${VOWELS}])ː`, 'g'), '$1$1'),
  ],
  nl: [
    // The Dutch diphthongs of tijd, huis, vrouw are one syllable; dictionaries mark the second half.
    (ipa) => ipa.replace(/(ɛɪ|œy|ʌʊ)(?!\u032f)/g, (diphthong: string) => ({ ɛɪ: 'ɛi̯', œy: 'œy̯', ʌʊ: 'ʌu̯' })[diphthong] as string),
  ],
  pt: [
    noSecondaryStress,
    // eSpeak's Portuguese writes the tap r as ɹ (an English sound); European Portuguese has [ɾ].
    (ipa) => ipa.replace(/ɹ/g, 'ɾ'),
    // eSpeak inserts a ə after ɾ before a consonant (porta → pˈɔɾətɐ); dictionaries write none.
    (ipa) => ipa.replace(/ɾə(?=[^\sˈˌaeiouɐɛɔɨəʊ])/g, 'ɾ'),
    // Final unstressed o is [u] in European Portuguese dictionaries; eSpeak writes ʊ.
    (ipa) => ipa.replace(/ʊ̃/g, 'w̃').replace(/ʊ/g, 'u'),
    // Diphthongs end in glides in Portuguese dictionaries: leite ˈlejtɨ, noite ˈnojtɨ.
    (ipa) => ipa.replace(/([eoaɐ])ɪ/g, '$1j'),
  ],
  pl: [
    // eSpeak marks palatalisation on ɲ, which is already palatal (niósł → ɲʲˈus).
    (ipa) => ipa.replace(/([ɲɕʑcɟjʎ])ʲ/g, '$1'),
    // eSpeak drops a word-final ł after a consonant (padł → pˈad, szedł → ʃˈɛd); it is [w], and the
    // consonant before it is voiceless at the end of the word, as every Polish obstruent is (patw).
    (ipa, word) => {
      if (!/[^aeiouyąęóɫł]ł$/iu.test(word) || /w$/.test(ipa)) return ipa;
      return `${ipa}w`;
    },
    (ipa) => ipa.replace(/(dz|dʒ|dʑ|[bdɡvzʒʑ])(w?)$/, (_, voiced: string, glide: string) => `${DEVOICED[voiced] ?? voiced}${glide}`),
  ],
  sv: [
    // r before d, t, n, s, l merges with them into retroflex consonants in Central Standard Swedish
    // (bord [buːɖ], barn [bɑːɳ]); dictionaries write the retroflex, eSpeak the r.
    (ipa) => ipa.replace(/r([dtnsl])/g, (_, next: string) => ({ d: 'ɖ', t: 'ʈ', n: 'ɳ', s: 'ʂ', l: 'ɭ' })[next] as string),
    // Swedish has no [x]: eSpeak writes the sj-sound (sjö) as sx or x; it is [ɧ].
    (ipa) => ipa.replace(/s?x/g, 'ɧ'),
  ],
  ro: [
    noSecondaryStress,
    // eSpeak writes final non-syllabic i twice over (lupi → lˈupʲʲ); one mark says it.
    (ipa) => ipa.replace(/ʲ+/g, 'ʲ'),
    // Romanian has no [y]: eSpeak writes â before its glide as y (câine → kˈyɪne); it is ɨ.
    (ipa) => ipa.replace(/y/g, 'ɨ'),
    // eSpeak's ɪ is the glide [j] of câine, ochii, femeie.
    (ipa) => ipa.replace(/ɪ/g, 'j'),
    // The diphthongs oa and ea (noapte, fereastră) begin with a non-syllabic vowel: o̯a, e̯a.
    // A stress mark between the two (reˈactie) is eSpeak's sign of two syllables, left as they are.
    (ipa) => ipa.replace(/ɔa/g, 'o̯a').replace(/ea/g, 'e̯a'),
    // Romanian r is written r in its dictionaries; eSpeak's ɾ is the same sound.
    (ipa) => ipa.replace(/ɾ/g, 'r'),
  ],
  cs: [
    // Czech h is voiced [ɦ] (eSpeak writes ch as x, so its h is always this sound).
    (ipa) => ipa.replace(/h/g, 'ɦ'),
    // Short e is open [ɛ] and short i, y lax [ɪ] in Czech dictionaries; long é, í stay [ɛː], [iː].
    (ipa) => ipa.replace(/e/g, 'ɛ').replace(/i(?!ː)/g, 'ɪ'),
  ],
  da: [
    // eSpeak writes a literal ? for a stød it could not place (tak → tˈ?ɑk): not a sound.
    (ipa) => ipa.replace(/\?/g, ''),
    // eSpeak writes stød as a glottal stop after the stress mark (hus → hˈʔus, hund → hˈʔun). Danish
    // dictionaries write ˀ after the vowel, or after the sonorant that carries it (huːˀs, hunˀ).
    (ipa) =>
      ipa.replace(new RegExp(`ʔ(${VOWEL}[\u0300-\u036fː]*)([nmlŋðwj](?!${VOWEL})|ɐ̯)?`, 'g'), (_, vowel: string, sonorant: string | undefined) => `${vowel}${sonorant ?? ''}ˀ`),
    // ɐ̯ is the r after a vowel; at the start of a syllable (brød → bɐ̯ˈʔœð) Danish r is [ʁ].
    (ipa) => ipa.replace(new RegExp(`ɐ̯(?=[ˈˌ]?${VOWEL})`, 'g'), 'ʁ'),
    // Danish v is written v in its dictionaries; eSpeak's ʋ is the same sound.
    (ipa) => ipa.replace(/ʋ/g, 'v'),
  ],
};

/** One word: the artefacts every voice has, the language's own rules, then stress placement. */
function cleanWord(language: LanguageCode, ipa: string, word: string): string {
  // ε (Greek epsilon) stands in eSpeak's Danish and other voices for the IPA letter ɛ.
  let result = ipa.replace(/ε/g, 'ɛ');
  for (const rule of RULES[language] ?? []) result = rule(result, word);
  return stressBeforeSyllable(noStressInMonosyllables(result));
}

/** eSpeak's IPA for a word (or a phrase, word by word) in a language, as dictionaries write it. */
export function cleanEspeakIpa(language: LanguageCode, ipa: string, word: string): string {
  const spelled = word.trim().split(/\s+/);
  const parts = ipa.split(' ');
  // The spelling goes to the rule of the same word when eSpeak gave one transcription per word.
  return parts.map((part, index) => cleanWord(language, part, parts.length === spelled.length ? (spelled[index] as string) : '')).join(' ');
}
