import { execFile } from 'node:child_process';
import { ConcurrencyLimit, cleanIpa, SpeechError, type SpeechEngine } from './speech-engine';

export const SYSTEM_ESPEAK_PROGRAM = 'espeak-ng';

interface RunResult {
  stdout: Buffer;
}

function run(program: string, args: string[], timeoutMs: number): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    // No shell: the word is one argument, never interpreted.
    execFile(program, args, { encoding: 'buffer', timeout: timeoutMs, killSignal: 'SIGKILL', maxBuffer: 16 * 1024 * 1024 }, (error, stdout) => {
      if (error !== null) reject(new SpeechError(`${program} failed: ${error.killed ? `no answer within ${timeoutMs} ms` : error.message}`));
      else resolve({ stdout });
    });
  });
}

/** Whether the espeak-ng program is installed and answers. */
export async function systemEspeakAvailable(program = SYSTEM_ESPEAK_PROGRAM): Promise<boolean> {
  try {
    await run(program, ['--version'], 2000);
    return true;
  } catch {
    return false;
  }
}

/** The installed espeak-ng program, one short-lived process per call (a few milliseconds each). */
export function systemEspeak(options: { concurrency: number; timeoutMs: number; program?: string }): SpeechEngine {
  const program = options.program ?? SYSTEM_ESPEAK_PROGRAM;
  const limit = new ConcurrencyLimit(options.concurrency);
  return {
    kind: 'system',
    ipa: (voice, text) => limit.run(async () => cleanIpa((await run(program, ['-q', '--ipa', '-v', voice, text], options.timeoutMs)).stdout.toString('utf8'))),
    wav: (voice, text) => limit.run(async () => (await run(program, ['--stdout', '-v', voice, text], options.timeoutMs)).stdout),
    close: async () => undefined,
  };
}
