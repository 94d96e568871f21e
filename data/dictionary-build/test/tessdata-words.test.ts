import { dataDirectory, sourceCacheDirectory } from '@lexicon/dictionary-store';
import { languageMetadata } from '@lexicon/engine';
import { debianPackageBytes } from '../src/debian-package';
import { tessdataWords } from '../src/attestation/tessdata-words';

/**
 * Tesseract's Czech dictionary, read from the pinned package as the build reads it. Tesseract's own
 * `combine_tessdata -u` and `dawg2wordlist` give 290,431 words for this file.
 */
describe("Tesseract's dictionary in a traineddata file", () => {
  const [czech] = languageMetadata('cs').attestationWordLists;

  it('reads every word of the LSTM model, accents and capitals as written', () => {
    if (czech?.debian === undefined) throw new Error("cs names no Debian package among its attestation word lists");
    const words = tessdataWords(debianPackageBytes(czech.debian, sourceCacheDirectory(dataDirectory(process.env))));
    expect(words).toHaveLength(290_431);
    expect(new Set(words).size).toBe(words.length);
    expect(words).toEqual(expect.arrayContaining(['pověřoval', 'Výstupy', 'povědomost', 'pověřeného']));
  });

  it('refuses a file without an LSTM dictionary', () => {
    const empty = Buffer.alloc(4 + 24 * 8, 0xff);
    empty.writeInt32LE(24, 0);
    expect(() => tessdataWords(empty)).toThrow('no LSTM word list');
  });
});
