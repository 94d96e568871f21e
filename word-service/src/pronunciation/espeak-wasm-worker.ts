import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type EspeakJob, serveEspeakJobs } from './espeak-worker-protocol';

/**
 * A child process that runs the npm eSpeak NG build (WebAssembly, GPL) for its parent (the messages
 * are in espeak-worker-protocol). The compiled module is kept; each call runs eSpeak's command line
 * afresh.
 */
/** The few WebAssembly calls used here (the compiler's library set has no WebAssembly types). */
interface WasmApi {
  compile(bytes: Uint8Array): Promise<object>;
  instantiate(module: object, imports: object): Promise<object>;
}
const wasmApi = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;

interface EspeakModule {
  FS: { readFile(name: string, options?: { encoding: 'utf8' }): string | Uint8Array };
}
type EspeakFactory = (options: Record<string, unknown>) => Promise<EspeakModule>;

// Named through a constant: the package is an ES module without type declarations.
const ESPEAK_PACKAGE = 'espeak-ng';
const packageDirectory = path.dirname(require.resolve('espeak-ng/package.json'));
let compiled: Promise<{ factory: EspeakFactory; wasm: object }> | undefined;

function load(): Promise<{ factory: EspeakFactory; wasm: object }> {
  compiled ??= (async () => {
    const imported = (await import(ESPEAK_PACKAGE)) as { default: EspeakFactory };
    const wasm = await wasmApi.compile(readFileSync(path.join(packageDirectory, 'dist', 'espeak-ng.wasm')));
    return { factory: imported.default, wasm };
  })();
  return compiled;
}

async function answer(job: EspeakJob): Promise<{ ipa: string } | { wav: string }> {
  const { factory, wasm } = await load();
  const output = job.kind === 'ipa' ? 'out.txt' : 'out.wav';
  const args = job.kind === 'ipa' ? ['--phonout', output, '-q', '--ipa', '-v', job.voice, job.text] : ['-w', output, '-v', job.voice, job.text];
  const espeak = await factory({
    arguments: args,
    print: () => undefined,
    printErr: () => undefined,
    instantiateWasm: (imports: object, done: (instance: object, module: object) => void) => {
      void wasmApi.instantiate(wasm, imports).then((instance) => done(instance, wasm));
      return {};
    },
  });
  if (job.kind === 'ipa') return { ipa: espeak.FS.readFile(output, { encoding: 'utf8' }) as string };
  return { wav: Buffer.from(espeak.FS.readFile(output) as Uint8Array).toString('base64') };
}

serveEspeakJobs(answer);
// Compile while the parent has nothing to ask yet.
void load();
