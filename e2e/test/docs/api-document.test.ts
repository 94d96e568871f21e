import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ERROR_STATUS } from '@lexicon/shared';

/**
 * docs/api.md's error table is the clients' list of codes; the catalogue in shared/ is what the services
 * answer. They must say the same: a code added to the catalogue without a row, a row left after a code
 * is gone, or a status written differently fails here.
 */
const API_PAGE = path.resolve(__dirname, '../../../docs/api.md');

interface ErrorRow {
  code: string;
  status: number;
  when: string;
}

/** The body of one `## ` section of a Markdown page, up to the next `## ` heading. */
function section(page: string, heading: string): string {
  const lines = page.split('\n');
  const start = lines.indexOf(`## ${heading}`);
  if (start === -1) throw new Error(`docs/api.md has no "## ${heading}" section`);
  const end = lines.findIndex((line, index) => index > start && line.startsWith('## '));
  return lines.slice(start + 1, end === -1 ? undefined : end).join('\n');
}

/** Rows of the form | `code` | status | when |. */
function errorRows(text: string): ErrorRow[] {
  const rows: ErrorRow[] = [];
  for (const line of text.split('\n')) {
    const match = /^\| `([a-z_]+)` \| (\d{3}) \| (.*) \|$/.exec(line);
    if (match !== null) rows.push({ code: match[1] as string, status: Number(match[2]), when: (match[3] as string).trim() });
  }
  return rows;
}

describe('docs/api.md, Errors', () => {
  const rows = errorRows(section(readFileSync(API_PAGE, 'utf8'), 'Errors'));

  it('lists every code of the error catalogue once, with its status, and no other code', () => {
    const documented = Object.fromEntries(rows.map((row) => [row.code, row.status]));
    expect(documented).toEqual(ERROR_STATUS);
    expect(rows.map((row) => row.code)).toEqual([...new Set(rows.map((row) => row.code))]);
  });

  it('says when each code happens', () => {
    const unexplained = rows.filter((row) => row.when.length < 10).map((row) => row.code);
    expect(unexplained).toEqual([]);
  });

  it('reads the table as the page writes it (the parser would otherwise pass on an empty table)', () => {
    expect(errorRows('| `rate_limited` | 429 | the client has spent its points |')).toEqual([
      { code: 'rate_limited', status: 429, when: 'the client has spent its points' },
    ]);
    expect(rows.length).toBe(Object.keys(ERROR_STATUS).length);
  });
});
