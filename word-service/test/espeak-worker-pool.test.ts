import { espeakWorkerPool } from '../src/pronunciation/espeak-worker-pool';
import { ESPEAK_VOICES } from '../src/pronunciation/espeak-voices';
import { cleanIpa, SpeechError } from '../src/pronunciation/speech-engine';
import { systemEspeakAvailable } from '../src/pronunciation/system-espeak';

// The worker scripts run from dist: `npm test` builds first.
describe('eSpeak NG worker pool', () => {
  const kinds = async (): Promise<Array<'system' | 'wasm'>> => ((await systemEspeakAvailable()) ? ['system', 'wasm'] : ['wasm']);

  it('speaks and transcribes in worker processes, with either provider', async () => {
    for (const kind of await kinds()) {
      const pool = espeakWorkerPool({ kind, workers: 1, timeoutMs: 30_000 });
      try {
        expect(await pool.ipa('en-us', 'hello')).toMatch(/^h.*l/);
        const wav = await pool.wav('de', 'straße');
        expect(wav.subarray(0, 4).toString('latin1')).toBe('RIFF');
        expect(wav.subarray(8, 12).toString('latin1')).toBe('WAVE');
      } finally {
        await pool.close();
      }
    }
  }, 60_000);

  it.each([
    ['fr', 'whisky'],
    ['fr', 'menthes'],
    ['fr', 'football'],
    ['fr', 'hadiths'],
    ['it', 'jazz'],
    ['pt', 'show'],
    ['nl', 'weekend'],
  ] as const)('gives %s %s as plain IPA, without the markers of a switch to another language', async (language, word) => {
    const pool = espeakWorkerPool({ kind: 'wasm', workers: 1, timeoutMs: 30_000 });
    try {
      const ipa = await pool.ipa(ESPEAK_VOICES[language], word);
      expect(ipa).not.toBe('');
      expect(ipa).not.toMatch(/[()]/);
    } finally {
      await pool.close();
    }
  }, 60_000);

  it('strips language-switch markers and keeps the sounds between them', () => {
    expect(cleanIpa('(en)wˈɪski(fr)\n')).toBe('wˈɪski');
    expect(cleanIpa('ʃˈoʊ (en-us) (pt-pt)')).toBe('ʃˈoʊ');
    expect(cleanIpa('həlˈoʊ')).toBe('həlˈoʊ');
  });

  it('gives up a call that outlives the timeout instead of hanging, for either provider', async () => {
    for (const kind of await kinds()) {
      // 1 ms is shorter than any worker start: the call must fail, not hang.
      const pool = espeakWorkerPool({ kind, workers: 1, timeoutMs: 1 });
      try {
        await expect(pool.ipa('en-us', 'hello')).rejects.toBeInstanceOf(SpeechError);
        await expect(pool.wav('en-us', 'hello')).rejects.toBeInstanceOf(SpeechError);
      } finally {
        await pool.close();
      }
    }
  });
});
