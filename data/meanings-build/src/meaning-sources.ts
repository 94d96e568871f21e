import { languageMetadata } from '@lexicon/engine';
import type { DebianPackage, LanguageCode } from '@lexicon/shared';

/**
 * The pinned Debian packages each language's meanings come from (docs/api.md, Word details; NOTICE).
 * These pins belong to the meanings build: a change here rebuilds the meanings artifacts only, never
 * the word lists.
 */

/** A package of Debian's archive pinned to one version and the SHA-256 of its .deb (the files read are the reader's). */
export type MeaningPackage = Omit<DebianPackage, 'file' | 'encoding'>;

/** How a source's entries are read, which decides what they give (docs/api.md, Word details). */
export type MeaningSourceKind =
  /** FreeDict + WikDict pairs: a gloss in the word's own language (Wiktionary), IPA, a translation. */
  | 'wikdict'
  /** FreeDict's older pairs (Ding for German): translations only. */
  | 'freedict'
  /** A FreeDict pair read from its other side (English → Czech gives Czech → English). */
  | 'freedict-reversed'
  /** MyThes thesauri: synonym sets per sense, with part of speech. */
  | 'mythes'
  /** XMLittré, the Littré in StarDict format: French definitions. */
  | 'littre'
  /** GCIDE (Webster 1913 and additions): English definitions. */
  | 'gcide'
  /** An Apertium bilingual dictionary, asked for every lemma of the language's analyser: translations. */
  | 'apertium-bilingual';

export interface MeaningSource {
  kind: MeaningSourceKind;
  debian: MeaningPackage;
  /** The provider as the response names it (`source`). */
  provider: string;
  licence: string;
  /** For dictd pairs and Apertium's: FreeDict's pair name (`fra-deu`); its second code is the translation's language. */
  pair?: string;
  /** For MyThes and Apertium: the file read (`.dat`, `.autobil.bin`). */
  file?: string;
}

const pin = (name: string, version: string, sha256: string): MeaningPackage => ({ package: name, version, sha256 });

const wikdict = (debian: MeaningPackage, pair: string): MeaningSource => ({ kind: 'wikdict', debian, pair, provider: 'FreeDict + WikDict', licence: 'CC-BY-SA-3.0' });
const freedict = (debian: MeaningPackage, pair: string): MeaningSource => ({ kind: 'freedict', debian, pair, provider: 'FreeDict', licence: 'GPL-2.0-or-later' });
const freedictReversed = (debian: MeaningPackage, pair: string): MeaningSource => ({
  kind: 'freedict-reversed',
  debian,
  pair,
  provider: 'FreeDict',
  licence: 'GPL-2.0-or-later',
});
const mythes = (debian: MeaningPackage, file: string, licence: string): MeaningSource => ({ kind: 'mythes', debian, file, provider: 'MyThes', licence });
const littre = (debian: MeaningPackage): MeaningSource => ({ kind: 'littre', debian, provider: 'Littré (XMLittré)', licence: 'public domain (XML: GPL-2.0-or-later)' });
const gcide = (debian: MeaningPackage): MeaningSource => ({ kind: 'gcide', debian, provider: 'GCIDE', licence: 'GPL-3.0-or-later' });
/**
 * An Apertium pair's bilingual dictionary, from the package a language's analyser already comes from
 * (engine metadata, `morphology`): one pin for both. `file` is the dictionary in the package's folder
 * (`ro-es.autobil.bin`); `pair` names its languages as FreeDict does (`ron-spa`).
 */
function apertiumBilingual(analyserOf: LanguageCode, file: string, pair: string): MeaningSource {
  const morphology = languageMetadata(analyserOf).morphology;
  if (morphology === undefined) throw new Error(`${analyserOf} has no Apertium analyser, so no package to take ${file} from`);
  const { package: name, version, sha256 } = morphology.debian;
  return { kind: 'apertium-bilingual', debian: { package: name, version, sha256 }, file: `/usr/share/apertium/${name}/${file}`, pair, provider: 'Apertium', licence: morphology.licence };
}

