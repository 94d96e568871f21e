/**
 * `npm run lists:report`: measures every built list (coverage, attestation, two-letter words),
 * prints a line a language and writes docs/lists.md with the files of missing and unattested words.
 *   node report-cli.js [--check] [language …]
 * --check writes nothing and exits 1 when docs/lists.md is not what the lists give.
 *   node report-cli.js --review-sample <language> <seed>
 * prints the seeded sample a reviewer reads (docs/lists/<language>-review.json records the reading).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isLanguageCode, LANGUAGE_CODES, type LanguageCode } from '@lexicon/shared';
import { dataDirectory, loadDictionaries, sourceCacheDirectory } from '@lexicon/dictionary-store';
import { englishVocabulary, type LanguageReport, reportLanguage } from './list-report';
import { listsDocument, missingFile, reviewedFile, summaryLine, unattestedFile } from './lists-document';
import { reviewSample } from './review';

export const DOCS_DIRECTORY = path.resolve(__dirname, '../../../../docs');

export async function reportLists(languages: readonly LanguageCode[]): Promise<LanguageReport[]> {
  const directory = dataDirectory(process.env);
  // English's list tells the English words of other languages' subtitles (the `foreign` rule).
  const { dictionaries, manifest } = await loadDictionaries(directory, [...new Set<LanguageCode>([...languages, 'en'])]);
  const englishWords = englishVocabulary(dictionaries.get('en'));
  return languages.map((language) => {
    const entry = manifest.languages[language];
    const dictionary = dictionaries.get(language);
    if (entry === undefined || dictionary === undefined) throw new Error(`${language} is not built: npm run data:build`);
    return reportLanguage(dictionary, entry, { sourceCache: sourceCacheDirectory(directory), englishWords, docsDirectory: DOCS_DIRECTORY });
  });
}

/** docs/lists.md and its word files, by path under docs/. */
export function documentFiles(reports: readonly LanguageReport[]): Map<string, string> {
  const files = new Map<string, string>([['lists.md', listsDocument(reports)]]);
  for (const report of reports) {
    files.set(missingFile(report), `${report.coverage.missing.join('\n')}\n`);
    if (report.attestation !== undefined) files.set(unattestedFile(report), `${report.attestation.unattested.join('\n')}\n`);
    if (report.review !== undefined) files.set(reviewedFile(report), reviewedText(report.review));
  }
  return files;
}

async function printReviewSample(language: string, seed: number): Promise<number> {
  if (!isLanguageCode(language) || !Number.isInteger(seed) || seed < 0) {
    process.stderr.write('usage: --review-sample <language> <seed: a whole number ≥ 0>\n');
    return 2;
  }
  const { dictionaries } = await loadDictionaries(dataDirectory(process.env), [language]);
  const dictionary = dictionaries.get(language);
  if (dictionary === undefined) throw new Error(`${language} is not built: npm run data:build`);
  process.stdout.write(`${reviewSample(dictionary, seed).join('\n')}\n`);
  return 0;
}

async function main(args: readonly string[]): Promise<number> {
  if (args[0] === '--review-sample') return printReviewSample(args[1] ?? '', Number(args[2]));
  const requested = args.filter((arg) => !arg.startsWith('--'));
  const unknown = requested.filter((code) => !isLanguageCode(code));
  if (unknown.length > 0) {
    process.stderr.write(`unknown language(s): ${unknown.join(', ')}; known: ${LANGUAGE_CODES.join(', ')}\n`);
    return 2;
  }
  const languages = requested.length > 0 ? (requested as LanguageCode[]) : LANGUAGE_CODES;
  const reports = await reportLists(languages);
  for (const report of reports) process.stdout.write(`[lists] ${summaryLine(report)}\n`);
  if (requested.length > 0) return 0; // a partial report does not rewrite the document of all twelve
  const files = documentFiles(reports);
  if (args.includes('--check')) {
    const stale = [...files].filter(([file, text]) => readOr(path.join(DOCS_DIRECTORY, file)) !== text).map(([file]) => file);
    if (stale.length > 0) process.stderr.write(`[lists] out of date: ${stale.join(', ')}; run npm run lists:report\n`);
    return stale.length > 0 ? 1 : 0;
  }
  for (const [file, text] of files) {
    mkdirSync(path.dirname(path.join(DOCS_DIRECTORY, file)), { recursive: true });
    writeFileSync(path.join(DOCS_DIRECTORY, file), text);
  }
  process.stdout.write(`[lists] wrote docs/lists.md and ${files.size - 1} word files\n`);
  return 0;
}

/** Every word the reviewer rejected, with the reason given. */
function reviewedText(review: NonNullable<LanguageReport['review']>): string {
  const lines = [
    `# Rejected by the reviewer in the seeded sample of ${review.sampled} (seed ${review.seed}; ${review.reviewed})`,
    '',
    `## Over-generated (${review.overGenerated.length})`,
    ...review.overGenerated.map(({ word, why }) => `- ${word}: ${why}`),
    '',
    `## Junk (${review.junk.length})`,
    ...review.junk.map(({ word, why }) => `- ${word}: ${why}`),
  ];
  return `${lines.join('\n')}\n`;
}

function readOr(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`[lists] ${(error as Error).message}\n`);
      process.exit(1);
    },
  );
}
