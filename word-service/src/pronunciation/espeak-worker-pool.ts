import { type ChildProcess, fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { EspeakReply as WorkerReply } from './espeak-worker-protocol';
import { cleanIpa, SpeechError, type SpeechEngine } from './speech-engine';

interface Pending {
  resolve: (reply: WorkerReply) => void;
  reject: (error: Error) => void;
}

interface Job {
  kind: 'ipa' | 'wav';
  voice: string;
  text: string;
  resolve: (reply: WorkerReply) => void;
  reject: (error: Error) => void;
}

/** One worker process: one job at a time; killed and replaced when a job outlives the timeout. */
class Worker {
  private child: ChildProcess | undefined;
  private pending: Pending | undefined;
  private nextId = 1;

  constructor(
    private readonly script: string,
    private readonly env: NodeJS.ProcessEnv,
  ) {}

  get busy(): boolean {
    return this.pending !== undefined;
  }

  private ensure(): ChildProcess {
    if (this.child !== undefined && this.child.exitCode === null && this.child.connected) return this.child;
    const child = fork(this.script, [], { stdio: ['ignore', 'ignore', 'ignore', 'ipc'], serialization: 'json', env: this.env });
    // Only the current child settles the pending job: a killed one may still exit or fail afterwards.
    const fail = (reason: string): void => {
      if (this.child !== child) return;
      this.child = undefined;
      const pending = this.pending;
      this.pending = undefined;
      pending?.reject(new SpeechError(reason));
    };
    child.on('message', (reply: WorkerReply) => {
      if (this.child !== child) return;
      const pending = this.pending;
      this.pending = undefined;
      pending?.resolve(reply);
    });
    child.on('exit', () => fail('the eSpeak NG worker exited'));
    // A message sent to a worker that is going away fails with EPIPE here, not as an exception.
    child.on('error', (error) => fail(`the eSpeak NG worker failed: ${error.message}`));
    this.child = child;
    return child;
  }

  run(job: Omit<Job, 'resolve' | 'reject'>, timeoutMs: number): Promise<WorkerReply> {
    return new Promise<WorkerReply>((resolve, reject) => {
      const child = this.ensure();
      const timer = setTimeout(() => {
        // Detached before it is killed, so the next job starts a fresh worker instead of writing to this one.
        this.pending = undefined;
        this.child = undefined;
        child.kill('SIGKILL');
        reject(new SpeechError(`eSpeak NG gave no answer within ${timeoutMs} ms`));
      }, timeoutMs);
      this.pending = {
        resolve: (reply) => {
          clearTimeout(timer);
          resolve(reply);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      };
      child.send({ id: this.nextId++, kind: job.kind, voice: job.voice, text: job.text }, (error) => {
        if (error !== null && error !== undefined) child.emit('error', error);
      });
    });
  }

  close(): void {
    this.child?.kill();
    this.child = undefined;
  }
}

const WORKER_SCRIPTS = { system: 'espeak-system-worker', wasm: 'espeak-wasm-worker' } as const;

/** The compiled worker; tests run from the sources, where only the built copy is JavaScript. */
function workerScript(kind: SpeechEngine['kind']): string {
  const beside = path.join(__dirname, `${WORKER_SCRIPTS[kind]}.js`);
  return existsSync(beside) ? beside : path.resolve(__dirname, `../../dist/pronunciation/${WORKER_SCRIPTS[kind]}.js`);
}

export interface EspeakPoolOptions {
  /** `system`: workers start the installed espeak-ng program; `wasm`: they run the npm build. */
  kind: SpeechEngine['kind'];
  workers: number;
  timeoutMs: number;
}

/**
 * eSpeak NG in a bounded pool of worker processes, never on the event loop that answers requests: a
 * WebAssembly run costs a hundred milliseconds or more, and even starting the installed program from
 * the service would pause it while the kernel copies the service's memory map.
 */
export function espeakWorkerPool(options: EspeakPoolOptions): SpeechEngine {
  const script = workerScript(options.kind);
  // The worker's own limit is the pool's, so a stuck program is killed where it runs.
  const env = { ...process.env, ESPEAK_TIMEOUT_MS: String(options.timeoutMs) };
  const workers = Array.from({ length: options.workers }, () => new Worker(script, env));
  const queue: Job[] = [];
  const pump = (): void => {
    for (const worker of workers) {
      if (worker.busy) continue;
      const job = queue.shift();
      if (job === undefined) return;
      worker
        .run(job, options.timeoutMs)
        .then(job.resolve, job.reject)
        .finally(pump);
    }
  };
  const submit = (kind: 'ipa' | 'wav', voice: string, text: string): Promise<WorkerReply> =>
    new Promise((resolve, reject) => {
      // A job still waiting for a worker after the timeout is given up too: no caller waits unboundedly.
      const job: Job = { kind, voice, text, resolve, reject };
      const timer = setTimeout(() => {
        const index = queue.indexOf(job);
        if (index < 0) return;
        queue.splice(index, 1);
        reject(new SpeechError(`eSpeak NG was busy for more than ${options.timeoutMs} ms`));
      }, options.timeoutMs);
      job.resolve = (reply) => {
        clearTimeout(timer);
        resolve(reply);
      };
      job.reject = (error) => {
        clearTimeout(timer);
        reject(error);
      };
      queue.push(job);
      pump();
    });
  const checked = async (kind: 'ipa' | 'wav', voice: string, text: string): Promise<WorkerReply> => {
    const reply = await submit(kind, voice, text);
    if (reply.error !== undefined) throw new SpeechError(`eSpeak NG failed: ${reply.error}`);
    return reply;
  };
  return {
    kind: options.kind,
    ipa: async (voice, text) => cleanIpa((await checked('ipa', voice, text)).ipa ?? ''),
    wav: async (voice, text) => Buffer.from((await checked('wav', voice, text)).wav ?? '', 'base64'),
    close: async () => {
      for (const worker of workers) worker.close();
    },
  };
}