export const MEANING_SOURCES: Readonly<Record<LanguageCode, readonly MeaningSource[]>> = {
  en: [
    gcide(pin('dict-gcide', '0.48.5+nmu2', '7b0af5cfde3cbdef5e9d6e78f92ec335ced7c2790f37a40f49bebc6f7347ac0f')),
  ],
  fr: [
    littre(pin('stardict-xmlittre', '1:1.0-2', '05e9b0e4f534256c2db5325fc10cb90eeb2f459c465e4ab37e1804ecd34e3de5')),
    wikdict(pin('dict-freedict-fra-deu', '2022.12.07-2', '06bf0fc248aadca920628700883deb06151961dcd990a4cdc1f3a3f16dace8a7'), 'fra-deu'),
    wikdict(pin('dict-freedict-fra-ita', '2022.12.07-2', '3ae87cd3e8f246c7e65c43d7713da5910ef4a7bfd54d3fef7af502f7cec2ff6a'), 'fra-ita'),
    wikdict(pin('dict-freedict-fra-pol', '2022.12.07-2', '498f449e44d297ee264ba13730598ba57f05020df28c64d75fcdd66d7a566b1c'), 'fra-pol'),
    wikdict(pin('dict-freedict-fra-por', '2022.12.07-2', '2fd3fb111a091780259e99268fb51c3f0cd1f501c2c20a6cba0ccd30372eb7ab'), 'fra-por'),
    wikdict(pin('dict-freedict-fra-spa', '2022.12.07-2', 'f9bccab15974febfee7a0993a7794e42f585b6dfd94a1ef16c597e5743b5f2f4'), 'fra-spa'),
    wikdict(pin('dict-freedict-fra-swe', '2022.12.07-2', 'f0b81b0f7de6f9ebac9e2808daad8a057efa86f408c2733b2f86d10f9d327bf1'), 'fra-swe'),
    freedict(pin('dict-freedict-fra-eng', '2022.04.21-1', 'fb853d1f3da00ddddfe60dc3b88b5aaca122eecf3ba5c219131bea479d6274db'), 'fra-eng'),
    apertiumBilingual('fr', 'fr-es.autobil.bin', 'fra-spa'),
    mythes(pin('mythes-fr', '1:7.5.0-1', 'c9cdf4b669f05662e2ad474c72f78b2b7a6c3dc4d35d645ac08b334c50b1f94a'), '/usr/share/mythes/thes_fr.dat', 'LGPL-2.1-or-later'),
  ],
  de: [
    wikdict(pin('dict-freedict-deu-fra', '2022.12.07-2', 'daea8e0b231a5c8c2aed6e59939943fb620fedb03b0e70f1f2874281005b981f'), 'deu-fra'),
    wikdict(pin('dict-freedict-deu-pol', '2022.12.07-2', '0929bc1188c1114e1ce56f801cc0c0edb90a5a6d99fef40ec065d0d286851503'), 'deu-pol'),
    wikdict(pin('dict-freedict-deu-spa', '2022.12.07-2', 'e63665882b310405aa50e1866743dbcaeb4b5ebb5f3cb3139ecafc8d7f694e1a'), 'deu-spa'),
    wikdict(pin('dict-freedict-deu-swe', '2022.12.07-2', '009de3adaca5aae064736abff4fc99388aebbf8259a2a6b4a33e1648f29d7e88'), 'deu-swe'),
    freedict(pin('dict-freedict-deu-eng', '2022.04.21-1', '52fa2ba6c73ebe84df0e4a7b8612a94a45e6026a157fc75f5ae36c4a1106e3db'), 'deu-eng'),
    mythes(pin('mythes-de', '20160424-4', 'd6dd3e78cee27689f20e5e832b8a47ba674f421c925ab8eeb1d992dda09606b0'), '/usr/share/mythes/th_de_DE_v2.dat', 'LGPL-2.1-or-later'),
  ],
  es: [
    freedict(pin('dict-freedict-spa-eng', '2022.04.21-1', 'debf5f88fcdaebe824704664cdbb42b6c14f82ab4adda4e91bc388b16200eefc'), 'spa-eng'),
    // Spanish is the other side of four pairs whose analysers the lists read (en, fr, pt, and its own).
    apertiumBilingual('en', 'spa-eng.autobil.bin', 'spa-eng'),
    apertiumBilingual('fr', 'es-fr.autobil.bin', 'spa-fra'),
    apertiumBilingual('pt', 'es-pt.autobil.bin', 'spa-por'),
    apertiumBilingual('es', 'es-ro.autobil.bin', 'spa-ron'),
    mythes(pin('mythes-es', '1:7.5.0-1', '95b53b986c9e42fe7560a83d136b1bf1e3b4c855b0ecd727ddfd5948fb112e40'), '/usr/share/mythes/th_es_ES_v2.dat', 'LGPL-2.1-only'),
  ],
  it: [
    wikdict(pin('dict-freedict-ita-pol', '2022.12.07-2', '5b89e794b05ced11a62416037704efcac06fc918d4c692c054ea557cbca0706c'), 'ita-pol'),
    wikdict(pin('dict-freedict-ita-por', '2022.12.07-2', 'e03b97e661b9ede032d163d4a8b4619bb2192cbca16863bc42e663b08ad1103b'), 'ita-por'),
    wikdict(pin('dict-freedict-ita-spa', '2022.12.07-2', 'fc2b1ec9549d301f56bd6f73b488ee58a4f145be164471e12a7704fbe7997e91'), 'ita-spa'),
    wikdict(pin('dict-freedict-ita-swe', '2022.12.07-2', '483971c79b8ba8adcc811f09f736a1b19018a854c834ed277ee2b3a688cabb9c'), 'ita-swe'),
    freedict(pin('dict-freedict-ita-eng', '2022.04.21-1', 'f0d7a5dd47cefd2e7e8e3be19dc78df6607989324bb1ad8bc61b9a657c3a4774'), 'ita-eng'),
    mythes(pin('mythes-it', '1:7.5.0-1', 'b64435d8ddbdfb5a4d1ea69135ab45d44940112827400a12f6f4cf854452eaaa'), '/usr/share/mythes/th_it_IT_v2.dat', 'GPL-3.0-only'),
  ],
  nl: [
    wikdict(pin('dict-freedict-nld-ita', '2022.12.07-2', 'a032919951ff04b9bbc7cc223330e90312f2cb3815006597fcb16c1f8f05e538'), 'nld-ita'),
    wikdict(pin('dict-freedict-nld-pol', '2022.12.07-2', 'bde491fe5333f592af34d108669f4b50ec9714a192f3dac1b0c433c548175b69'), 'nld-pol'),
    wikdict(pin('dict-freedict-nld-por', '2022.12.07-2', '1e5ded72c0972cd968a4723f9da8d9b2c68bca3f989357a04f1778612c40e5fb'), 'nld-por'),
    wikdict(pin('dict-freedict-nld-spa', '2022.12.07-2', '90ea40a13a0e035b93566fb210e6818defd7efe762991ad52d2abfa98f095eb5'), 'nld-spa'),
    wikdict(pin('dict-freedict-nld-swe', '2022.12.07-2', '1baafc0238e44a5f3d5d3ae7cd1bd946ec752edc4d1133b8ecd75fd0a73be918'), 'nld-swe'),
    freedict(pin('dict-freedict-nld-eng', '2022.04.21-1', '827dbf561be0ea04a70a049d8604a82aa2c709e7b744fe1096bd2c8008b0527d'), 'nld-eng'),
  ],
  pt: [
    wikdict(pin('dict-freedict-por-fra', '2022.12.07-2', 'd9c494c521b56f4be7c6c2156397badf21ee9f119fabb80473bd86557c61c809'), 'por-fra'),
    wikdict(pin('dict-freedict-por-spa', '2022.12.07-2', 'a4a5f6bf8b3cb7e1de0bf7c845b9d2eb67976b1667ba94844908edce6a7d1a70'), 'por-spa'),
    freedict(pin('dict-freedict-por-eng', '2022.04.21-1', '6c688a9148bde82a6fbd6b2e3a80c1cec3eb4b3ec2d37901c94dc90bfb008950'), 'por-eng'),
    apertiumBilingual('pt', 'pt-es.autobil.bin', 'por-spa'),
    mythes(pin('mythes-pt-pt', '1:7.5.0-1', 'c9a4d9cb819d22639d72c434b0e0c6f4ef29a1103f4aeb7b97ec6f7f6e97e99b'), '/usr/share/mythes/th_pt_PT_v2.dat', 'GPL-2.0-or-later'),
  ],
  pl: [
    wikdict(pin('dict-freedict-pol-eng', '2022.12.07-2', 'bb89dccd16967ebe5bdd9ca930cdfc17a6f1527ebae207b99183cbfa8692eeaa'), 'pol-eng'),
    wikdict(pin('dict-freedict-pol-deu', '2022.12.07-2', '8f408002d2bd57dd0fe8f3529993d75fd65a83c6d65b4871a00de6fd991c52b5'), 'pol-deu'),
    wikdict(pin('dict-freedict-pol-fra', '2022.12.07-2', '9c564e9fa76b2f9285750906dc017c02bb62cfdb0ca015cfe61000ea936c9b6f'), 'pol-fra'),
    wikdict(pin('dict-freedict-pol-ita', '2022.12.07-2', 'ae72bdc3a5622fd3fc6377ae66329e2ae3d731d25b2f55f03a5020b183aa8677'), 'pol-ita'),
    wikdict(pin('dict-freedict-pol-nld', '2022.12.07-2', '4f4448b2d637d4919b571fd4a6630781f3942f44cfc712fcf53763f825308eee'), 'pol-nld'),
    wikdict(pin('dict-freedict-pol-por', '2022.12.07-2', '3a27f399541574e96e4e0ac4ac8749ed48b2cbc328c057d1875e7550cd760fd6'), 'pol-por'),
    wikdict(pin('dict-freedict-pol-spa', '2022.12.07-2', '434a1971d599f21d2c075dfcd3d24692a42f08682e83ce61fdddb48efb8a4fb7'), 'pol-spa'),
    wikdict(pin('dict-freedict-pol-swe', '2022.12.07-2', '9ddfc908aeb528b86e6a4a832ccfa853e7e20a1c2e42398edef48a7bab6dbfd1'), 'pol-swe'),
    mythes(pin('mythes-pl', '1.5-4.2', 'c496d2bad734737065cf60eca695001d3e362b588d6c4b402f6d6c469f08de47'), '/usr/share/mythes/th_pl_PL_v2.dat', 'LGPL-2.1-only'),
  ],
  sv: [
    wikdict(pin('dict-freedict-swe-deu', '2022.12.07-2', '91fab32d456fc0ca353568b80493ba727d8797c6f00f3a3c146e6062f56dc61c'), 'swe-deu'),
    wikdict(pin('dict-freedict-swe-fra', '2022.12.07-2', '7dec61c0b619fdcea77091f72ff8b0b9b8bbb253c6ab844fedc932f2f0c5d30f'), 'swe-fra'),
    wikdict(pin('dict-freedict-swe-ita', '2022.12.07-2', '63bc5a6bda0d1b594ca9064b7c122b7786a3c11210ff6debe697df8f9f8860e8'), 'swe-ita'),
    wikdict(pin('dict-freedict-swe-nld', '2022.12.07-2', 'd8389afa08cb8c897f2c12006a8dc4e3ea25b9d99c0d3149866719f4672a6fc3'), 'swe-nld'),
    wikdict(pin('dict-freedict-swe-pol', '2022.12.07-2', 'fd337bf868b8dd2b8024abb0203f65885bb73d3bec8833fa045ae3779c5727ec'), 'swe-pol'),
    wikdict(pin('dict-freedict-swe-por', '2022.12.07-2', '794fe400bd3f608666d8f19ad403ed1fcb0133af2e36b47ecf9c9671d6898488'), 'swe-por'),
    wikdict(pin('dict-freedict-swe-spa', '2022.12.07-2', '17de6bed1622f92cdec8359e6ef5b090e095501abdcae30519cb3551c79facf1'), 'swe-spa'),
    freedict(pin('dict-freedict-swe-eng', '2022.04.21-1', 'a117f881e43a5d2afbc082e5bb51041b8795180845ce8b5a991766bce4502aab'), 'swe-eng'),
    apertiumBilingual('sv', 'swe-dan.autobil.bin', 'swe-dan'),
    mythes(pin('mythes-sv', '1:7.5.0-1', '994a3d9c32d9376ea036c3fe3c75b9dc069090fd128794c4d24557790c20a1f6'), '/usr/share/mythes/th_sv_SE_v2.dat', 'custom2 (see the Debian copyright file of mythes-sv)'),
  ],
  ro: [
    apertiumBilingual('ro', 'ro-es.autobil.bin', 'ron-spa'),
    mythes(pin('mythes-ro', '1:7.5.0-1', '9c4f56cf5caace33ca5c66a49d586c20ac37fd5c749abc411bf0b4f5d31e82c7'), '/usr/share/mythes/th_ro_RO_v2.dat', 'GPL-2.0-or-later'),
  ],
  cs: [
    freedict(pin('dict-freedict-ces-eng', '2022.04.21-1', '340208da8e13e75da3eb46b40601509cb7fba37570bdcb993b6de4e7927b71a5'), 'ces-eng'),
    freedictReversed(pin('dict-freedict-eng-ces', '2022.04.21-1', '282e38a11aa8317f61a9f449f028357261b06aabdc35934c1fc04a954d4e5add'), 'eng-ces'),
    mythes(pin('mythes-cs', '1:7.5.0-1', '3e2e0b3f414ace9ad0808492f31fcd60fb7c180362a5ed985437c49d45b9d258'), '/usr/share/mythes/th_cs_CZ_v2.dat', 'GFDL-1.1-or-later'),
  ],
  da: [
    freedict(pin('dict-freedict-dan-eng', '2022.04.21-1', 'fc4ba61f675213852cdec454899701afed0f4c7b00f8c66696565a68baa04a80'), 'dan-eng'),
    // Swedish's pair (apertium-swe-dan) read from its Danish side, asked for the lemmas of Danish's own analyser.
    apertiumBilingual('sv', 'dan-swe.autobil.bin', 'dan-swe'),
    mythes(pin('mythes-da', '1:7.5.0-1', '9b2f5f561b02afb0b670054e4740c393a8cc78deb6b6b6148a1c57d4b7cc2210'), '/usr/share/mythes/th_da_DK.dat', 'LGPL-2.1 OR GPL-2.0 OR MPL-1.1'),
  ],
};

