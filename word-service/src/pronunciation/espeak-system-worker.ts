import { serveEspeakJobs } from './espeak-worker-protocol';
import { runEspeakProgram, SYSTEM_ESPEAK_PROGRAM } from './system-espeak';

/**
 * A child process that runs the installed espeak-ng program for its parent. Starting a program from
 * the service itself would pause its event loop while the kernel copies a process of several hundred
 * megabytes; started from this small worker, it costs the service nothing.
 */
const TIMEOUT_MS = Number(process.env.ESPEAK_TIMEOUT_MS ?? 10_000);

serveEspeakJobs(async (job) => {
  if (job.kind === 'ipa') {
    const stdout = await runEspeakProgram(SYSTEM_ESPEAK_PROGRAM, ['-q', '--ipa', '-v', job.voice, job.text], TIMEOUT_MS);
    return { ipa: stdout.toString('utf8') };
  }
  const stdout = await runEspeakProgram(SYSTEM_ESPEAK_PROGRAM, ['--stdout', '-v', job.voice, job.text], TIMEOUT_MS);
  return { wav: stdout.toString('base64') };
});
