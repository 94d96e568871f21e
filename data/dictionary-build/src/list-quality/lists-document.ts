import { languageMetadata } from '@lexicon/engine';
import { COVERAGE_FORMS, COVERAGE_RULES, type CoverageExclusion } from './coverage';
import { ATTESTATION_SAMPLE } from './attestation';
import { type LanguageReport, TARGETS } from './list-report';

// Two decimals, so that a share just under its target never prints as the target itself.
const percent = (share: number): string => `${(share * 100).toFixed(2)} %`;
const count = (value: number): string => value.toLocaleString('en-US');
const mark = (met: boolean): string => (met ? 'met' : '**missed**');
const plainMark = (met: boolean): string => (met ? 'met' : 'MISSED');

export const missingFile = (report: LanguageReport): string => `lists/${report.language}-missing.txt`;
export const unattestedFile = (report: LanguageReport): string => `lists/${report.language}-unattested.txt`;

export function coverageShare(report: LanguageReport): number {
  return report.coverage.found / Math.max(1, report.coverage.counted);
}

export function unattestedShare(report: LanguageReport): number | undefined {
  const { attestation } = report;
  return attestation === undefined ? undefined : attestation.unattested.length / Math.max(1, attestation.sampled);
}

/** One line a language, as the report prints it. */
export function summaryLine(report: LanguageReport): string {
  const unattested = unattestedShare(report);
  const agreement = report.twoLetter.game?.agreement;
  return [
    `${report.language}: ${count(report.words)} words`,
    `coverage ${percent(coverageShare(report))} (${plainMark(coverageShare(report) >= TARGETS.coverage)})`,
    unattested === undefined ? 'attestation: no analyser' : `unattested ${percent(unattested)} (${plainMark(unattested <= TARGETS.unattested)})`,
    agreement === undefined ? 'two-letter: no published list' : `two-letter agreement ${percent(agreement)} (${plainMark(agreement >= TARGETS.twoLetterAgreement)})`,
  ].join(', ');
}

function languageSection(report: LanguageReport): string {
  const metadata = languageMetadata(report.language);
  const game = metadata.gameList;
  const lines = [`## ${metadata.name} (${report.language})`, ''];
  lines.push(
    `**The game's list:** ${game.name} (${game.publisher}; ${game.licence}). Ours is ${relationText(game.relation)}: ${metadata.dictionary.name}.`,
    '',
    "**The game's rules, and ours:**",
    ...game.rules.map((rule) => `- ${rule}`),
    '',
    `**Size:** ${count(report.words)} words.`,
  );
  for (const source of report.build.sources) lines.push(`- ${source.package}: ${count(source.words)} words, ${count(source.added)} added (${source.addedSample.slice(0, 8).join(', ')})`);
  for (const rule of report.build.rules) lines.push(`- dropped by ${rule.rule}: ${count(rule.dropped)} (${rule.droppedSample.slice(0, 8).join(', ')})`);
  const exclusions = [
    ...metadata.wordRules.excludedForms.map(({ pattern, why }) => `\`${pattern}\`: ${why}`),
    ...metadata.wordRules.fragments.map(({ pattern, whenWords, why }) => `\`${pattern}\` where ${whenWords.map((word) => `\`${word}\``).join(' and ')} are words (rule \`fragment\`): ${why}`),
    ...metadata.dictionary.sources.flatMap((source) =>
      'excludedAffixes' in source ? source.excludedAffixes.map((affixes) => `${source.package}'s ${affixesText(affixes)}: ${affixes.why}`) : [],
    ),
  ];
  if (exclusions.length > 0) lines.push('', '**Forms the game does not admit** (rule `excluded-form` unless named):', ...exclusions.map((text) => `- ${text}`));

  const { coverage } = report;
  lines.push(
    '',
    `**Coverage** of ${report.corpus}: ${percent(coverageShare(report))} (${count(coverage.found)} of ${count(coverage.counted)} forms; target ≥ ${percent(TARGETS.coverage)}: ${mark(coverageShare(report) >= TARGETS.coverage)}). ` +
      `Set aside: ${(Object.keys(coverage.excluded) as CoverageExclusion[]).map((rule) => `${rule} ${count(coverage.excluded[rule].length)}`).join(', ')}. ` +
      `Missing (${count(coverage.missing.length)}, all in [${missingFile(report)}](${missingFile(report)})): ${coverage.missing.slice(0, 30).join(', ')}.`,
  );
  const unattested = unattestedShare(report);
  if (report.attestation === undefined || unattested === undefined) {
    lines.push('', '**Attestation:** no morphological analyser of the language is packaged in Debian (searched: Apertium\'s pairs); not measured.');
  } else {
    lines.push(
      '',
      `**Attestation** by ${report.attestation.lexicon}: ${percent(unattested)} of ${count(report.attestation.sampled)} sampled words unattested (target ≤ ${percent(TARGETS.unattested)}: ${mark(unattested <= TARGETS.unattested)}); all in [${unattestedFile(report)}](${unattestedFile(report)}). First: ${report.attestation.unattested.slice(0, 20).join(', ')}.`,
    );
  }
  const { twoLetter } = report;
  lines.push('', `**Two-letter words** (${twoLetter.ours.length}): ${twoLetter.ours.join(' ')}`);
  if (twoLetter.game === undefined) lines.push('', 'The game publishes no two-letter list we could read; not compared.');
  else {
    lines.push(
      '',
      `Against ${twoLetter.game.source}: agreement ${percent(twoLetter.game.agreement)} (target ≥ ${percent(TARGETS.twoLetterAgreement)}: ${mark(twoLetter.game.agreement >= TARGETS.twoLetterAgreement)}); ` +
        `only ours: ${twoLetter.game.onlyOurs.join(' ') || 'none'}; only the game's: ${twoLetter.game.onlyGame.join(' ') || 'none'}.`,
    );
  }
  return lines.join('\n');
}