/**
 * Hunspell files that lead an inflected form to its lemma where the service cannot read them from an
 * npm package: Polish, whose list has no hunspell source (the wpolish full-form list), and a list's
 * hunspell source taken from a Debian package (German's frami edition: lemmaDictionaryOf). The build
 * writes them, in UTF-8, beside the language's meanings; the service stems with them as it does with
 * the lists' own hunspell packages.
 */
export interface LemmaDictionary {
  debian: MeaningPackage;
  licence: string;
  aff: string;
  dic: string;
  /** The files' encoding, as their `SET` line names it. */
  encoding: DebianPackage['encoding'];
}

export const LEMMA_DICTIONARIES: Readonly<Partial<Record<LanguageCode, LemmaDictionary>>> = {
  pl: {
    debian: pin('hunspell-pl', '1:7.5.0-1', '9af9e010e5586ab3e5b46009273df8e94c8c1f0da8e3c7b1e2df1398ce68ef07'),
    licence: 'GPL-3.0 OR LGPL-3.0 OR MPL-1.1 OR Apache-2.0 OR CC-BY-SA-1.0',
    aff: '/usr/share/hunspell/pl_PL.aff',
    dic: '/usr/share/hunspell/pl_PL.dic',
    encoding: 'iso-8859-2',
  },
};

/** A language's lemma dictionary: its own entry above, else its list's hunspell source from a Debian package. */
export function lemmaDictionaryOf(language: LanguageCode): LemmaDictionary | undefined {
  const own = LEMMA_DICTIONARIES[language];
  if (own !== undefined) return own;
  const source = languageMetadata(language).dictionary.sources.find((candidate) => candidate.kind === 'debian-hunspell');
  if (source === undefined || source.kind !== 'debian-hunspell') return undefined;
  const { package: name, version, sha256, file, encoding } = source.debian;
  return { debian: { package: name, version, sha256 }, licence: source.licence, aff: source.affixFile, dic: file, encoding };
}
