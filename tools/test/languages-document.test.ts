import { readFileSync } from 'node:fs';
import path from 'node:path';
import { languagesDocument } from '../src/docs/languages-document';

describe('docs/languages.md', () => {
  it('says what the languages metadata says (run `npm run docs` after changing a language)', () => {
    const page = readFileSync(path.resolve(__dirname, '../../docs/languages.md'), 'utf8');
    expect(page).toBe(languagesDocument());
  });

  it('states the tile rule with the worked examples', () => {
    const page = languagesDocument();
    expect(page).toContain('| 5 | ch ×1, q ×1 |');
    expect(page).toContain('| 8 | j ×1, ll ×1, rr ×1, x ×1, ñ ×1 |');
    expect(page).toContain('letters without a tile (count 0, `has_points` false, no blank plays them): k w');
  });
});
