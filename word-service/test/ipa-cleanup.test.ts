import { cleanEspeakIpa } from '../src/pronunciation/ipa-cleanup';

// Worked examples: eSpeak NG's own output for each word (1.51 and the 1.52 WebAssembly build agree),
// and what the rules make of it.
describe('cleanEspeakIpa', () => {
  it.each([
    // Polish ł: eSpeak drops it after a consonant at the end of a word; it is [w], after a voiceless consonant.
    ['pl', 'padł', 'pˈad', 'patw'],
    ['pl', 'szedł', 'ʃˈɛd', 'ʃɛtw'],
    ['pl', 'niósł', 'ɲʲˈus', 'ɲusw'],
    ['pl', 'mógł', 'mˈuɡw', 'mukw'],
    // …and is left alone where eSpeak keeps it, or where no consonant comes before it.
    ['pl', 'był', 'bˈɨw', 'bɨw'],
    ['pl', 'pomysł', 'pˈɔmɨsw', 'ˈpɔmɨsw'],
    ['pl', 'przyjaciel', 'pʃɨjˈatɕɛl', 'pʃɨˈjatɕɛl'],
    // Romanian: the doubled palatalisation mark, secondary stress, y and ɪ for ɨ and j, oa/ea.
    ['ro', 'lupi', 'lˈupʲʲ', 'lupʲ'],
    ['ro', 'mulțumesc', 'mˌultsumˈesk', 'multsuˈmesk'],
    ['ro', 'câine', 'kˈyɪne', 'ˈkɨjne'],
    ['ro', 'noapte', 'nˈɔapte', 'ˈno̯apte'],
    ['ro', 'fereastră', 'feɾˈeastrə', 'feˈre̯astrə'],
    // Danish: stød moved after the vowel or its sonorant, the stray ?, Greek ε, onset ɐ̯ as ʁ.
    ['da', 'hus', 'hˈʔus', 'huˀs'],
    ['da', 'hund', 'hˈʔun', 'hunˀ'],
    ['da', 'tak', 'tˈ?ɑk', 'tɑk'],
    ['da', 'træ', 'tʁˈε', 'tʁɛ'],
    ['da', 'brød', 'bɐ̯ˈʔœð', 'bʁœðˀ'],
    ['da', 'hvid', 'ʋˈʔið', 'viðˀ'],
    // Italian: no ɪ or ʊ; glides before vowels; double consonants written twice.
    ['it', 'ieri', 'jˈɛrɪ', 'ˈjɛri'],
    ['it', 'bambini', 'bambˈinɪ', 'bamˈbini'],
    ['it', 'fuoco', 'fʊˈɔko', 'ˈfwɔko'],
    ['it', 'sedia', 'sˈɛdia', 'ˈsɛdja'],
    ['it', 'gatto', 'ɡˈatːo', 'ˈɡatto'],
    ['it', 'ragazzo', 'raɡˈatsːo', 'raˈɡattso'],
    ['it', 'mattina', 'matːˈina', 'matˈtina'],
    // German diphthongs and r.
    ['de', 'haus', 'hˈaʊs', 'haʊ̯s'],
    ['de', 'zeit', 'tsˈaɪt', 'tsaɪ̯t'],
    ['de', 'feuer', 'fˈɔøɜ', 'ˈfɔʏ̯ɐ'],
    ['de', 'leute', 'lˈɔøtə', 'ˈlɔʏ̯tə'],
    ['de', 'tür', 'tˈyːɾ', 'tyːɐ̯'],
    ['de', 'straße', 'ʃtɾˈɑːsə', 'ˈʃtʁaːsə'],
    // French: no stress marks; the glide ɥ.
    ['fr', 'nuit', 'nyˈi', 'nɥi'],
    ['fr', 'maison', 'mɛzˈɔ̃', 'mɛzɔ̃'],
    // Portuguese: ɹ as ɾ, no epenthetic ə, u for final o, glides, no secondary stress.
    ['pt', 'porta', 'pˈɔɾətɐ', 'ˈpɔɾtɐ'],
    ['pt', 'obrigado', 'ˌɔbɹiɡˈadʊ', 'ɔbɾiˈɡadu'],
    ['pt', 'cão', 'kˈɐ̃ʊ̃', 'kɐ̃w̃'],
    ['pt', 'leite', 'lˈeɪtɨ', 'ˈlejtɨ'],
    // Swedish retroflexes and ɧ; Czech ɦ, ɛ, ɪ; English without length.
    ['sv', 'bord', 'bˈuːrd', 'buːɖ'],
    ['sv', 'sjö', 'sxˈøː', 'ɧøː'],
    ['cs', 'kniha', 'kɲˈiha', 'ˈkɲɪɦa'],
    ['cs', 'mléko', 'mlˈeːko', 'ˈmlɛːko'],
    ['en', 'street', 'stɹˈiːt', 'stɹit'],
    // Spanish needs no rule of its own: only the stress moves to the syllable's start.
    ['es', 'ventana', 'bentˈana', 'benˈtana'],
    ['es', 'hablar', 'aβlˈaɾ', 'aˈβlaɾ'],
    ['es', 'día', 'dˈia', 'ˈdia'],
  ] as const)('%s %s: %s → %s', (language, word, espeak, expected) => {
    expect(cleanEspeakIpa(language, espeak, word)).toBe(expected);
  });

  it('cleans each word of a phrase with its own spelling', () => {
    expect(cleanEspeakIpa('pl', 'ʃˈɛd dˈɔm', 'szedł dom')).toBe('ʃɛtw dɔm');
  });
});
