import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { languagesDocument } from './languages-document';

/** `npm run docs`: rewrites the pages of docs/ that are written from data. */
const target = path.resolve(__dirname, '../../../docs/languages.md');
writeFileSync(target, languagesDocument());
process.stdout.write(`wrote ${path.relative(process.cwd(), target)}\n`);