function affixesText(affixes: { flags: string[]; suffix?: string }): string {
  const groups = affixes.flags.length === 0 ? [] : [`affix groups ${affixes.flags.join(' ')}`];
  const suffix = affixes.suffix === undefined ? [] : [`attached text matching \`${affixes.suffix}\` (on stem+suffix)`];
  return [...groups, ...suffix].join(' with ');
}

/** The two largest lists, in words, for the attestation paragraph: "1,807,351 in Italian, 4,017,014 in Polish". */
function largestLists(reports: readonly LanguageReport[]): string {
  return [...reports]
    .sort((a, b) => b.words - a.words)
    .slice(0, 2)
    .map((report) => `${count(report.words)} in ${languageMetadata(report.language).name}`)
    .join(', ');
}

function relationText(relation: 'same' | 'free-equivalent' | 'nearest'): string {
  if (relation === 'same') return 'the same list';
  if (relation === 'free-equivalent') return 'a free list that plays the same';
  return 'the nearest list we can ship, not the game\'s: a word it holds may be refused at a tournament, and the other way round';
}

export function listsDocument(reports: readonly LanguageReport[]): string {
  const head = [
    '# The word lists, measured',
    '',
    '<!-- Written by `npm run lists:report` from the built lists; a test fails when it is out of date. -->',
    '',
    'What each language\'s list holds, measured three ways against sources the build does not read:',
    '',
    `- **Coverage**: the share of the ${count(COVERAGE_FORMS)} most frequent word forms of a corpus no list is built from (film and television subtitles for all but French, whose only packaged list is counted on news; each section names its corpus and the pinned package that holds it) that the list finds as a player types them (any case; a form written without accents finds its accented spelling, but one written with accents must be a spelling of the list). Tokens set aside first, each by one rule:`,
    ...(Object.entries(COVERAGE_RULES) as Array<[CoverageExclusion, string]>).map(([rule, text]) => `  - \`${rule}\`: ${text};`),
    `  every form still missing is listed in \`docs/lists/<language>-missing.txt\`. Target ≥ ${percent(TARGETS.coverage)}.`,
    `- **Attestation**: the share of a seeded random sample of ${count(ATTESTATION_SAMPLE)} list words that no second, independent lexicon knows: the language's morphological analyser (Apertium's, from Debian) and, where the language's metadata names them (\`attestationWordLists\`), full-form word lists from outside the list's sources (English: SCOWL's largest American and British lists, against a list built from Letterpress's). Target ≤ ${percent(TARGETS.unattested)}. Apertium's vocabularies are far smaller than the lists, so where it is the only lexicon this figure counts rare but genuine words with the over-generated ones; the unattested words are listed for review.`,
    `- **Two-letter words** against the game's published list where one is published, compared on the letters as played. Target ≥ ${percent(TARGETS.twoLetterAgreement)} agreement both ways. Where the game publishes them, its two-letter words decide ours (the build's \`two-letter-game-list\` rule), so agreement is complete by construction; what our sources gave and the game did not, and the other way round, is in each language's build report below.`,
    '',
    `**Why attestation misses its target.** The lists hold every inflected form (${largestLists(reports)}); Apertium's analysers know every form of the words they have, but have a few tens of thousands of base words, so most genuine rare words are unattested. Where a full-form list of a size near the list's exists outside its sources (English: SCOWL's), the figure comes near the target, and what is left is mostly genuine (Collins words such as yitie and thronner). Meeting ≤ 3 % elsewhere needs such a lexicon for each language: Morph-it! (it), Lefff (fr), Morphy or german-pos-dict (de), FreeLing's dictionaries (es, pt), PoliMorf (pl), MorfFlex (cs), SALDO (sv). None is packaged in Debian or on npm in full (npm has extracts of Lefff, Morph-it! and german-pos-dict for nouns, adjectives and some verbs), and Debian's other word lists for these languages are either the lists' own sources or far smaller than the lists (wspanish 86,016 words, witalian 116,758, wbrazilian 275,502: each attests under a tenth of the sample words Apertium leaves unattested); Apertium's are the only analysers packaged. Until one is, the unattested words are listed per language for review, and the coverage figure is the guard against holes.`,
    '',
    '| Language | Words | Coverage | Unattested | Two-letter agreement |',
    '|---|---:|---:|---:|---:|',
    ...reports.map((report) => {
      const unattested = unattestedShare(report);
      const agreement = report.twoLetter.game?.agreement;
      return `| ${report.language} | ${count(report.words)} | ${percent(coverageShare(report))} | ${unattested === undefined ? '–' : percent(unattested)} | ${agreement === undefined ? '–' : percent(agreement)} |`;
    }),
    '',
  ];
  return `${[head.join('\n'), ...reports.map(languageSection)].join('\n\n').replace(/\n{3,}/g, '\n\n')}\n`;
}
