import { attestationWordListSchema } from '../src/languages/language-metadata';

/** The metadata's attestation word lists: a morfologik dictionary names its two files inside the jar, and only it does. */
describe('an attestation word list of the metadata', () => {
  const jar = {
    name: 'a morfologik dictionary',
    licence: 'BSD-2-Clause',
    debian: { package: 'a-package', version: '1.0-1', sha256: '0'.repeat(64), file: '/usr/share/java/a.jar' },
  };
  const files = { dict: 'a/b/a.dict', info: 'a/b/a.info' };

  it('reads a morfologik dictionary from the jar a Debian package pins, with the paths of its files', () => {
    expect(attestationWordListSchema.parse({ ...jar, format: 'morfologik', morfologik: files })).toMatchObject({ format: 'morfologik', morfologik: files, debian: { encoding: 'utf-8' } });
  });

  it('refuses a morfologik dictionary without its files, and the files on a list of another format', () => {
    expect(attestationWordListSchema.safeParse({ ...jar, format: 'morfologik' }).success).toBe(false);
    expect(attestationWordListSchema.safeParse({ ...jar, morfologik: files }).success).toBe(false);
    expect(attestationWordListSchema.safeParse({ ...jar, format: 'word-list' }).success).toBe(true);
  });
});
