/**
 * Writes the committed bench query set, bench/queries.json, from the built lists:
 *   npx tsc -b tsconfig.build.json && node bench/dist/search/generate-queries.js [--languages cs,en]
 * Picks are seeded per language, so the same lists give the same file. Run it again only when the
 * query classes change; the bench itself never rewrites the file.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { dataDirectory, loadDictionaries } from '@lexicon/dictionary-store';
import { LANGUAGE_CODES } from '@lexicon/shared';
import { parseLanguages } from './bench-options';
import { generateQueries } from './query-generator';
import { QUERY_SET_FILE, type QuerySet, querySetSchema } from './query-set';

/** One query per line: the file stays readable and its diffs small. */
function serialise(querySet: QuerySet): string {
  const languages = querySet.languages.map(
    ({ language, wordCount, queries }) =>
      `    {\n      "language": ${JSON.stringify(language)},\n      "wordCount": ${wordCount},\n      "queries": [\n` +
      queries.map((query) => `        ${JSON.stringify(query)}`).join(',\n') +
      '\n      ]\n    }',
  );
  return (
    `{\n  "description": ${JSON.stringify(querySet.description)},\n  "generator": ${JSON.stringify(querySet.generator)},\n` +
    `  "languages": [\n${languages.join(',\n')}\n  ]\n}\n`
  );
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { languages: { type: 'string' }, output: { type: 'string' } } });
  const languages = values.languages === undefined ? [...LANGUAGE_CODES] : parseLanguages(values.languages);
  const output = values.output ?? QUERY_SET_FILE;
  const querySet: QuerySet = {
    description:
      'Search benchmark queries (npm run bench:search): fragments of real words per language, by class; limit 100 everywhere, ' +
      'offset 10,000 and deeper for deep-offset. Anagram racks are folded letters, ? or _ for a blank.',
    generator: 'bench/src/search/generate-queries.ts',
    languages: [],
  };
  for (const language of languages) {
    const { dictionaries } = await loadDictionaries(dataDirectory(process.env), [language]);
    const dictionary = dictionaries.get(language);
    if (dictionary === undefined) throw new Error(`${language} did not load`);
    const queries = generateQueries(dictionary);
    querySet.languages.push({ language, wordCount: dictionary.wordCount, queries });
    process.stdout.write(`${language}: ${queries.length} queries from ${dictionary.wordCount.toLocaleString('en')} words\n`);
  }
  writeFileSync(output, serialise(querySetSchema.parse(querySet)));
  process.stdout.write(`wrote ${output}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`generate-queries: ${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
