import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGE_CODES } from '@lexicon/shared';
import { documentFiles, DOCS_DIRECTORY, reportLists } from '../src/list-quality/report-cli';
import type { LanguageReport } from '../src/list-quality/list-report';
import { isShapeClass } from '../src/attestation/affix-classes';

/**
 * docs/lists.md and its word files are what `npm run lists:report` writes from the built lists: a
 * change to a list or a rule that leaves them stale fails here.
 */
describe('the lists report (docs/lists.md)', () => {
  let reports: LanguageReport[];

  beforeAll(async () => {
    reports = await reportLists(LANGUAGE_CODES);
  }, 600_000);

  it('is current: every file under docs/ is what the built lists give', () => {
    for (const [file, text] of documentFiles(reports)) {
      expect([file, readFileSync(path.join(DOCS_DIRECTORY, file), 'utf8')]).toEqual([file, text]);
    }
  });

  it('measures coverage on the corpus forms it counts, and lists exactly the ones not found', () => {
    for (const report of reports) {
      expect(report.coverage.counted).toBeGreaterThan(8_000);
      expect(report.coverage.found + report.coverage.missing.length).toBe(report.coverage.counted);
    }
  });

  it('samples 1,000 words for attestation in every language: an analyser, independent lists, or both', () => {
    expect(reports.filter((report) => report.attestation === undefined).map((report) => report.language)).toEqual([]);
    for (const report of reports) expect(report.attestation?.sampled).toBe(1_000);
  });

  it('measures the affix classes of every source that asks for it, and drops no form a kept class makes', () => {
    const measured = reports.filter((report) => report.build.affixClasses.length > 0).map((report) => report.language);
    expect(measured.sort()).toEqual(['cs', 'da', 'it', 'pt', 'ro']);
    for (const report of reports) {
      for (const { classes } of report.build.affixClasses) {
        // A class told by shape drops its forms from the groups' classes too (Czech vtlačovanější), and no more.
        const droppedByShapes = classes.filter(isShapeClass).reduce((total, row) => total + row.dropped, 0);
        for (const row of classes) {
          expect(row.kept + row.dropped).toBe(row.forms);
          if (row.decision === 'kept-whole' && row.subclassesAttestedOnly === 0 && !isShapeClass(row)) {
            expect([report.language, row.groups, row.dropped <= droppedByShapes]).toEqual([report.language, row.groups, true]);
            if (droppedByShapes === 0) expect([report.language, row.groups, row.dropped]).toEqual([report.language, row.groups, 0]);
          }
        }
      }
    }
  });

  it("takes a reviewer's reading only while the list still gives its sample", () => {
    for (const report of reports) {
      if (report.review === undefined) continue;
      expect(report.review.sampled).toBe(300);
      expect([report.language, report.review.current]).toEqual([report.language, true]);
    }
  });
});
