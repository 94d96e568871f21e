import { execFile } from 'node:child_process';
import { SpeechError } from './speech-engine';

export const SYSTEM_ESPEAK_PROGRAM = 'espeak-ng';

/** Runs the program once and gives its output; no shell, so the word is one argument, never interpreted. */
export function runEspeakProgram(program: string, args: string[], timeoutMs: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    execFile(program, args, { encoding: 'buffer', timeout: timeoutMs, killSignal: 'SIGKILL', maxBuffer: 16 * 1024 * 1024 }, (error, stdout) => {
      if (error !== null) reject(new SpeechError(`${program} failed: ${error.killed ? `no answer within ${timeoutMs} ms` : error.message}`));
      else resolve(stdout);
    });
  });
}

/** Whether the espeak-ng program is installed and answers. */
export async function systemEspeakAvailable(program = SYSTEM_ESPEAK_PROGRAM): Promise<boolean> {
  try {
    await runEspeakProgram(program, ['--version'], 2000);
    return true;
  } catch {
    return false;
  }
}
